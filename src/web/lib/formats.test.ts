import { afterEach, describe, expect, it, vi } from 'vitest'
import { coachTimeZone, formatDateTime, setTimeZone, subscribeTimeZone } from './formats'

afterEach(() => setTimeZone(null))

describe("the coach's time zone", () => {
  it('is the device’s until the profile says, then the profile’s', () => {
    expect(coachTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    setTimeZone('Asia/Kolkata')
    expect(coachTimeZone()).toBe('Asia/Kolkata')
    expect(formatDateTime('2026-11-28T13:00:00Z')).toBe('28/11/2026 às 18:30')
  })

  it('tells the shell when it changes (to re-render every date in it), and only then', () => {
    const listener = vi.fn()
    const stop = subscribeTimeZone(listener)
    setTimeZone('America/New_York')
    setTimeZone('America/New_York')
    expect(listener).toHaveBeenCalledTimes(1)
    setTimeZone('America/Sao_Paulo')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    setTimeZone('UTC')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
