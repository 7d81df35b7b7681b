import { describe, expect, it } from 'vitest'
import { oneLine, replayScript } from './write-replay'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const X = '00000000-0000-4000-8000-0000000000f1'
const Y = '00000000-0000-4000-8000-0000000000f0'

describe('the pgbench replay of captured statements', () => {
  const captured = [
    { text: 'begin', values: [] },
    {
      text: 'SELECT id FROM students WHERE user_id = $1 AND id = ANY($2::uuid[]) AND x = $12',
      values: ['coach', `{${A},${B}}`, ...Array(9).fill(0), "it's"],
    },
    {
      text: 'SELECT * FROM json_to_recordset($1::json)',
      values: [JSON.stringify([{ id: B }, { id: A }])],
    },
    {
      text: 'INSERT INTO coach_counters (user_id, shard) VALUES ($1, $2)',
      values: ['coach', 5],
    },
    { text: 'commit', values: [] },
  ]
  const { script, table, columns } = replayScript(captured, [B, A], [[X, Y]])

  it('turns student-carrying parameters into per-transaction variables, sorted onto sorted', () => {
    expect(columns).toBe(2)
    // the sorted array stays sorted (Y < X as A < B): the app's lock order is kept
    expect(table[0]).toContain(`{${Y},${X}}`)
    // JSON in input order: B→X, A→Y
    expect(table[0]).toContain(JSON.stringify([{ id: X }, { id: Y }]))
    expect(script).toContain('SELECT v1, v2 FROM bench_write_inputs WHERE n = :r \\gset')
  })

  it('keeps other values as literals ($1 not confused with $12), the shard random', () => {
    expect(script).toContain("user_id = 'coach' AND id = ANY(:v")
    expect(script).toContain("AND x = 'it''s';")
    expect(script).toContain("VALUES ('coach', :shard);")
    expect(script).toContain('\\set shard random(0, 7)')
    expect(script.split('\n').filter((l) => l === 'begin;' || l === 'commit;')).toHaveLength(2)
  })
})

describe('a statement on one line', () => {
  it('drops -- comments outside quotes, keeps them inside', () => {
    expect(oneLine("SELECT 1, -- one\n  '--x' AS y -- two\nFROM t")).toBe(
      "SELECT 1, '--x' AS y FROM t",
    )
  })
})
