import { describe, expect, it } from 'vitest'
import { median, memoryFromStatus, requestMix, servedTable } from './served'

describe('the served section of the bench', () => {
  it('takes the median of the start times', () => {
    expect(median([1300, 900, 1100])).toBe(1100)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('reads RSS and peak RSS in MiB from /proc/<pid>/status', () => {
    const status = 'Name:\tnode\nVmPeak:\t 9000000 kB\nVmHWM:\t  262144 kB\nVmRSS:\t  184320 kB\n'
    expect(memoryFromStatus(status)).toEqual({ rssMiB: 180, peakMiB: 256 })
    expect(() => memoryFromStatus('Name:\tnode\n')).toThrow(/VmRSS/)
  })

  it('mixes the login page, dashboard, students and history in equal parts', () => {
    const mix = requestMix(2000)
    expect(mix).toHaveLength(2000)
    const counts = new Map<string, number>()
    for (const { kind } of mix) counts.set(kind, (counts.get(kind) ?? 0) + 1)
    expect(Object.fromEntries(counts)).toEqual({
      'login page': 500,
      dashboard: 500,
      students: 500,
      history: 500,
    })
    expect(mix.slice(0, 4).map((r) => r.path)).toEqual([
      '/app/login',
      '/api/dashboard',
      '/api/students?page=1&pageSize=16',
      '/api/sessions',
    ])
  })

  it('prints one row per database with the median start and the three RSS figures', () => {
    const lines = servedTable([
      {
        database: 'PGlite',
        startsMs: [2100, 1900, 2500],
        idleMiB: 181.4,
        afterMiB: 197.6,
        peakMiB: 230.2,
        requests: 2000,
        failed: 0,
      },
      {
        database: 'PostgreSQL',
        startsMs: [800, 900, 700],
        idleMiB: 120,
        afterMiB: 140,
        peakMiB: 150,
        requests: 2000,
        failed: 3,
      },
    ])
    expect(lines).toHaveLength(4)
    expect(lines[2]).toMatch(/PGlite\s+2100 ms \(2100, 1900, 2500\)\s+181 MiB\s+198 MiB\s+230 MiB$/)
    expect(lines[3]).toMatch(/PostgreSQL\s+800 ms .*\(3 of 2000 requests failed\)$/)
  })
})
