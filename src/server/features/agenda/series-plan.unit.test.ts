import { describe, expect, it } from 'vitest'
import { planSeriesChange, type SeriesOverride } from './series-plan'

/** Mondays and Wednesdays at 18:00 in São Paulo (UTC−3), from Monday 2026-03-02. */
const series = {
  weekdays: [1, 3],
  startTime: '18:00',
  durationMinutes: 60,
  clubId: 'club-1',
  title: 'Turma',
  notes: null,
  makeupCapacity: 4,
  timeZone: 'America/Sao_Paulo',
  startDate: '2026-03-02',
  untilDate: null,
}
const students = ['ana', 'bia']

const override = (o: Partial<SeriesOverride> & { id: string; occurrenceDate: string }) => ({
  status: 'scheduled',
  held: false,
  ...o,
})

const plan = (p: Partial<Parameters<typeof planSeriesChange>[0]>) =>
  planSeriesChange({
    series,
    studentIds: students,
    day: '2026-03-16',
    changes: {},
    carry: 'cancelled',
    overrides: [],
    ...p,
  })

describe('planSeriesChange ("esta e as seguintes")', () => {
  it('changes the series itself from its first occurrence, keeping its students', () => {
    const p = plan({ day: '2026-03-02', changes: { time: '19:00' } })
    expect(p.inPlace).toBe(true)
    expect(p.values).toEqual({
      weekdays: [1, 3],
      startTime: '19:00',
      durationMinutes: 60,
      clubId: 'club-1',
      title: 'Turma',
      notes: null,
      makeupCapacity: 4,
    })
    expect(p.studentIds).toBeNull()
  })

  it('sets the students of a series changed in place when they change', () => {
    expect(plan({ day: '2026-03-02', changes: { studentIds: ['ana'] } }).studentIds).toEqual([
      'ana',
    ])
  })

  it('splits a series from a later occurrence: the new one gets the same students unless changed', () => {
    const split = plan({ changes: { durationMinutes: 90 } })
    expect(split.inPlace).toBe(false)
    expect(split.studentIds).toEqual(students)
    expect(split.values.durationMinutes).toBe(90)
    expect(plan({ changes: { studentIds: ['bia'] } }).studentIds).toEqual(['bia'])
  })

  it('keeps details not named and clears those named null', () => {
    const p = plan({ changes: { clubId: null, title: undefined, notes: 'Trazer bolas' } })
    expect(p.values).toMatchObject({ clubId: null, title: 'Turma', notes: 'Trazer bolas' })
    expect(p.values.makeupCapacity).toBe(4)
    expect(plan({ changes: { makeupCapacity: null } }).values.makeupCapacity).toBeNull()
    expect(plan({ changes: { makeupCapacity: 6 } }).values.makeupCapacity).toBe(6)
  })

  it('refuses a rule with no occurrence from the day on (SERIES_EMPTY)', () => {
    const ended = { ...series, untilDate: '2026-03-17' }
    // from Wednesday the 18th only Tuesdays… and the series ends on the 17th
    expect(() =>
      plan({ series: ended, day: '2026-03-16', changes: { weekdays: [5] } }),
    ).toThrowError(expect.objectContaining({ code: 'SERIES_EMPTY', status: 400 }))
  })

  it('sorts the changed occurrences: held ones detached, cancellations carried, the rest removed', () => {
    const p = plan({
      changes: { weekdays: [1], time: '07:30' },
      overrides: [
        override({ id: 'registered', occurrenceDate: '2026-03-16', held: true }),
        override({ id: 'moved', occurrenceDate: '2026-03-23' }),
        override({ id: 'cancelled-monday', occurrenceDate: '2026-03-30', status: 'cancelled' }),
        override({ id: 'cancelled-wednesday', occurrenceDate: '2026-03-18', status: 'cancelled' }),
        override({
          id: 'cancelled-held',
          occurrenceDate: '2026-04-06',
          status: 'cancelled',
          held: true,
        }),
      ],
    })
    expect(p.detach).toEqual(['registered', 'cancelled-held'])
    expect(p.remove).toEqual(['moved', 'cancelled-wednesday'])
    // the carried cancellation moves to the new time, in the series' zone (07:30 at UTC−3)
    expect(p.restamp).toEqual([
      { id: 'cancelled-monday', startsAt: new Date('2026-03-30T10:30:00Z') },
    ])
    expect(p.relink).toEqual([])
  })

  it("with carry 'all' moves every changed occurrence as it is to the new series", () => {
    const overrides = [
      override({ id: 'registered', occurrenceDate: '2026-03-16', held: true }),
      override({ id: 'moved', occurrenceDate: '2026-03-18' }),
    ]
    const split = plan({ changes: { studentIds: ['ana'] }, carry: 'all', overrides })
    expect(split).toMatchObject({
      detach: [],
      remove: [],
      restamp: [],
      relink: ['registered', 'moved'],
    })
    // in place they already belong to the series: nothing to move
    const inPlace = plan({ day: '2026-03-02', carry: 'all', overrides })
    expect(inPlace).toMatchObject({ detach: [], remove: [], restamp: [], relink: [] })
  })
})
