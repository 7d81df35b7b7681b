import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
// a type import only: the agenda's cards are on the dashboard, whose first download must not
// carry zod (lesson-prefill.ts parses the prefill with it on the new-session screen)
import type { LessonPrefill } from '~/lib/lesson-prefill'

/** The router state that opens the new-session flow at step 2 for this lesson. */
export function lessonPrefillOf(lesson: AgendaOccurrence, returnTo?: string): LessonPrefill {
  return {
    ...(returnTo ? { returnTo } : {}),
    lessonId: lesson.id,
    startsAt: lesson.startsAt,
    clubId: lesson.club?.id ?? null,
    students: lesson.students
      .filter((s) => s.status === 'active' && !absenceOf(lesson, s.id))
      .map((s) => ({ id: s.id, name: s.name, credits: s.credits })),
    absent: lesson.students.flatMap((s) => {
      const outcome = absenceOf(lesson, s.id)
      return s.status === 'active' && outcome
        ? [{ id: s.id, name: s.name, credits: s.credits, outcome }]
        : []
    }),
  }
}

/** The absence recorded for a student on the lesson (any outcome but present), or null. */
function absenceOf(lesson: AgendaOccurrence, studentId: string): string | null {
  const outcome = lesson.attendance.find((a) => a.studentId === studentId)?.outcome ?? null
  return outcome && outcome !== 'present' ? outcome : null
}
