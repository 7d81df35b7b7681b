import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTimeZone } from '~/lib/formats'
import { localInputToIso, sessionDateError, toLocalInputValue } from './session-date'

afterEach(() => {
  vi.useRealTimers()
})

describe('class date in a datetime-local input', () => {
  it('converts the value with the browser offset', () => {
    const iso = localInputToIso('2024-05-10T08:30')
    expect(iso).toMatch(/^2024-05-10T08:30:00[+-]\d{2}:\d{2}$/)
    expect(Date.parse(iso!)).toBe(new Date(2024, 4, 10, 8, 30).getTime())
    expect(localInputToIso('')).toBeNull()
    expect(localInputToIso('10/05/2024')).toBeNull()
    expect(toLocalInputValue(new Date(2024, 0, 2, 3, 4))).toBe('2024-01-02T03:04')
  })

  it('applies the API’s one date rule and its messages; empty means now', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 12, 0) })
    expect(sessionDateError('')).toBeNull()
    expect(sessionDateError('2026-03-09T18:00')).toBeNull()
    // the server tolerates a clock a few minutes ahead: so does the form
    expect(sessionDateError('2026-03-10T12:03')).toBeNull()
    expect(sessionDateError('2026-03-10T12:10')).toBe('A data da aula não pode estar no futuro')
    expect(sessionDateError('2026-13-40T99:99')).toBe('Data da aula inválida')
  })

  it("shows and reads the class date on the coach's clocks, not the device's", () => {
    vi.stubEnv('TZ', 'America/Sao_Paulo')
    setTimeZone('America/New_York')
    try {
      // 13:00 UTC: 08:00 in New York, 10:00 on the device
      expect(toLocalInputValue(new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-28T08:00')
      expect(localInputToIso('2026-11-28T08:00')).toBe('2026-11-28T08:00:00-05:00')
      expect(localInputToIso('2026-07-04T08:00')).toBe('2026-07-04T08:00:00-04:00')
      // a time the clocks skip (02:30 on 08/03/2026 in New York) is read after the gap
      expect(localInputToIso('2026-03-08T02:30')).toBe('2026-03-08T03:30:00-04:00')
    } finally {
      setTimeZone(null)
      vi.unstubAllEnvs()
    }
  })
})
