import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = {
  '~': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
}

/** API suites (a real database) run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
const apiProject = (db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `api-${db}`,
    // the embedded-database tools' tests (scripts/) are about PGlite: they run once, not per server
    include:
      db === 'pglite'
        ? ['src/server/**/*.test.ts', 'scripts/**/*.test.ts']
        : ['src/server/**/*.test.ts', 'scripts/**/*.pg.test.ts'],
    // *.pg.test.ts need a PostgreSQL server (several processes on one database)
    exclude: [
      '**/*.unit.test.ts',
      '**/node_modules/**',
      ...(db === 'pglite' ? ['**/*.pg.test.ts'] : []),
    ],
    environment: 'node',
    env: { TEST_DB: db, NODE_ENV: 'test' },
    // the migrations run once per run: every file's database starts from the migrated one
    globalSetup: ['tests/helpers/test-db-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // One fork runs the project's files one after another with its modules kept (issue 16):
    // the server's modules were imported again for every file (~1–2 s each, twice with
    // PostgreSQL) and PGlite's WebAssembly compiled again (PGlite caches the compiled module per
    // process). Every file still gets its own database and app (createTestContext). Module state
    // checked to be safe to share: read-only caches (prompts, time zones, statement names; the
    // static pages by file and mtime, and each test's web root is its own temp folder),
    // `transactionRetries` (tests read differences), no test changes process.env or globals,
    // mocks are restored between files by Vitest, coach-locale.test.ts puts the real timers
    // back after each test. The files' own top-level state is evaluated afresh per file.
    isolate: false,
  },
})

export default defineConfig({
  test: {
    // Both cores: Vitest's own default here was one worker, and the files are independent
    // processes (each API file its own database, its own ports and temp folders).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        // pure rules and server parts that need no database (*.unit.test.ts)
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'scripts/**/*.unit.test.ts',
            'tests/helpers/**/*.unit.test.ts',
          ],
          environment: 'node',
          // the guards (feature boundaries, ledger writers, dates, size budget) parse the whole
          // tree: ~2 s alone, several times that beside the other suites on two cores
          testTimeout: 30_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./tests/helpers/web-setup.ts'],
          // user-event journeys through a whole screen take 2–5 s on this 2-core machine, more
          // while other suites run: 5 s made the longest ones flaky
          testTimeout: 15_000,
          // A worker runs its files one after another with their modules kept: importing the
          // app's modules (React, Radix, the screens) and the setup again for each of ~90 files
          // takes longer than all their tests. What sharing them asks of the tests:
          // tests/helpers/web-setup.ts puts the page and the app's module state back before each
          // file (language, formats, time zone, storage, address, stubbed globals and env, real
          // timers) and gives every file the one `toast` spy (a component keeps the sonner it
          // first imported); the auth client calls the fetch of the moment (each file's fake
          // API); no file vi.mock()s a module (tests/helpers/web-tests.unit.test.ts checks), since
          // a module an earlier file loaded keeps what it imported then. The test files
          // themselves are evaluated afresh per file.
          isolate: false,
        },
      },
    ],
  },
})
