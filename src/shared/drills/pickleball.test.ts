import { describe, expect, it } from 'vitest'
import { DRILL_LEVELS, FOCUS_TAGS } from '../constants'
import { PICKLEBALL_DRILLS } from './pickleball'
import type { Drill } from './types'

const TAG_SLUGS = {
  Técnica: 'tecnica',
  Tática: 'tatica',
  Físico: 'fisico',
  Mental: 'mental',
  Saque: 'saque',
  Forehand: 'forehand',
  Backhand: 'backhand',
  Voleio: 'voleio',
  Movimentação: 'movimentacao',
  Smash: 'smash',
} as const

// C0 and C1 control characters (a tab or a newline has no place in a drill's text either)
// biome-ignore lint/suspicious/noControlCharactersInRegex: it is what the test looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Every text of a drill, with a label for the failure message. */
const texts = (d: Drill): [label: string, text: string][] =>
  (['pt', 'en'] as const).flatMap((lang): [string, string][] => [
    [`${d.id} name.${lang}`, d.name[lang]],
    [`${d.id} objective.${lang}`, d.objective[lang]],
    ...d.howTo[lang].map((line, i): [string, string] => [`${d.id} howTo.${lang}[${i}]`, line]),
  ])

describe('PICKLEBALL_DRILLS', () => {
  it('has exactly 3 drills per focus tag and level (60 in all), all for Pickleball', () => {
    expect(PICKLEBALL_DRILLS).toHaveLength(FOCUS_TAGS.length * DRILL_LEVELS.length * 3)
    for (const tag of FOCUS_TAGS) {
      for (const level of DRILL_LEVELS) {
        const ids = PICKLEBALL_DRILLS.filter((d) => d.tag === tag && d.level === level).map(
          (d) => d.id,
        )
        expect(ids, `${tag} / ${level}`).toEqual(
          [1, 2, 3].map((n) => `pickleball.${TAG_SLUGS[tag]}.${level}.${n}`),
        )
      }
    }
    expect(PICKLEBALL_DRILLS.every((d) => d.sport === 'Pickleball')).toBe(true)
  })

  it('has unique, well-formed ids that match the drill’s tag and level', () => {
    const ids = PICKLEBALL_DRILLS.map((d) => d.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const d of PICKLEBALL_DRILLS) {
      expect(d.id).toMatch(/^pickleball\.[a-z]+\.(iniciante|intermediario)\.[1-3]$/)
      expect(d.id.split('.').slice(1, 3)).toEqual([TAG_SLUGS[d.tag], d.level])
    }
  })

  it('has no two drills with the same name, in either language', () => {
    for (const lang of ['pt', 'en'] as const) {
      const names = PICKLEBALL_DRILLS.map((d) => d.name[lang].toLowerCase())
      expect(new Set(names).size, lang).toBe(names.length)
    }
  })

  it('keeps names ≤ 40, objectives ≤ 120 and how-to lines ≤ 140 characters', () => {
    const tooLong = PICKLEBALL_DRILLS.flatMap((d) =>
      (['pt', 'en'] as const).flatMap((lang) => [
        ...(d.name[lang].length > 40 ? [`${d.id} name.${lang}`] : []),
        ...(d.objective[lang].length > 120 ? [`${d.id} objective.${lang}`] : []),
        ...d.howTo[lang].flatMap((line, i) =>
          line.length > 140 ? [`${d.id} howTo.${lang}[${i}]`] : [],
        ),
      ]),
    )
    expect(tooLong).toEqual([])
  })

  it('has a how-to of 2 to 4 lines in both languages, with as many lines in each', () => {
    for (const d of PICKLEBALL_DRILLS) {
      for (const lang of ['pt', 'en'] as const) {
        expect(d.howTo[lang].length, `${d.id} ${lang}`).toBeGreaterThanOrEqual(2)
        expect(d.howTo[lang].length, `${d.id} ${lang}`).toBeLessThanOrEqual(4)
      }
      expect(d.howTo.pt.length, d.id).toBe(d.howTo.en.length)
    }
  })

  it('has non-empty, trimmed texts with no control characters', () => {
    for (const d of PICKLEBALL_DRILLS) {
      for (const [label, text] of texts(d)) {
        expect(text.trim(), label).not.toBe('')
        expect(text, label).toBe(text.trim())
        expect(CONTROL.test(text), label).toBe(false)
      }
    }
  })

  it('is written in both languages: pt and en differ for every text', () => {
    for (const d of PICKLEBALL_DRILLS) {
      expect(d.name.pt, `${d.id} name`).not.toBe(d.name.en)
      expect(d.objective.pt, `${d.id} objective`).not.toBe(d.objective.en)
      d.howTo.pt.forEach((line, i) => {
        expect(line, `${d.id} howTo[${i}]`).not.toBe(d.howTo.en[i])
      })
    }
  })

  it('says in the smash drills that in pickleball it is the overhead', () => {
    for (const d of PICKLEBALL_DRILLS.filter((x) => x.tag === 'Smash')) {
      expect(`${d.name.en} ${d.objective.en}`.toLowerCase(), d.id).toContain('overhead')
    }
  })
})
