import { DEFAULT_FORMATS } from '@shared/domain/locale'
import { describe, expect, it, vi } from 'vitest'
import { setFormats, setTimeZone } from '~/lib/formats'
import { alertHref, formatAlertDate, priorityKey, priorityTone } from './alert-meta'

describe('alert helpers', () => {
  it('sends an unassigned class to the filtered history, anything else to the profile', () => {
    expect(alertHref({ type: 'unassigned_session', studentId: 's1' })).toBe(
      '/app/sessions?unassigned=true',
    )
    for (const type of ['low_credits', 'expiring_package', 'expired_package'] as const) {
      expect(alertHref({ type, studentId: 's1' })).toBe('/app/students/s1')
    }
  })

  it('maps priorities to the spec colours and a text label', () => {
    expect(['high', 'medium', 'low', 'weird'].map((p) => priorityTone(p).colour)).toEqual([
      'red',
      'yellow',
      'blue',
      'gray',
    ])
    expect(['high', 'medium', 'low', 'weird'].map(priorityKey)).toEqual([
      'high',
      'medium',
      'low',
      'other',
    ])
  })

  it('dates: relative for the last week, dd/MM/yyyy before', () => {
    const now = new Date('2026-11-23T15:00:00')
    expect(formatAlertDate('2026-11-23T14:59:30', 'agora mesmo', now)).toBe('agora mesmo')
    expect(formatAlertDate('2026-11-23T13:00:00', 'agora mesmo', now)).toBe('há 2 horas')
    expect(formatAlertDate('2026-11-20T15:00:00', 'agora mesmo', now)).toBe('há 3 dias')
    expect(formatAlertDate('2026-11-10T15:00:00', 'agora mesmo', now)).toBe('10/11/2026')
    expect(formatAlertDate('not a date', 'agora mesmo', now)).toBe('')
  })

  it("dates in the coach's language (issue 15)", () => {
    const now = new Date('2026-11-23T15:00:00')
    setFormats({ language: 'en', currency: 'USD' })
    try {
      expect(formatAlertDate('2026-11-23T13:00:00', 'just now', now)).toBe('2 hours ago')
      expect(formatAlertDate('2026-11-10T15:00:00', 'just now', now)).toBe('Nov 10, 2026')
    } finally {
      setFormats(DEFAULT_FORMATS)
    }
  })

  it("counts days on the coach's calendar, not the device's", () => {
    vi.stubEnv('TZ', 'America/Sao_Paulo')
    setTimeZone('America/New_York')
    try {
      // now: 28/11 21:30 in New York (23:30 on the device); the alert: 21/11 23:00 there
      // (22/11 01:00 on the device) — 7 days ago for the coach, 6 for the device
      const now = new Date('2026-11-29T02:30:00Z')
      expect(formatAlertDate('2026-11-22T04:00:00Z', 'agora mesmo', now)).toBe('21/11/2026')
    } finally {
      setTimeZone(null)
      vi.unstubAllEnvs()
    }
  })
})
