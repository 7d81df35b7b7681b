import { describe, expect, it } from 'vitest'
import { DRILL_LEVELS, FOCUS_TAGS } from '../constants'
import { PADEL_DRILLS } from './padel'
import type { Bilingual } from './types'

const tagSlug = (tag: string) =>
  tag
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

// C0 and C1 control characters (a line break inside a line included)
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

const texts = (d: (typeof PADEL_DRILLS)[number]): string[] => [
  d.name.pt,
  d.name.en,
  d.objective.pt,
  d.objective.en,
  ...d.howTo.pt,
  ...d.howTo.en,
]

describe('PADEL_DRILLS', () => {
  it('has exactly 3 drills for every focus tag × level (60 in all), all for Padel', () => {
    expect(PADEL_DRILLS).toHaveLength(FOCUS_TAGS.length * DRILL_LEVELS.length * 3)
    for (const tag of FOCUS_TAGS) {
      for (const level of DRILL_LEVELS) {
        const group = PADEL_DRILLS.filter((d) => d.tag === tag && d.level === level)
        expect(group, `${tag} / ${level}`).toHaveLength(3)
      }
    }
    for (const d of PADEL_DRILLS) expect(d.sport).toBe('Padel')
  })

  it('has unique, well-formed ids matching the tag and level', () => {
    const ids = PADEL_DRILLS.map((d) => d.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const d of PADEL_DRILLS) {
      expect(d.id).toMatch(/^padel\.[a-z]+\.(iniciante|intermediario)\.[1-3]$/)
      expect(d.id.startsWith(`padel.${tagSlug(d.tag)}.${d.level}.`), d.id).toBe(true)
    }
    const tagSlugs = FOCUS_TAGS.map(tagSlug)
    expect(tagSlugs).toEqual([
      'tecnica',
      'tatica',
      'fisico',
      'mental',
      'saque',
      'forehand',
      'backhand',
      'voleio',
      'movimentacao',
      'smash',
    ])
  })

  it('has no two drills with the same name, in either language', () => {
    for (const lang of ['pt', 'en'] as const) {
      const names = PADEL_DRILLS.map((d) => d.name[lang].toLowerCase())
      expect(new Set(names).size, lang).toBe(names.length)
    }
  })

  it('keeps names, objectives and how-to lines within their limits', () => {
    for (const d of PADEL_DRILLS) {
      for (const lang of ['pt', 'en'] as const) {
        expect(d.name[lang].length, `${d.id} name.${lang}`).toBeLessThanOrEqual(40)
        expect(d.objective[lang].length, `${d.id} objective.${lang}`).toBeLessThanOrEqual(120)
        expect(d.howTo[lang].length, `${d.id} howTo.${lang}`).toBeGreaterThanOrEqual(2)
        expect(d.howTo[lang].length, `${d.id} howTo.${lang}`).toBeLessThanOrEqual(4)
        for (const line of d.howTo[lang]) {
          expect(line.length, `${d.id} howTo.${lang}: ${line}`).toBeLessThanOrEqual(140)
        }
      }
    }
  })

  it('has pt and en both written, trimmed and different, with no control characters', () => {
    const pair = (id: string, what: string, b: Bilingual) => {
      expect(b.pt.trim(), `${id} ${what}.pt`).not.toBe('')
      expect(b.en.trim(), `${id} ${what}.en`).not.toBe('')
      expect(b.pt, `${id} ${what}`).not.toBe(b.en)
    }
    for (const d of PADEL_DRILLS) {
      pair(d.id, 'name', d.name)
      pair(d.id, 'objective', d.objective)
      expect(d.howTo.pt.length, `${d.id} howTo line count`).toBe(d.howTo.en.length)
      d.howTo.pt.forEach((pt, i) => {
        pair(d.id, `howTo[${i}]`, { pt, en: d.howTo.en[i]! })
      })
      for (const t of texts(d)) {
        expect(t, d.id).toBe(t.trim())
        expect(CONTROL.test(t), `${d.id}: ${t}`).toBe(false)
      }
    }
  })
})
