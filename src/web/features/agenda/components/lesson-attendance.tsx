import '~/locales/attendance'
import { ABSENCE_POLICY, type AttendanceInput } from '@shared/constants'
import type {
  AgendaOccurrence,
  LessonAttendance as Attendance,
} from '@shared/schemas/agenda.response'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { profileQuery } from '~/features/profile/api'
import { ApiError } from '~/lib/api-client'
import { coachToday, formatClock, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { useSetAttendance } from '../api/attendance'

/**
 * The menu's choices in two groups a coach tells apart at a glance — the student missed it
 * (how they warned) or the lesson did not happen — each saying what it does to credits.
 * 'Presente' is not a choice: it is the class registered from the lesson ('Registrar aula').
 */
const STUDENT_ABSENT = [
  'student_cancelled',
  'notified_absence',
  'late_cancel',
  'no_show',
] as const satisfies readonly AttendanceInput[]
const LESSON_OFF = ['teacher_cancelled', 'rain'] as const satisfies readonly AttendanceInput[]

type Policy = { cancelNoticeHours: number; lateCancelConsumes: boolean; noShowConsumes: boolean }
const DEFAULT_POLICY: Policy = {
  cancelNoticeHours: ABSENCE_POLICY.noticeHoursDefault,
  lateCancelConsumes: true,
  noShowConsumes: true,
}

/** 'Avisou com menos de 24 h — consome 1 crédito': the choice and its effect by the policy. */
export function choiceLabel(
  t: (key: string, values?: Record<string, unknown>) => string,
  choice: AttendanceInput,
  policy: Policy,
): string {
  const label = t(`choice.${choice}`, { hours: policy.cancelNoticeHours })
  const effect =
    choice === 'notified_absence'
      ? 'free'
      : choice === 'late_cancel'
        ? policy.lateCancelConsumes
          ? 'charge'
          : 'free'
        : choice === 'no_show'
          ? policy.noShowConsumes
            ? 'charge'
            : 'free'
          : choice === 'teacher_cancelled' || choice === 'rain'
            ? 'makeup'
            : null
  return effect ? `${label} — ${t(`choice.${effect}`)}` : label
}

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:h-9 sm:w-64 sm:text-sm focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60'

type Effect = { key: string; tone: 'muted' | 'warn' | 'charge'; values?: Record<string, string> }

/** The credit effect of a student's outcome, as the server recorded it. */
export function creditEffect(a: Attendance): Effect | null {
  switch (a.outcome) {
    case null:
      return null
    case 'present':
      return { key: 'effect.present', tone: 'muted' }
    case 'late_cancel':
    case 'no_show':
      if (a.charged) return { key: 'effect.charged', tone: 'charge' }
      if (a.noCredit) return { key: 'effect.noCredit', tone: 'warn' }
      return { key: 'effect.policyFree', tone: 'muted' }
    case 'teacher_cancelled':
    case 'rain':
      return { key: 'effect.makeupOwed', tone: 'muted' }
    default:
      return { key: 'effect.free', tone: 'muted' }
  }
}

/**
 * Attendance per student of a lesson: a menu of outcomes and the credit
 * effect the server recorded. 'Presente' is the class registered from the lesson ('Registrar
 * aula'); 'Aluno cancelou agora' lets the server classify the notice (avisada / tardia).
 * Self-contained: its own mutation, which refreshes the agenda, credits and alerts.
 */
export function LessonAttendance({ lesson }: { lesson: AgendaOccurrence }) {
  const { t } = useTranslation('attendance')
  const save = useSetAttendance()
  const profile = useQuery(profileQuery())
  const policy = profile.data ?? DEFAULT_POLICY
  const byStudent = new Map(lesson.attendance.map((a) => [a.studentId, a]))

  const change = (studentId: string, name: string, value: string) => {
    save.mutate(
      {
        lessonId: lesson.lessonId ?? lesson.id,
        studentId,
        outcome: value === '' ? null : (value as AttendanceInput),
      },
      {
        onSuccess: () => toast.success(t('saved', { name })),
        onError: (error) =>
          toast.error(t('error'), {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      },
    )
  }

  return (
    <section aria-labelledby={`attendance-${lesson.id}`} className="grid gap-3">
      <h3 id={`attendance-${lesson.id}`} className="font-semibold text-sm">
        {t('title')}
      </h3>
      <ul className="grid gap-3">
        {lesson.students.map((s) => {
          const a = byStudent.get(s.id) ?? {
            studentId: s.id,
            outcome: null,
            noticeAt: null,
            charged: false,
            noCredit: false,
            makeupOf: null,
          }
          const effect = creditEffect(a)
          const present = a.outcome === 'present'
          const selectId = `attendance-${lesson.id}-${s.id}`
          const pending = save.isPending && save.variables?.studentId === s.id
          return (
            <li key={s.id} className="grid gap-1.5 sm:flex sm:items-center sm:justify-between">
              <div className="grid">
                <label htmlFor={selectId} className="font-medium">
                  {s.name}
                </label>
                {!lesson.sessionId && lesson.status === 'scheduled' && (
                  <span
                    className={cn(
                      'text-xs',
                      a.answer === 'confirmed' && 'font-medium text-success-soft-foreground',
                      a.answer === 'declined' && 'font-medium text-destructive',
                      !a.answer && 'text-muted-foreground',
                    )}
                  >
                    {t(`answer.${a.answer ?? 'none'}`)}
                  </span>
                )}
              </div>
              <div className="grid gap-1 sm:justify-items-end">
                <select
                  id={selectId}
                  aria-label={t('label', { name: s.name })}
                  className={selectClass}
                  value={a.outcome ?? ''}
                  disabled={present || pending}
                  onChange={(e) => change(s.id, s.name, e.target.value)}
                >
                  <option value="">{t('outcome.none')}</option>
                  {present && (
                    <optgroup label={t('group.present')}>
                      <option value="present">{choiceLabel(t, 'present', policy)}</option>
                    </optgroup>
                  )}
                  <optgroup label={t('group.student')}>
                    {STUDENT_ABSENT.map((c) => (
                      <option key={c} value={c}>
                        {choiceLabel(t, c, policy)}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t('group.lesson')}>
                    {LESSON_OFF.map((c) => (
                      <option key={c} value={c}>
                        {choiceLabel(t, c, policy)}
                      </option>
                    ))}
                  </optgroup>
                </select>
                <p className="text-muted-foreground text-xs" aria-live="polite">
                  {present
                    ? t('presentHint')
                    : !lesson.sessionId && a.outcome === null
                      ? t(
                          // a later day's lesson cannot be registered yet (it has not happened)
                          lesson.date > coachToday()
                            ? 'presentNeedsRegisterOnDay'
                            : 'presentNeedsRegister',
                        )
                      : null}
                </p>
                {effect && (
                  <p
                    className={cn(
                      'text-xs',
                      effect.tone === 'charge' && 'font-medium text-foreground',
                      effect.tone === 'warn' && 'font-medium text-destructive',
                      effect.tone === 'muted' && 'text-muted-foreground',
                    )}
                  >
                    {t(effect.key)}
                  </p>
                )}
                {a.makeupOf && (
                  <p className="text-muted-foreground text-xs">
                    {t('effect.makeupOf', {
                      date: formatDayMonth(a.makeupOf.date),
                      time: formatClock(a.makeupOf.time),
                    })}
                  </p>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** A student's outcome in one line, for the lesson sheet's students ('Falta sem aviso — 1 crédito'). */
export function AttendanceSummary({ attendance }: { attendance: Attendance | undefined }) {
  const { t } = useTranslation('attendance')
  if (!attendance?.outcome) return null
  const outcome = t(`outcome.${attendance.outcome}`)
  const effect = creditEffect(attendance)
  const key =
    effect?.key === 'effect.charged'
      ? 'summary.charged'
      : effect?.key === 'effect.noCredit'
        ? 'summary.noCredit'
        : effect?.key === 'effect.makeupOwed'
          ? 'summary.makeupOwed'
          : 'summary.plain'
  return (
    <span
      className={cn(
        'text-xs',
        key === 'summary.noCredit' ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
      data-testid="attendance-summary"
    >
      {t(key, { outcome })}
    </span>
  )
}
