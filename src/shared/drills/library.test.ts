import { describe, expect, it } from 'vitest'
import { DRILL_LEVELS, DRILL_SPORTS, FOCUS_TAGS } from '../constants'
import { isCleanText } from '../schemas/common'
import { DRILLS } from './library'

describe('the drill library', () => {
  it('has 3 drills for every sport × focus tag × level', () => {
    for (const sport of DRILL_SPORTS)
      for (const tag of FOCUS_TAGS)
        for (const level of DRILL_LEVELS)
          expect(
            DRILLS.filter((d) => d.sport === sport && d.tag === tag && d.level === level),
            `${sport} / ${tag} / ${level}`,
          ).toHaveLength(3)
    expect(DRILLS).toHaveLength(DRILL_SPORTS.length * FOCUS_TAGS.length * DRILL_LEVELS.length * 3)
  })

  it('has unique ids and, per sport, unique names', () => {
    expect(new Set(DRILLS.map((d) => d.id)).size).toBe(DRILLS.length)
    for (const sport of DRILL_SPORTS) {
      const names = DRILLS.filter((d) => d.sport === sport).map((d) => d.name.pt)
      expect(new Set(names).size, sport).toBe(names.length)
    }
  })

  it('is written in both languages, 2 to 4 lines of how-to, clean text', () => {
    for (const d of DRILLS) {
      for (const lang of ['pt', 'en'] as const) {
        expect(d.name[lang].length, d.id).toBeGreaterThan(2)
        expect(d.objective[lang].length, d.id).toBeGreaterThan(10)
        expect(d.howTo[lang].length, d.id).toBeGreaterThanOrEqual(2)
        expect(d.howTo[lang].length, d.id).toBeLessThanOrEqual(4)
        for (const text of [d.name[lang], d.objective[lang], ...d.howTo[lang]])
          expect(isCleanText(text), d.id).toBe(true)
      }
      // translated, not copied (a name such as 'Smash' may be the same in both)
      expect(d.objective.pt, d.id).not.toBe(d.objective.en)
    }
  })
})
