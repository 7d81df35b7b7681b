import { describe, expect, it } from 'vitest'
import { DRILL_LEVELS, DRILL_SPORTS, FOCUS_TAGS } from '../constants'
import { DRILLS } from './library'
import { drillLevelFor, drillSportFor, suggestDrills } from './suggest'
import type { Drill } from './types'

/** A small library of the same shape: 3 drills per sport × tag × level, named by their id. */
const library: Drill[] = DRILL_SPORTS.flatMap((sport) =>
  FOCUS_TAGS.flatMap((tag) =>
    DRILL_LEVELS.flatMap((level) =>
      [1, 2, 3].map((n) => {
        const id = `${sport}.${tag}.${level}.${n}`
        return {
          id,
          sport,
          tag,
          level,
          name: { pt: id, en: `en ${id}` },
          objective: { pt: 'objetivo', en: 'objective' },
          howTo: { pt: ['linha 1', 'linha 2'], en: ['line 1', 'line 2'] },
        }
      }),
    ),
  ),
)

const TZ = 'America/Sao_Paulo'
const today = '2026-11-24'
/** A class on a local day at 18:00 (UTC-3). */
const on = (day: string, rating: number, ...tags: string[]) => ({
  date: `${day}T21:00:00.000Z`,
  rating,
  tags,
})
const base = { mainSport: 'Tênis', classe: '3-classe' as const, today, timeZone: TZ, limit: 3 }

