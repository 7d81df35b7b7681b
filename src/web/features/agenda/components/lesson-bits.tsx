import '~/locales/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { type LessonBadge, lessonBadges } from '../lib/week'

/** What names a lesson in a list or block: its title, else its students' names. */
export function useLessonSummary() {
  const { t } = useTranslation('agenda')
  return (item: AgendaOccurrence) =>
    item.title || item.students.map((s) => s.name).join(', ') || t('lesson.noStudents')
}

const VARIANTS: Record<LessonBadge, 'destructive-soft' | 'success' | 'warning' | 'outline'> = {
  cancelled: 'destructive-soft',
  done: 'success',
  pending: 'warning',
  overlap: 'outline',
}

/**
 * 'Cancelada', 'Realizada', 'Pendente', 'Conflito de horário', and the places left of a lesson
 * to come open to make-ups ('Reposição: 2 vagas').
 */
export function LessonBadges({ item, className }: { item: AgendaOccurrence; className?: string }) {
  const { t } = useTranslation('agenda')
  const badges = lessonBadges(item)
  const places = item.state === 'scheduled' ? item.openPlaces : null
  if (!badges.length && places === null) return null
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {badges.map((b) => (
        <Badge key={b} variant={VARIANTS[b]}>
          {t(`badges.${b}`)}
        </Badge>
      ))}
      {places !== null && (
        <Badge variant="outline">{t('badges.openPlaces', { count: places })}</Badge>
      )}
    </span>
  )
}
