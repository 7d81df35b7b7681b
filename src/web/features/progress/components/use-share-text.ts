import '~/locales/progress'
import type { ProgressPeriod, ShareKind } from '@shared/constants'
import { whatsappUrl } from '@shared/domain/whatsapp'
import { useRef } from 'react'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useCreateShare } from '../api'

export interface ShareTarget {
  kind: ShareKind
  sessionId?: string
  period?: ProgressPeriod
}

/**
 * Copying a text or opening it in WhatsApp is sharing it: the text, exactly as the coach
 * edited it, is recorded for the student's page. The same text shared twice (copied, then sent
 * by WhatsApp) is recorded once.
 */
export function useShareText(studentId: string, target: ShareTarget) {
  const { t } = useTranslation('progress')
  const create = useCreateShare(studentId)
  const recorded = useRef(new Set<string>())

  const record = (text: string) => {
    const key = `${target.kind}|${target.sessionId ?? ''}|${target.period ?? ''}|${text}`
    if (recorded.current.has(key)) return
    recorded.current.add(key)
    create.mutate(
      {
        kind: target.kind,
        text,
        ...(target.sessionId ? { sessionId: target.sessionId } : {}),
        ...(target.period ? { period: target.period } : {}),
      },
      {
        onError: (error) => {
          recorded.current.delete(key)
          toastError(t('share.recordError'), error)
        },
      },
    )
  }

  /** Copies the text (clipboard), then records it; false when the browser refused to copy. */
  const copy = async (text: string, successMessage: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      toastError(t('share.copyError'), null)
      return false
    }
    toastSuccess(successMessage)
    record(text)
    return true
  }

  /** Opens wa.me in a new tab (synchronously, inside the click) and records the text. */
  const openWhatsApp = (digits: string | null, text: string, successMessage?: string) => {
    window.open(whatsappUrl(digits, text), '_blank', 'noopener,noreferrer')
    if (successMessage) toastSuccess(successMessage)
    record(text)
  }

  return { copy, openWhatsApp, recording: create.isPending }
}

/** Whether wa.me would have to shorten the text (the link stays under 2,000 characters). */
export function tooLongForWhatsApp(digits: string | null, text: string): boolean {
  return (
    whatsappUrl(digits, text) !== `https://wa.me/${digits ?? ''}?text=${encodeURIComponent(text)}`
  )
}
