import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** api-pglite: a migrated PGlite data directory, dumped (every file's database loads it). */
    pgliteDump: string
    /** api-postgres: a migrated database every file's database is created from (TEMPLATE). */
    postgresTemplate: string
  }
}

/**
 * Vitest's global setup of the API projects: the migrations run once per run instead of once per
 * test file. PGlite: one in-memory cluster is migrated and dumped to a file, and every file's
 * database starts from that dump (a fresh cluster costs ~2 s of initdb and migrations on this
 * machine, loading the dump ~0.7 s). PostgreSQL: one migrated database serves as the template of
 * every file's database. Either way each file's database is still migrated on open, so a stale
 * dump or template could only cost time, never a missing migration.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') return setupPostgres(project)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quadra-test-db-'))
  const file = path.join(dir, 'migrated.tar.gz')
  const database = await openDatabase()
  const dump = await database.dump?.()
  if (!dump) throw new Error('PGlite gave no dump')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteDump', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

async function setupPostgres(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('api-postgres needs TEST_DATABASE_URL')
  // quadra_t_*: .ci/run drops what an interrupted run leaves behind
  const name = `quadra_t_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(query)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  // the template must have no connection left when a file's database is copied from it
  const database = await openDatabase({ url: url.toString(), maxConnections: 2 })
  await database.close()
  project.provide('postgresTemplate', name)
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
