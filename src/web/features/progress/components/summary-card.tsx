import '~/locales/progress'
import { PROGRESS_LIMITS, type ProgressPeriod } from '@shared/constants'
import { whatsappDigits } from '@shared/domain/whatsapp'
import type { StudentDetail } from '@shared/schemas/students.response'
import MessageCircle from 'lucide-react/icons/message-circle'
import Share2 from 'lucide-react/icons/share-2'
import Sparkles from 'lucide-react/icons/sparkles'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useId, useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { cn } from '~/lib/utils'
import { useWorldPhones } from '~/lib/world-phones'
import { useSummaryDraft } from '../api'
import { tooLongForWhatsApp, useShareText } from './use-share-text'

/**
 * The report's summary paragraph: 'Gerar resumo' asks the server for a draft
 * (AI or rules), the coach edits it, then 'Compartilhar' copies it, or 'Enviar por WhatsApp'
 * opens it for the student's phone; either records the text as edited, with the period.
 * Printed as a plain paragraph (the controls are not).
 */
export function SummaryCard({
  student,
  period,
}: {
  student: StudentDetail
  period: ProgressPeriod
}) {
  const { t } = useTranslation('progress')
  const id = useId()
  const draft = useSummaryDraft(student.id)
  const [text, setText] = useState<string | null>(null)
  const [source, setSource] = useState<'ai' | 'rules'>('rules')
  const share = useShareText(student.id, { kind: 'report', period })
  useWorldPhones(student.phone)
  const phone = whatsappDigits(student.phone)
  const empty = text !== null && text.trim() === ''

  const generate = () =>
    draft.mutate(period, {
      onSuccess: (d) => {
        setText(d.text)
        setSource(d.source)
      },
      onError: (error) => toastError(t('summary.generateError'), error),
    })

  return (
    <Card
      className={cn(
        'gap-3 py-4 sm:py-5 print:gap-1 print:border-0 print:py-0 print:shadow-none',
        text === null && 'print:hidden',
      )}
    >
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-4 sm:px-5 print:hidden">
        <div className="grid gap-1">
          <CardTitle asChild className="text-base">
            <h3>{t('summary.title')}</h3>
          </CardTitle>
          {text === null && (
            <p className="text-muted-foreground text-sm">{t('summary.description')}</p>
          )}
        </div>
        <Button
          variant={text === null ? 'default' : 'outline'}
          onClick={generate}
          disabled={draft.isPending}
        >
          <Sparkles aria-hidden />
          {draft.isPending
            ? t('summary.generating')
            : text === null
              ? t('summary.generate')
              : t('summary.regenerate')}
        </Button>
      </CardHeader>
      {text !== null && (
        <CardContent className="grid gap-3 px-4 sm:px-5 print:px-0">
          <div className="grid gap-2 print:hidden">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-text`}>{t('summary.label')}</Label>
              <Badge variant="secondary">
                {source === 'ai' ? t('summary.sourceAi') : t('summary.sourceRules')}
              </Badge>
            </div>
            <Textarea
              id={`${id}-text`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={PROGRESS_LIMITS.shareTextMax}
              aria-invalid={empty || undefined}
              aria-describedby={`${id}-hint`}
              className="min-h-32"
            />
            <p id={`${id}-hint`} className="text-muted-foreground text-xs">
              {empty ? t('summary.empty') : t('summary.reviewHint')}
            </p>
            {phone === null ? (
              <p className="text-sm">{t('summary.noPhone')}</p>
            ) : (
              tooLongForWhatsApp(phone, text) && (
                <p className="flex items-start gap-2 text-sm text-warning-soft-foreground">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {t('share.tooLong')}
                </p>
              )
            )}
            <div className="flex flex-wrap gap-2">
              <Button disabled={empty} onClick={() => void share.copy(text, t('summary.shared'))}>
                <Share2 aria-hidden />
                {t('summary.share')}
              </Button>
              {phone && (
                <Button
                  variant="outline"
                  disabled={empty}
                  onClick={() => share.openWhatsApp(phone, text, t('summary.sharedWhatsApp'))}
                >
                  <MessageCircle aria-hidden />
                  {t('summary.shareWhatsApp')}
                </Button>
              )}
            </div>
          </div>
          {/* what the printed report carries */}
          <p className="hidden whitespace-pre-line text-sm print:block">{text}</p>
        </CardContent>
      )}
    </Card>
  )
}
