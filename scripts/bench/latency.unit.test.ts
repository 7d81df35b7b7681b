import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ABOVE_GOAL,
  type GrowthLine,
  growthTable,
  percentile,
  ratioText,
  sameWork,
  summarize,
  timeInClient,
} from './latency'
// @ts-expect-error the client is plain JavaScript, run by `node` without types
import { normalizeRequest, parseArgs, results } from './load-client.mjs'

const side = (label: string, p95: number, counts: number[]) => ({
  label,
  p50: p95 / 2,
  p95,
  results: counts,
})

describe('bench ratios and marks', () => {
  it('marks a ratio only above the goal', () => {
    expect(ratioText(1.5)).toBe('1.50')
    expect(ratioText(1.51)).toBe(`1.51${ABOVE_GOAL}`)
    expect(ratioText(1.21, 1.2)).toBe(`1.21${ABOVE_GOAL}`)
    expect(ratioText(0.8, 1.2)).toBe('0.80')
  })

  it('takes percentiles of sorted timings and sorts unsorted ones', () => {
    const times = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile([1, 2, 3, 4], 50)).toBe(3)
    expect(percentile([1, 2, 3, 4], 100)).toBe(4)
    expect(summarize(times)).toEqual({ p50: 51, p95: 96 })
  })
})

describe('growth lines compare the same work', () => {
  const line = (a: number[], b: number[]): GrowthLine => ({
    what: 'history, text search',
    small: side('200 classes', 10, a),
    large: side('50,000 classes', 12, b),
  })

  it('accepts the same number of results on both sides', () => {
    expect(sameWork(line([5], [5]))).toBeNull()
  })

  it('refuses different counts, or answers of one side that differ', () => {
    expect(sameWork(line([1], [5]))).toBe(
      'history, text search: 1 results with 200 classes, 5 with 50,000 classes',
    )
    expect(sameWork(line([5, 4], [5]))).toMatch(/answers of one side differ/)
    expect(sameWork(line([], [5]))).not.toBeNull()
  })

  it('prints results, p50, p95 and the marked ratio of each line', () => {
    const table = growthTable('Growth of a coach', [
      line([5], [5]),
      { ...line([20], [20]), what: 'dashboard', large: side('50,000 classes', 31, [20]) },
      { ...line([1], [5]), what: 'unequal' },
    ])
    expect(table[0]).toBe(
      'Growth of a coach: 200 classes | 50,000 classes (ms; goal: p95 ratio ≤ 1.5)',
    )
    expect(table[2]).toMatch(
      /^history, text search\s+5\s+5\.0\s+10\.0\s+\|\s+5\s+6\.0\s+12\.0\s+1\.20$/,
    )
    expect(table[3]).toMatch(/^dashboard\s+20 .* 3\.10 {2}← above goal$/)
    expect(table[4]).toMatch(/1\.20 {2}≠ work$/)
    expect(growthTable('none', [])).toEqual([])
  })
})

describe('load client', () => {
  it('reads its options from argv', () => {
    expect(parseArgs([])).toEqual({ reps: 40, warmup: 5, concurrency: 1 })
    expect(parseArgs(['--reps', '200', '--warmup=20', '--concurrency', '8'])).toEqual({
      reps: 200,
      warmup: 20,
      concurrency: 8,
    })
    expect(() => parseArgs(['--reps'])).toThrow(/whole number/)
    expect(() => parseArgs(['--reps', 'x'])).toThrow(/whole number/)
    expect(() => parseArgs(['--concurrency', '0'])).toThrow(/concurrency/)
    expect(() => parseArgs(['--fast'])).toThrow(/unknown argument/)
  })

  it('fills a request with the defaults: GET 200 without a body, POST 201 with bodies', () => {
    const defaults = { reps: 40, warmup: 5, concurrency: 1 }
    expect(normalizeRequest({ name: 'a', path: '/x' }, defaults)).toMatchObject({
      method: 'GET',
      paths: ['/x'],
      bodies: [],
      status: 200,
      reps: 40,
    })
    expect(
      normalizeRequest({ name: 'b', path: '/y', bodies: [{}, {}], reps: 20 }, defaults),
    ).toMatchObject({ method: 'POST', status: 201, reps: 20, warmup: 5 })
    expect(() => normalizeRequest({ name: 'c' }, defaults)).toThrow(/no path/)
  })

  it('counts the results of an answer: the list, not its rows’ detail', () => {
    const json = 'application/json; charset=UTF-8'
    expect(results(json, JSON.stringify({ items: [{ tags: [1, 2] }, {}], total: 9 }))).toBe(2)
    expect(results(json, JSON.stringify({ alerts: [1, 2, 3], recentStudents: [1], n: 4 }))).toBe(4)
    expect(results(json, '[1,2]')).toBe(2)
    expect(
      results('text/calendar', 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nEND:VEVENT\nBEGIN:VEVENT\n'),
    ).toBe(2)
    expect(results('text/csv', 'a;b\r\n1;2\r\n3;4\r\n')).toBe(2)
    expect(results('text/plain', 'x')).toBe(0)
  })
})

// a node process starts in 0.2–2 s on this loaded 2-core machine
describe('timing in a separate process', { timeout: 30_000 }, () => {
  let server: http.Server
  let base: string
  const seen: { pid: number; method: string; url: string; body: string }[] = []
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (d) => (body += d))
      req.on('end', () => {
        seen.push({ pid: 0, method: req.method!, url: req.url!, body })
        if (req.url === '/fail') {
          res.writeHead(500).end('boom')
          return
        }
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ items: [1, 2, 3] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('times each request, in turn, with its own bodies, and answers the results it saw', async () => {
    const out = await timeInClient(
      base,
      [
        { name: 'read', path: '/list', reps: 4, warmup: 1 },
        { name: 'write', path: '/w', bodies: [{ n: 0 }, { n: 1 }], reps: 2, warmup: 1 },
      ],
      { reps: 10, warmup: 2 },
    )
    expect(out.map((r) => [r.name, r.times.length, r.results])).toEqual([
      ['read', 4, [3]],
      ['write', 2, [3]],
    ])
    expect(out[0]!.times.every((t) => t > 0)).toBe(true)
    expect(seen.filter((s) => s.url === '/list')).toHaveLength(5)
    expect(seen.filter((s) => s.url === '/w').map((s) => s.body)).toEqual([
      '{"n":0}',
      '{"n":1}',
      '{"n":0}',
    ])
  })

  it('fails loudly when an answer is not the expected status', async () => {
    await expect(
      timeInClient(base, [{ name: 'broken', path: '/fail' }], { reps: 2, warmup: 0 }),
    ).rejects.toThrow(/broken: 2 failed, first: 500 boom/)
  })
})
