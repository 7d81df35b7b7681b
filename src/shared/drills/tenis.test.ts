import { describe, expect, it } from 'vitest'
import { DRILL_LEVELS, FOCUS_TAGS } from '../constants'
import { TENIS_DRILLS } from './tenis'
import type { Drill } from './types'

const TAG_SLUGS: Record<(typeof FOCUS_TAGS)[number], string> = {
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
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Every text of a drill, with where it is, for the messages. */
const texts = (d: Drill): [string, string][] => [
  ['name.pt', d.name.pt],
  ['name.en', d.name.en],
  ['objective.pt', d.objective.pt],
  ['objective.en', d.objective.en],
  ...d.howTo.pt.map((line, i): [string, string] => [`howTo.pt[${i}]`, line]),
  ...d.howTo.en.map((line, i): [string, string] => [`howTo.en[${i}]`, line]),
]

describe('TENIS_DRILLS', () => {
  it('has exactly 3 drills for every focus tag and level (60 in all), all for Tênis', () => {
    expect(TENIS_DRILLS).toHaveLength(FOCUS_TAGS.length * DRILL_LEVELS.length * 3)
    for (const tag of FOCUS_TAGS) {
      for (const level of DRILL_LEVELS) {
        const ids = TENIS_DRILLS.filter((d) => d.tag === tag && d.level === level).map((d) => d.id)
        expect(ids, `${tag} / ${level}`).toEqual(
          [1, 2, 3].map((n) => `tenis.${TAG_SLUGS[tag]}.${level}.${n}`),
        )
      }
    }
    expect(TENIS_DRILLS.every((d) => d.sport === 'Tênis')).toBe(true)
  })

  it('has unique, well-formed ids matching the drill’s own tag and level', () => {
    const ids = TENIS_DRILLS.map((d) => d.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const d of TENIS_DRILLS) {
      expect(d.id).toMatch(/^tenis\.[a-z]+\.(iniciante|intermediario)\.[1-3]$/)
      expect(d.id.startsWith(`tenis.${TAG_SLUGS[d.tag]}.${d.level}.`), d.id).toBe(true)
    }
  })

  it('never repeats a name, in either language', () => {
    for (const lang of ['pt', 'en'] as const) {
      const names = TENIS_DRILLS.map((d) => d.name[lang].toLowerCase())
      const dupes = names.filter((n, i) => names.indexOf(n) !== i)
      expect(dupes, lang).toEqual([])
    }
  })

  it('keeps names ≤ 40, objectives ≤ 120 and how-to lines ≤ 140 characters', () => {
    for (const d of TENIS_DRILLS) {
      for (const lang of ['pt', 'en'] as const) {
        expect(d.name[lang].length, `${d.id} name.${lang}`).toBeLessThanOrEqual(40)
        expect(d.objective[lang].length, `${d.id} objective.${lang}`).toBeLessThanOrEqual(120)
        for (const line of d.howTo[lang]) {
          expect(line.length, `${d.id} howTo.${lang}: ${line}`).toBeLessThanOrEqual(140)
        }
      }
    }
  })

  it('has a how-to of 2 to 4 lines in both languages, with as many lines in each', () => {
    for (const d of TENIS_DRILLS) {
      for (const lang of ['pt', 'en'] as const) {
        expect(d.howTo[lang].length, `${d.id} howTo.${lang}`).toBeGreaterThanOrEqual(2)
        expect(d.howTo[lang].length, `${d.id} howTo.${lang}`).toBeLessThanOrEqual(4)
      }
      expect(d.howTo.en.length, d.id).toBe(d.howTo.pt.length)
    }
  })

  it('has non-empty, trimmed texts without control characters', () => {
    for (const d of TENIS_DRILLS) {
      for (const [where, text] of texts(d)) {
        expect(text.trim(), `${d.id} ${where}`).not.toBe('')
        expect(text, `${d.id} ${where}`).toBe(text.trim())
        expect(CONTROL.test(text), `${d.id} ${where}`).toBe(false)
      }
    }
  })

  it('has an English text different from the Portuguese one for every field', () => {
    for (const d of TENIS_DRILLS) {
      expect(d.name.en, `${d.id} name`).not.toBe(d.name.pt)
      expect(d.objective.en, `${d.id} objective`).not.toBe(d.objective.pt)
      d.howTo.pt.forEach((line, i) => {
        expect(d.howTo.en[i], `${d.id} howTo[${i}]`).not.toBe(line)
      })
    }
  })
})
