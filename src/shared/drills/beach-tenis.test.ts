import { describe, expect, it } from 'vitest'
import { DRILL_LEVELS, FOCUS_TAGS } from '../constants'
import { BEACH_TENIS_DRILLS } from './beach-tenis'

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

// C0 and C1 control characters (tabs and line breaks included: every text is a single line)
const CONTROL = /\p{Cc}/u

/** Every text of a drill, with its limit, named for the failure message. */
function texts(d: (typeof BEACH_TENIS_DRILLS)[number]) {
  return [
    { what: 'name.pt', text: d.name.pt, max: 40 },
    { what: 'name.en', text: d.name.en, max: 40 },
    { what: 'objective.pt', text: d.objective.pt, max: 120 },
    { what: 'objective.en', text: d.objective.en, max: 120 },
    ...d.howTo.pt.map((text, i) => ({ what: `howTo.pt[${i}]`, text, max: 140 })),
    ...d.howTo.en.map((text, i) => ({ what: `howTo.en[${i}]`, text, max: 140 })),
  ]
}

describe('Beach Tênis drill library', () => {
  it('has exactly 3 drills per focus tag and level (60 in all), all of Beach Tênis', () => {
    expect(BEACH_TENIS_DRILLS).toHaveLength(FOCUS_TAGS.length * DRILL_LEVELS.length * 3)
    for (const tag of FOCUS_TAGS) {
      for (const level of DRILL_LEVELS) {
        const ids = BEACH_TENIS_DRILLS.filter((d) => d.tag === tag && d.level === level).map(
          (d) => d.id,
        )
        expect(ids, `${tag} / ${level}`).toEqual(
          [1, 2, 3].map((n) => `beach-tenis.${TAG_SLUGS[tag]}.${level}.${n}`),
        )
      }
    }
    for (const d of BEACH_TENIS_DRILLS) expect(d.sport).toBe('Beach Tênis')
  })

  it('has unique, well-formed ids that match the tag and level', () => {
    const ids = BEACH_TENIS_DRILLS.map((d) => d.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const d of BEACH_TENIS_DRILLS) {
      expect(d.id).toMatch(/^beach-tenis\.[a-z]+\.(iniciante|intermediario)\.[1-3]$/)
      const [, tagSlug, level] = d.id.split('.')
      expect(tagSlug, d.id).toBe(TAG_SLUGS[d.tag])
      expect(level, d.id).toBe(d.level)
    }
  })

  it('has no two drills with the same name, in either language', () => {
    for (const lang of ['pt', 'en'] as const) {
      const names = BEACH_TENIS_DRILLS.map((d) => d.name[lang].toLowerCase())
      expect(new Set(names).size, lang).toBe(names.length)
    }
  })

  it('keeps every text within its limit, trimmed, non-empty and free of control characters', () => {
    for (const d of BEACH_TENIS_DRILLS) {
      for (const { what, text, max } of texts(d)) {
        const where = `${d.id} ${what}`
        expect(text.trim(), where).toBe(text)
        expect(text.length, where).toBeGreaterThan(0)
        expect(text.length, where).toBeLessThanOrEqual(max)
        expect(CONTROL.test(text), where).toBe(false)
      }
    }
  })

  it('has a 2–4 line how-to in both languages, with as many lines in each', () => {
    for (const d of BEACH_TENIS_DRILLS) {
      expect(d.howTo.pt.length, d.id).toBeGreaterThanOrEqual(2)
      expect(d.howTo.pt.length, d.id).toBeLessThanOrEqual(4)
      expect(d.howTo.en.length, d.id).toBe(d.howTo.pt.length)
    }
  })

  it('is really written in both languages: pt and en differ for every text', () => {
    for (const d of BEACH_TENIS_DRILLS) {
      expect(d.name.en, d.id).not.toBe(d.name.pt)
      expect(d.objective.en, d.id).not.toBe(d.objective.pt)
      d.howTo.pt.forEach((line, i) => {
        expect(d.howTo.en[i], `${d.id} howTo[${i}]`).not.toBe(line)
      })
    }
  })
})
