import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { PGLITE_SHARED_BUFFERS } from './pglite'

describe('the embedded database', () => {
  it('starts with the small buffer pool (the idle server’s memory)', async () => {
    const database = await openDatabase()
    try {
      const result = await database.db.execute(sql`SHOW shared_buffers`)
      const rows = result as unknown as { rows: { shared_buffers: string }[] }
      expect(database.kind).toBe('pglite')
      expect(PGLITE_SHARED_BUFFERS).toBe('16MB')
      expect(rows.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS)
    } finally {
      await database.close()
    }
  }, 60_000)
})
