import type { z } from 'zod'
import type { sessionUpdateSchema } from '../../../shared/schemas/session'

type UpdateInput = z.output<typeof sessionUpdateSchema>
type GivenFeedback = UpdateInput['feedbacks'][number]

/** A class session as an edit finds it (read under its lock). */
export interface SessionBefore {
  /** When the class was held. */
  date: Date
  /** Its calendar day in the coach's time zone. */
  day: string
  /** Each student of the class, and the package that pays their place (null: none). */
  packages: ReadonlyMap<string, string | null>
  /**
   * Of those packages, the ones that cannot pay a class held on the edit's day (outside their
   * validity) — empty when the day stays.
   */
  notValidOnDay: ReadonlySet<string>
}

/** What a full edit does, step by step; the apply steps of `updateClassSession` follow it. */
export interface SessionEditPlan {
  /** Students who leave: their credit back to the package, their feedback and assignment gone. */
  removed: { studentId: string; packageId: string | null }[]
  /**
   * Students who join, by id: a feedback, and a place paid by the package the coach chose
   * (`null`: none chosen on purpose) or, with no choice made, by the server's rule.
   */
  added: { studentId: string; package: { chosen: string | null } | 'rule' }[]
  /**
   * Students who stay, by id: the feedback given (updated in place), and their credit moved
   * when the coach chose another package (or none).
   */
  kept: {
    studentId: string
    feedback: GivenFeedback | undefined
    switchPackage: { from: string | null; to: string | null } | null
  }[]
  /**
   * Kept students whose package cannot pay a class on the new day, by id: the credit goes
   * back and the server's rule picks a package valid on that day (or none).
   */
  moving: { studentId: string; from: string }[]
  /** The packages the coach named for students of the class: each must be that student's. */
  chosenPackages: { studentId: string; packageId: string }[]
  /** The packages whose credits may move, to lock in id order before any moves. */
  lockPackages: string[]
  /** The students the server's rule picks a package for: their candidates are locked too. */
  ruleStudents: string[]
  /** The class's new instant when a date was given (it may equal the old one). */
  newDate: Date | null
  /** Whether the instant changes (the feedbacks' copy of it then follows). */
  dateMoves: boolean
  /** The students whose alerts may change: everyone before and after. */
  alertStudents: string[]
}

/** The students of the edit who were not in the class (a new student must be active). */
export function joiningStudents(
  before: Pick<SessionBefore, 'packages'>,
  input: Pick<UpdateInput, 'studentIds'>,
): string[] {
  return input.studentIds.filter((s) => !before.packages.has(s)).sort()
}

/**
 * Full session edit (spec §4), planned without the database: who leaves, joins and stays, which
 * credits move and which packages to lock. `day` is the class's calendar day after the edit.
 */
export function planSessionEdit(
  before: SessionBefore,
  input: Pick<UpdateInput, 'studentIds' | 'feedbacks' | 'assignments' | 'date'>,
  day: string,
): SessionEditPlan {
  const wanted = new Set(input.studentIds)
  const choiceOf = new Map(input.assignments.map((a) => [a.studentId, a.packageId]))
  const feedbackOf = new Map(input.feedbacks.map((f) => [f.studentId, f]))
  const was = (s: string) => before.packages.get(s) ?? null

  const removed = [...before.packages]
    .filter(([s]) => !wanted.has(s))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([studentId, packageId]) => ({ studentId, packageId }))
  const added: SessionEditPlan['added'] = joiningStudents(before, input).map((studentId) => ({
    studentId,
    package: choiceOf.has(studentId) ? { chosen: choiceOf.get(studentId) ?? null } : 'rule',
  }))
  const kept = input.studentIds
    .filter((s) => before.packages.has(s))
    .sort()
    .map((studentId) => {
      const to = choiceOf.get(studentId) ?? null
      const chosenOther = choiceOf.has(studentId) && to !== was(studentId)
      return {
        studentId,
        feedback: feedbackOf.get(studentId),
        switchPackage: chosenOther ? { from: was(studentId), to } : null,
      }
    })
  // a kept place stays on its package unless the coach chose another; on a new day that
  // package must still be valid
  const moving =
    day === before.day
      ? []
      : kept
          .filter((k) => !k.switchPackage)
          .flatMap(({ studentId }) => {
            const from = was(studentId)
            return from && before.notValidOnDay.has(from) ? [{ studentId, from }] : []
          })
  const chosenPackages = [...choiceOf].flatMap(([studentId, packageId]) =>
    packageId && wanted.has(studentId) ? [{ studentId, packageId }] : [],
  )
  const lockPackages = [
    ...removed.map((r) => r.packageId),
    ...input.studentIds.flatMap((s) => (choiceOf.has(s) ? [was(s), choiceOf.get(s)] : [])),
    ...moving.map((m) => m.from),
  ].filter((id): id is string => Boolean(id))
  const newDate = input.date ? new Date(input.date) : null
  return {
    removed,
    added,
    kept,
    moving,
    chosenPackages,
    lockPackages: [...new Set(lockPackages)].sort(),
    ruleStudents: [
      ...added.filter((a) => a.package === 'rule').map((a) => a.studentId),
      ...moving.map((m) => m.studentId),
    ],
    newDate,
    dateMoves: newDate !== null && newDate.getTime() !== before.date.getTime(),
    alertStudents: [...before.packages.keys(), ...input.studentIds],
  }
}
