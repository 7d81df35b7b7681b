import { describe, expect, it } from 'vitest'
import { statementName } from './postgres'

describe('prepared statement names', () => {
  it('one short name per distinct text, the same every time it is asked', () => {
    const a = statementName('SELECT 1 WHERE $1::int > 0 -- unit a')
    const b = statementName('SELECT 2 WHERE $1::int > 0 -- unit b')
    expect(a).toMatch(/^q\d+$/)
    expect(b).toMatch(/^q\d+$/)
    expect(a).not.toBe(b)
    expect(statementName('SELECT 1 WHERE $1::int > 0 -- unit a')).toBe(a)
  })
})
