/**
 * The student import of a 2,000-line sheet over HTTP, as a coach's first day: the file read
 * (a Windows-1252 ';' CSV as Excel in Brazil saves it), the dry run, and the commit into an
 * account that already has 200 of them (matched by phone: updated), with the server's peak
 * memory growth. Goals (issue 31): dry run < 2 s, commit < 5 s on the embedded database.
 */

const NAMES = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa', 'Fábio', 'Gabi', 'Hugo', 'Íris', 'João']
const SURNAMES = ['Souza', 'Araújo', 'Lima', 'Conceição', 'Prado', 'Reis', 'Dias', 'Simões']
const TIMES = ['seg e qua 7h', 'ter e qui 18h', 'sex 19h30', 'sáb 9h']

/** The sheet: a title row, the header and `rows` students (credits, expiry, owed, notes). */
export function benchSheet(rows: number, { phoneBase = 0 } = {}): Uint8Array {
  const lines = [
    'Alunos 2026;;;;;;;;',
    'Nome;Celular;E-mail;Nível;Tipo;Aulas restantes;Validade;Valor devido;Horário',
  ]
  for (let i = 0; i < rows; i++) {
    const name = `${NAMES[i % NAMES.length]} ${SURNAMES[Math.floor(i / NAMES.length) % SURNAMES.length]} ${i}`
    const phone = `(11) 9${String(10_000_000 + phoneBase + i)
      .slice(-8)
      .replace(/^(\d{4})/, '$1-')}`
    const weekly = i % 50 === 0 ? TIMES[(i / 50) % TIMES.length]! : ''
    lines.push(
      [
        name,
        phone,
        i % 3 === 0 ? `aluno${i}@exemplo.com.br` : '',
        `${(i % 7) + 1}ª classe`,
        weekly ? 'Fixo' : 'Avulso',
        String(i % 12),
        i % 12 ? '31/12/2027' : '',
        i % 4 === 0 ? `R$ ${(i % 9) * 100},00` : '',
        weekly,
      ].join(';'),
    )
  }
  // Windows-1252: every character of these names fits in one byte
  const text = `${lines.join('\r\n')}\r\n`
  return Uint8Array.from(text, (c) => {
    const code = c.charCodeAt(0)
    if (code > 255) throw new Error(`not Windows-1252: ${c}`)
    return code
  })
}

export interface ImportBenchLine {
  what: string
  ms: number
  goalMs?: number
}

/** Times reading, previewing and committing a sheet of `rows` students for a fresh coach. */
export async function importBench({
  base,
  cookie,
  rows,
}: {
  base: string
  cookie: string
  rows: number
}): Promise<{ lines: ImportBenchLine[]; rssGrowthMb: number }> {
  const headers = { cookie, origin: 'http://localhost' }
  const before = process.memoryUsage.rss()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 5)
  const lines: ImportBenchLine[] = []
  const timed = async <T>(what: string, goalMs: number | undefined, run: () => Promise<T>) => {
    const t0 = performance.now()
    const out = await run()
    lines.push({ what, ms: performance.now() - t0, ...(goalMs ? { goalMs } : {}) })
    return out
  }
  const call = async (path: string, body: BodyInit, type: string, expect: number) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type, 'idempotency-key': `bench-${Date.now()}` },
      body,
    })
    if (res.status !== expect) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  try {
    const sheet = (await timed(`read the file (${rows} lines, CSV)`, undefined, () =>
      call('/api/student-imports/sheet', benchSheet(rows) as BodyInit, 'text/csv', 200),
    )) as { cells: string[][]; header: { row: number; columns: (string | null)[] } }
    const request = JSON.stringify({
      rows: sheet.cells.slice(sheet.header.row + 1).map((cells, i) => ({
        line: sheet.header.row + i + 2,
        values: Object.fromEntries(
          sheet.header.columns.flatMap((f, c) => (f ? [[f, cells[c] ?? '']] : [])),
        ),
      })),
      defaults: { gender: 'female', type: 'occasional', classe: '4-classe' },
    })
    const preview = (await timed('dry run', 2000, () =>
      call('/api/student-imports/preview', request, 'application/json', 200),
    )) as { summary: { create: number } }
    if (preview.summary.create !== rows)
      throw new Error(`dry run: ${JSON.stringify(preview.summary)}`)
    await timed('commit', 5000, () =>
      call('/api/student-imports', request, 'application/json', 201),
    )
  } finally {
    clearInterval(sampler)
  }
  return { lines, rssGrowthMb: (peak - before) / 1024 / 1024 }
}

export function importBenchLines(r: { lines: ImportBenchLine[]; rssGrowthMb: number }) {
  return [
    'Student import of a 2,000-line sheet (Windows-1252 CSV) over HTTP, one coach',
    ...r.lines.map(
      (l) =>
        `  ${l.what.padEnd(34)} ${l.ms.toFixed(0).padStart(6)} ms${
          l.goalMs ? ` (goal < ${l.goalMs / 1000} s)${l.ms < l.goalMs ? '' : '  ← above goal'}` : ''
        }`,
    ),
    `  server RSS growth, peak            ${r.rssGrowthMb.toFixed(0).padStart(6)} MB`,
  ]
}
