import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  findLedgerWriters,
  formatLedgerWrites,
  LEDGER_WRITERS_ALLOWED,
  ledgerWritesIn,
  staleLedgerAllowances,
} from './ledger-writers'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('one writer of the credit ledger', () => {
  it('nothing but packages/ledger.ts writes credit_movements', () => {
    const writes = findLedgerWriters(root)
    expect(writes, `\n${formatLedgerWrites(writes)}\n`).toEqual([])
  })

  it('every allowed file still exists and still writes it', () => {
    for (const file of Object.keys(LEDGER_WRITERS_ALLOWED))
      expect(existsSync(path.join(root, file)), file).toBe(true)
    expect(staleLedgerAllowances(root)).toEqual([])
  })
})

describe('the ledger check itself', () => {
  const lines = (source: string, file = 'src/server/features/a/a.ts') =>
    ledgerWritesIn(file, source).map((w) => w.line)

  it('finds raw SQL writes, in any case and layout', () => {
    expect(lines('const q = sql`INSERT INTO credit_movements (delta) VALUES (1)`')).toEqual([1])
    expect(
      lines('\nconst q = sql`WITH t AS (\n  update "credit_movements"\n  SET delta = 2)`'),
    ).toEqual([2])
    expect(lines("db.execute(sql.raw('DELETE FROM public.credit_movements'))")).toEqual([1])
    expect(lines('const q = `truncate table credit_movements`')).toEqual([1])
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template
    const other = 'const q = sql`SELECT 1; insert into ${t} SELECT ${a}`'
    expect(lines(other)).toEqual([])
  })

  it('finds the table interpolated after a writing verb', () => {
    const source = [
      "import { creditMovements as cm } from '../../db/schema/packages'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template
      'await tx.execute(sql`DELETE FROM ${cm} WHERE user_id = ${id}`)',
    ].join('\n')
    expect(lines(source)).toEqual([2])
  })

  it("finds Drizzle's insert, update and delete of the table, under any name", () => {
    const source = [
      "import { creditMovements, packages } from '../../db/schema/packages'",
      "import * as schema from '../../db/schema/packages'",
      'const ledger = creditMovements',
      'await tx.insert(creditMovements).values({})',
      'await tx.update(schema.creditMovements).set({ delta: 1 })',
      'await tx.delete(ledger)',
      'await tx.insert(packages).values({})',
    ].join('\n')
    expect(lines(source)).toEqual([4, 5, 6])
  })

  it('lets reads, comments, other tables and migrations that alter the table pass', () => {
    const source = [
      '// INSERT INTO credit_movements happens in the ledger only',
      'const a = sql`SELECT * FROM credit_movements WHERE delta < 0`',
      'const b = sql`UPDATE packages SET x = 1 FROM credit_movements m`',
      'const c = sql`INSERT INTO credit_movements_archive SELECT 1`',
      'const d = await tx.select().from(creditMovements)',
    ].join('\n')
    expect(lines(source)).toEqual([])
    const migration = [
      'ALTER TABLE "credit_movements" ADD CONSTRAINT "fk" FOREIGN KEY ("package_id") REFERENCES "packages"("id") ON DELETE cascade ON UPDATE no action;',
      'CREATE INDEX "credit_movements_package_idx" ON "credit_movements" USING btree ("package_id");',
      'CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN',
      '  INSERT INTO "credit_movements" ("delta") VALUES (1);',
      'END $$;',
    ].join('\n')
    expect(lines(migration, 'src/server/db/migrations/0099_x.sql')).toEqual([4])
  })
})
