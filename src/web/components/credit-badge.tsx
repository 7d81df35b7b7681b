import { creditBadgeTone } from '@shared/domain/credits'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/lib/i18n'

/**
 * A student's credit badge (spec §2 Students list, §9): 0 'Sem créditos' (strong destructive),
 * 1–2 remaining (lighter destructive), 3 or more 'N créditos' (green).
 */
export function CreditBadge({ credits, className }: { credits: number; className?: string }) {
  const { t } = useTranslation('app')
  const tone = creditBadgeTone(credits)
  if (tone === 'none') {
    return (
      <Badge variant="destructive" className={className}>
        {t('credits.none')}
      </Badge>
    )
  }
  if (tone === 'low') {
    return (
      <Badge variant="destructive-soft" className={className}>
        {t('credits.low', { count: credits })}
      </Badge>
    )
  }
  return (
    <Badge variant="success" className={className}>
      {t('credits.ok', { count: credits })}
    </Badge>
  )
}
