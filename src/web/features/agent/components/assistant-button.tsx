import MessageCircle from 'lucide-react/icons/message-circle'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from '~/lib/i18n'

// the panel (its dialog, texts and requests) loads on the first tap, not with the shell
const AssistantPanel = lazy(() => import('./assistant-panel'))

/**
 * The assistant's round button, on every signed-in screen: on a phone in the top bar's free
 * right end (never over the page's own bottom actions), on a desktop at the bottom right (the
 * page keeps room below its content for it). It opens the conversation; closing gives the
 * focus back to it.
 */
export function AssistantButton() {
  const { t } = useTranslation('app')
  const [open, setOpen] = useState(false)
  // once loaded the panel stays mounted (its closing animation, its scroll)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('assistant.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        className="fixed top-2 right-3 z-30 flex size-10 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md outline-ring focus-visible:outline-2 focus-visible:outline-offset-2 lg:top-auto lg:right-6 lg:bottom-6 lg:size-14 lg:shadow-lg print:hidden"
      >
        <MessageCircle className="size-6" aria-hidden />
      </button>
      {used && (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  )
}
