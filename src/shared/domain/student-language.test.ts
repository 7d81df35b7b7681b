import { describe, expect, it } from 'vitest'
import { canonicalTimeZone } from './locale'
import { defaultStudentLanguage, PORTUGUESE_TIME_ZONES, studentLanguage } from './student-language'

describe("a student's language", () => {
  it("defaults to the language of the coach's country, read from the coach's zone", () => {
    expect(defaultStudentLanguage('America/Sao_Paulo')).toBe('pt-BR')
    expect(defaultStudentLanguage('America/Manaus')).toBe('pt-BR')
    expect(defaultStudentLanguage('Europe/Lisbon')).toBe('pt-BR')
    expect(defaultStudentLanguage('America/New_York')).toBe('en')
    expect(defaultStudentLanguage('Europe/London')).toBe('en')
    // no zone yet: the app's default zone (São Paulo)
    expect(defaultStudentLanguage(null)).toBe('pt-BR')
  })

  it("is the student's own choice when there is one", () => {
    expect(studentLanguage('en', 'America/Sao_Paulo')).toBe('en')
    expect(studentLanguage('pt-BR', 'America/New_York')).toBe('pt-BR')
    expect(studentLanguage(null, 'America/New_York')).toBe('en')
  })

  it('lists zones this runtime knows, each under the name a coach is stored with', () => {
    for (const zone of PORTUGUESE_TIME_ZONES) expect(canonicalTimeZone(zone), zone).toBeDefined()
    // the stored (canonical) name of every listed zone is listed too
    for (const zone of PORTUGUESE_TIME_ZONES) {
      expect(PORTUGUESE_TIME_ZONES, zone).toContain(canonicalTimeZone(zone))
    }
  })
})
