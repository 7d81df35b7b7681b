import { describe, expect, it } from 'vitest'
import { containsPattern, foldText, prefixTsQuery } from './sql-text'

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldText('Ângela JOÃO Çé')).toBe('angela joao ce')
  })
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
  })
  it('builds a prefix tsquery of the words, never passing other characters', () => {
    expect(prefixTsQuery('Saque forte!')).toBe('saque:* & forte:*')
    expect(prefixTsQuery("a' | b & !c")).toBe('a:* & b:* & c:*')
    expect(prefixTsQuery('  ...  ')).toBeNull()
  })
})
