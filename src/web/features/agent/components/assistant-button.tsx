import MessageCircle from 'lucide-react/icons/message-circle'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from '~/lib/i18n'

// the panel (its dialog, texts and requests) loads on the first tap, not with the shell
const AssistantPanel = lazy(() => import('./assistant-panel'))

/**
 * The assistant's round button, on every signed-in screen (bottom right, above the page):
 * it opens the conversation; closing gives the focus back to it.
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
        className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-ring focus-visible:outline-2 focus-visible:outline-offset-2 lg:right-6 lg:bottom-6 print:hidden"
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
