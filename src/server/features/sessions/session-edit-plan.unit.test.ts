import { describe, expect, it } from 'vitest'
import { joiningStudents, planSessionEdit, type SessionBefore } from './session-edit-plan'

// ids sort as their names: a < b < c …
const [ana, bia, caio, duda, eva] = ['a1', 'b2', 'c3', 'd4', 'e5']
const [pa, pb, pc, pNew] = ['p-a', 'p-b', 'p-c', 'p-new']

const sessionAsIs = (over: Partial<SessionBefore> = {}): SessionBefore => ({
  date: new Date('2026-03-10T13:00:00.000Z'),
  day: '2026-03-10',
  // Ana and Bia on packages, Caio flagged (no package)
  packages: new Map([
    [ana!, pa],
    [bia!, pb],
    [caio!, null],
  ]),
  notValidOnDay: new Set(),
  ...over,
})

const feedback = (studentId: string, rating = 4) => ({
  studentId,
  rating,
  notes: 'ok',
  tags: [],
  clubId: null,
})

type Input = Parameters<typeof planSessionEdit>[1]
const input = (over: Partial<Input> = {}): Input => ({
  studentIds: [ana!, bia!, caio!],
  feedbacks: [],
  assignments: [],
  date: undefined,
  ...over,
})

describe('planSessionEdit', () => {
  it('an edit of the notes only: nothing moves, nothing is locked', () => {
    const plan = planSessionEdit(sessionAsIs(), input(), '2026-03-10')
    expect(plan).toEqual({
      removed: [],
      added: [],
      kept: [ana, bia, caio].map((studentId) => ({
        studentId,
        feedback: undefined,
        switchPackage: null,
      })),
      moving: [],
      chosenPackages: [],
      lockPackages: [],
      ruleStudents: [],
      newDate: null,
      dateMoves: false,
      alertStudents: [ana, bia, caio, ana, bia, caio],
    })
  })

  it('who leaves, joins and stays; the rule picks for a newcomer without a choice', () => {
    const plan = planSessionEdit(
      sessionAsIs(),
      input({
        studentIds: [eva!, caio!, duda!, ana!],
        feedbacks: [feedback(ana!, 2), feedback(eva!, 5)],
        assignments: [{ studentId: duda!, packageId: pNew }],
      }),
      '2026-03-10',
    )
    expect(plan.removed).toEqual([{ studentId: bia, packageId: pb }])
    expect(plan.added).toEqual([
      { studentId: duda, package: { chosen: pNew } },
      { studentId: eva, package: 'rule' },
    ])
    expect(plan.kept).toEqual([
      { studentId: ana, feedback: feedback(ana!, 2), switchPackage: null },
      { studentId: caio, feedback: undefined, switchPackage: null },
    ])
    expect(plan.chosenPackages).toEqual([{ studentId: duda, packageId: pNew }])
    // Bia's credit goes back; Duda's chosen package gives one; Eva's candidates come from the rule
    expect(plan.lockPackages).toEqual([pb, pNew].sort())
    expect(plan.ruleStudents).toEqual([eva])
    expect(joiningStudents(sessionAsIs(), { studentIds: [eva!, caio!, duda!] })).toEqual([
      duda,
      eva,
    ])
  })

  it('a newcomer given no package on purpose is neither charged nor picked for', () => {
    const plan = planSessionEdit(
      sessionAsIs(),
      input({
        studentIds: [ana!, bia!, caio!, duda!],
        assignments: [{ studentId: duda!, packageId: null }],
      }),
      '2026-03-10',
    )
    expect(plan.added).toEqual([{ studentId: duda, package: { chosen: null } }])
    expect(plan.ruleStudents).toEqual([])
    expect(plan.chosenPackages).toEqual([])
    expect(plan.lockPackages).toEqual([])
  })

  it('a kept student moves credit only when the coach chose another package (or none)', () => {
    const plan = planSessionEdit(
      sessionAsIs(),
      input({
        assignments: [
          { studentId: ana!, packageId: pa }, // the same: no move
          { studentId: bia!, packageId: null }, // off its package
          { studentId: caio!, packageId: pc }, // onto one
          { studentId: eva!, packageId: pNew }, // not in the class: ignored
        ],
      }),
      '2026-03-10',
    )
    expect(plan.kept.map((k) => [k.studentId, k.switchPackage])).toEqual([
      [ana, null],
      [bia, { from: pb, to: null }],
      [caio, { from: null, to: pc }],
    ])
    expect(plan.chosenPackages).toEqual([
      { studentId: ana, packageId: pa },
      { studentId: caio, packageId: pc },
    ])
    expect(plan.lockPackages).toEqual([pa, pb, pc].sort())
  })

  it('a new day: places on packages not valid on it move by the rule, unless the coach chose', () => {
    const moved = sessionAsIs({ notValidOnDay: new Set([pa, pb]) })
    const plan = planSessionEdit(
      moved,
      input({
        date: '2026-04-20T13:00:00.000Z',
        assignments: [{ studentId: bia!, packageId: pc }],
      }),
      '2026-04-20',
    )
    expect(plan.moving).toEqual([{ studentId: ana, from: pa }])
    expect(plan.ruleStudents).toEqual([ana])
    expect(plan.lockPackages).toEqual([pa, pb, pc].sort())
    expect(plan.newDate).toEqual(new Date('2026-04-20T13:00:00.000Z'))
    expect(plan.dateMoves).toBe(true)
    // the same packages, the same day: nothing moves whatever the validity says
    expect(planSessionEdit(moved, input(), '2026-03-10').moving).toEqual([])
  })

  it('a place kept on the package the coach re-chose still moves when that package expired', () => {
    const plan = planSessionEdit(
      sessionAsIs({ notValidOnDay: new Set([pa]) }),
      input({
        date: '2026-04-20T10:00:00.000Z',
        assignments: [{ studentId: ana!, packageId: pa }],
      }),
      '2026-04-20',
    )
    expect(plan.moving).toEqual([{ studentId: ana, from: pa }])
  })

  it('the same instant given again is a date, not a move', () => {
    const plan = planSessionEdit(
      sessionAsIs(),
      input({ date: '2026-03-10T13:00:00.000Z' }),
      '2026-03-10',
    )
    expect(plan.newDate).toEqual(sessionAsIs().date)
    expect(plan.dateMoves).toBe(false)
  })
})