describe('suggestDrills', () => {
  it('puts the lowest recent average first, with the real numbers in the reason', () => {
    const feedbacks = [
      on('2026-11-20', 2, 'Backhand', 'Saque'),
      on('2026-11-17', 3, 'Backhand', 'Forehand'),
      on('2026-11-13', 2, 'Backhand'),
      on('2026-11-10', 3, 'Backhand', 'Saque'),
      on('2026-11-06', 5, 'Backhand'), // 5th class of backhand: outside the last 4
    ]
    const [first, second] = suggestDrills({ ...base, feedbacks }, library)
    expect(first?.tag).toBe('Backhand')
    expect(first?.reason).toBe('Backhand: média 2,5 nas últimas 4 aulas')
    expect(second?.tag).toBe('Saque')
    expect(second?.reason).toBe('Saque: média 2,5 nas últimas 2 aulas')
  })

  it("speaks an English coach's language: drill, tag and numbers in English (issue 15)", () => {
    const feedbacks = [
      on('2026-11-20', 2, 'Backhand', 'Saque'),
      on('2026-11-17', 3, 'Backhand'),
      on('2026-10-01', 5, 'Movimentação'), // 54 days ago
    ]
    const [first, second, third] = suggestDrills({ ...base, feedbacks, lang: 'en' }, library)
    expect(first?.reason).toBe('Serve: rated 2.0 in the last class that worked on it')
    expect(first?.name).toMatch(/^en /)
    expect(second?.reason).toBe('Footwork: not worked on for 54 days')
    expect(third?.reason).toBe('Backhand: average 2.5 over the last 2 classes')
    const none = suggestDrills({ ...base, feedbacks: [], lang: 'en' }, library)
    expect(none[0]?.reason).toMatch(/: a basis to start with \(no class logged yet\)$/)
  })

  it('alternates low averages with tags not worked for 21 days or more', () => {
    const feedbacks = [
      on('2026-11-20', 2, 'Backhand'),
      on('2026-11-19', 3, 'Saque'),
      on('2026-10-01', 5, 'Voleio'), // 54 days ago
      on('2026-10-20', 5, 'Smash'), // 35 days ago (order: newest first is not required here)
    ].sort((a, b) => (a.date < b.date ? 1 : -1))
    const reasons = suggestDrills({ ...base, feedbacks, limit: 4 }, library).map((s) => s.reason)
    expect(reasons).toEqual([
      'Backhand: nota 2,0 na última aula em que foi trabalhado',
      'Voleio: não é trabalhado há 54 dias',
      'Saque: nota 3,0 na última aula em que foi trabalhado',
      'Smash: não é trabalhado há 35 dias',
    ])
  })

  it('counts days in the coach’s zone (a class at 23:30 local is that local day)', () => {
    // 2026-11-03 23:30 in São Paulo = 2026-11-04 02:30 UTC: 21 days before the 24th
    const feedbacks = [{ date: '2026-11-04T02:30:00.000Z', rating: 5, tags: ['Voleio'] }]
    expect(suggestDrills({ ...base, feedbacks }, library)[0]?.reason).toBe(
      'Voleio: não é trabalhado há 21 dias',
    )
  })

  it('then tags never worked, then the lowest remaining averages', () => {
    const feedbacks = [on('2026-11-20', 5, ...FOCUS_TAGS.filter((t) => t !== 'Mental'))]
    const [first, second] = suggestDrills({ ...base, feedbacks, limit: 2 }, library)
    expect(first?.reason).toBe('Mental: ainda não trabalhado nas aulas registradas')
    expect(second?.reason).toBe('Técnica: nota 5,0 na última aula em que foi trabalhado')
  })

  it('starts a student without classes on the basics', () => {
    const tags = suggestDrills({ ...base, feedbacks: [] }, library).map((s) => s.tag)
    expect(tags).toEqual(['Técnica', 'Movimentação', 'Forehand'])
  })

  it("uses the coach's sport (Tênis when the library has none) and the student's level", () => {
    const feedbacks = [on('2026-11-20', 2, 'Smash')]
    const padel = suggestDrills(
      { ...base, mainSport: 'Padel', classe: '6-classe', feedbacks },
      library,
    )
    expect(padel[0]).toMatchObject({ sport: 'Padel', level: 'iniciante', tag: 'Smash' })
    expect(padel[0]?.drillId.startsWith('Padel.Smash.iniciante.')).toBe(true)
    const squash = suggestDrills({ ...base, mainSport: 'Badminton', feedbacks }, library)
    expect(squash[0]).toMatchObject({ sport: 'Tênis', level: 'intermediario' })
    expect(drillSportFor('Outros')).toBe('Tênis')
    expect(drillLevelFor('profissional')).toBe('intermediario')
    expect(drillLevelFor('7-classe')).toBe('iniciante')
  })

  it('is deterministic and rotates the drill as the tag keeps being worked', () => {
    const one = [on('2026-11-20', 2, 'Saque')]
    const two = [on('2026-11-21', 2, 'Saque'), ...one]
    const a = suggestDrills({ ...base, feedbacks: one }, library)[0]
    expect(suggestDrills({ ...base, feedbacks: one }, library)[0]).toEqual(a)
    const b = suggestDrills({ ...base, feedbacks: two }, library)[0]
    expect(a?.drillId).not.toBe(b?.drillId)
    expect(a?.howTo).toBe('linha 1\nlinha 2')
    expect(suggestDrills({ ...base, feedbacks: one, lang: 'en' }, library)[0]?.name).toBe(
      `en ${a?.drillId}`,
    )
  })

  it('gives at most limit suggestions, one per tag', () => {
    const feedbacks = FOCUS_TAGS.map((t, i) => on(`2026-10-${String(10 + i)}`, 1, t))
    const out = suggestDrills({ ...base, feedbacks, limit: 5 }, library)
    expect(out).toHaveLength(5)
    expect(new Set(out.map((s) => s.tag)).size).toBe(5)
    expect(suggestDrills({ ...base, feedbacks, limit: 0 }, library)).toEqual([])
  })

  it('finds a drill in the shipped library for every sport, tag and level', () => {
    for (const mainSport of DRILL_SPORTS)
      for (const classe of ['7-classe', '1-classe'] as const)
        for (const tag of FOCUS_TAGS) {
          const [s] = suggestDrills({
            ...base,
            mainSport,
            classe,
            feedbacks: [on('2026-11-20', 1, tag)],
          })
          expect(s?.tag, `${mainSport} ${classe} ${tag}`).toBe(tag)
          expect(DRILLS.some((d) => d.id === s?.drillId)).toBe(true)
        }
  })
})
