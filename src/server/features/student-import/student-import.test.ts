import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectLedgerBalanced } from '../../../../tests/helpers/invariants'
import { importFixture, linesOf, uploadSheet } from '../../../../tests/helpers/student-import'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { addDaysIso, todayIn } from '../../../shared/domain/dates'
import type { ImportRequest } from '../../../shared/schemas/student-import'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const today = () => todayIn('America/Sao_Paulo')
const br = (iso: string) => iso.split('-').reverse().join('/')

async function students(client: TestClient) {
  const page = await json(await client.get('/api/students?pageSize=100'))
  return page.items
}

/** A request of lines written as the import screen sends them. */
function request(
  lines: Record<string, string>[],
  options: Partial<Omit<ImportRequest, 'rows'>> = {},
): ImportRequest {
  return {
    rows: lines.map((values, i) => ({ line: i + 2, values })),
    defaults: { gender: 'female', type: 'occasional', classe: '4-classe' },
    ...options,
  }
}

describe('reading a sheet (POST /api/student-imports/sheet)', () => {
  it('reads an Excel CSV of Brazil (Windows-1252, ";", title row): cells without mojibake, header found', async () => {
    const { client } = await ctx.coach()
    const sheet = await json(
      await uploadSheet(
        ctx,
        client,
        importFixture('excel-br-windows-1252.csv'),
        'application/vnd.ms-excel',
      ),
    )
    expect(sheet.format).toBe('csv')
    expect(sheet.header?.row).toBe(1)
    expect(sheet.header?.columns.slice(0, 8)).toEqual([
      'name',
      'phone',
      'email',
      'classe',
      'type',
      'credits',
      'expiry',
      'owed',
    ])
    expect(sheet.cells[2]![0]).toBe('João Araújo')
    expect(sheet.cells[3]![0]).toBe('MARIA CONCEIÇÃO')
  })

  it('reads a Google Sheets CSV and the contacts of a phone (vCard 3.0 and 4.0)', async () => {
    const { client } = await ctx.coach()
    const google = await json(await uploadSheet(ctx, client, importFixture('google-sheets.csv')))
    expect(google.header?.columns[1]).toBe('phone')
    expect(google.cells[2]![6]).toBe('Joelho operado\nem 2024')
    for (const file of [
      'contacts-iphone-3.0.vcf',
      'contacts-4.0.vcf',
      'contacts-android-2.1.vcf',
    ]) {
      const cards = await json(await uploadSheet(ctx, client, importFixture(file), 'text/vcard'))
      expect(cards.format).toBe('vcf')
      expect(cards.header?.columns.slice(0, 3)).toEqual(['name', 'phone', 'email'])
      expect(cards.cells.length).toBeGreaterThan(1)
    }
  })

  it('reads an .xlsx saved by Excel and an .ods saved by LibreOffice into the same students', async () => {
    const { client } = await ctx.coach()
    const previews = []
    for (const [file, type, format] of [
      [
        'alunos-excel.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'xlsx',
      ],
      ['alunos-libreoffice.ods', 'application/octet-stream', 'ods'],
    ] as const) {
      const sheet = await json(await uploadSheet(ctx, client, importFixture(file), type))
      expect(sheet.format).toBe(format)
      expect(sheet.otherSheets.length).toBeGreaterThan(0)
      previews.push(await json(await client.post('/api/student-imports/preview', linesOf(sheet))))
    }
    const [xlsx, ods] = previews
    expect(
      xlsx!.students.slice(0, 4).map((s) => [s.line, s.name, s.phone, s.credits, s.expiry]),
    ).toEqual([
      [3, 'João Araújo', '5511987654321', 8, '2026-03-15'],
      [4, 'Maria Conceição', '5521998765432', 4, '2026-04-30'],
      [6, 'Beatriz Nogueira', '5511977776666', 10, '2026-03-31'],
      [7, 'Carlos Dias', '554832221000', 0, null],
    ])
    expect(xlsx!.problems.map((p) => [p.line, p.messageCode])).toContainEqual([
      8,
      'import.lineDateInvalid',
    ])
    expect(ods).toEqual(xlsx)
  })

  it('refuses garbage, an empty file and a file above 10 MB with a clear message, never a 500', async () => {
    const { client } = await ctx.coach()
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256)
    const bad = await uploadSheet(ctx, client, garbage, 'text/csv')
    expect(bad.status).toBe(400)
    expect((await errorBody(bad)).error.messageCode).toBe('import.notText')
    const empty = await uploadSheet(ctx, client, '\n\n', 'text/csv')
    expect(empty.status).toBe(400)
    expect((await errorBody(empty)).error.messageCode).toBe('import.empty')
    const headerOnly = await uploadSheet(ctx, client, 'Nome;Telefone;Créditos\r\n;;\r\n')
    expect(headerOnly.status).toBe(400)
    expect((await errorBody(headerOnly)).error.messageCode).toBe('import.noRows')
    const wide = await uploadSheet(ctx, client, `Nome;${'Coluna;'.repeat(100_000)}\nAna;1`)
    expect(wide.status).toBe(400)
    expect((await errorBody(wide)).error.messageCode).toBe('import.tooManyColumns')
    const big = await uploadSheet(
      ctx,
      client,
      new Uint8Array(11 * 1024 * 1024).fill(65),
      'text/csv',
    )
    expect(big.status).toBe(413)
    const json415 = await uploadSheet(ctx, client, 'a,b', 'image/png')
    expect(json415.status).toBe(415)
  })
})

describe('the dry run and the import', () => {
  it('previews without writing, then imports students, opening balances and what is owed in one go', async () => {
    const { client } = await ctx.coach()
    const sheet = await json(
      await uploadSheet(ctx, client, importFixture('excel-br-windows-1252.csv')),
    )
    const body = linesOf(sheet, { properCaseNames: true })
    const preview = await json(await client.post('/api/student-imports/preview', body))
    expect(preview.summary).toMatchObject({ create: 2, update: 0, problems: 2, skipped: 1 })
    expect(preview.problems.map((p) => [p.line, p.messageCode])).toEqual([
      [6, 'import.linePhoneInvalid'],
      [7, 'import.lineDateInvalid'],
    ])
    expect(preview.problems[1]!.message).toBe('Linha 7: data 31/02/2026 não existe')
    expect(preview.students.map((s) => s.name)).toEqual(['João Araújo', 'Maria Conceição'])
    expect(preview.notices.map((n) => n.message)).toEqual([
      'Linha 3: as 8 aulas venceram em 15/03/2026 — entram como vencidas; mude a validade se ainda valem',
    ])
    expect(await students(client)).toEqual([]) // a dry run writes nothing

    // the coach fixes line 7 in place and confirms
    const fixed = {
      ...body,
      rows: body.rows.map((r) =>
        r.line === 7 ? { ...r, values: { ...r.values, expiry: br(addDaysIso(today(), 30)) } } : r,
      ),
    }
    const again = await json(await client.post('/api/student-imports/preview', fixed))
    expect(again.summary).toMatchObject({
      create: 3,
      problems: 1,
      credits: 10,
      owedCents: 35000 + 123456,
    })
    const done = await client.post('/api/student-imports', fixed)
    expect(done.status).toBe(201)
    const result = await json(done)
    expect(result.import).toMatchObject({
      created: 3,
      updated: 0,
      credits: 10,
      owedCents: 158456,
      undoBlocked: null,
    })

    const list = await students(client)
    const ana = list.find((s) => s.name === 'Ana Souza')!
    expect(ana).toMatchObject({
      credits: 2,
      balanceDueCents: 123456,
      type: 'fixed',
      classe: 'profissional',
    })
    // João's credits expired on 15/03/2026, as his line says: kept, shown as expired (0 valid)
    const joao = list.find((s) => s.name === 'João Araújo')!
    expect(joao).toMatchObject({ credits: 0, balanceDueCents: 35000, phone: '5511987654321' })
    const packages = await json(await client.get(`/api/students/${ana.id}/packages`))
    expect(packages).toHaveLength(1)
    expect(packages[0]).toMatchObject({
      name: 'Saldo importado',
      totalClasses: 2,
      remainingClasses: 2,
    })
    const movements = await json(await client.get(`/api/packages/${packages[0]!.id}/movements`))
    expect(movements.map((m) => [m.reason, m.delta])).toEqual([['import', 2]])
    await expectLedgerBalanced(ctx.database.db)

    // the same file again creates nothing and changes no balance: nothing to confirm
    const twice = await json(await client.post('/api/student-imports/preview', fixed))
    expect(twice.summary).toMatchObject({ create: 0, update: 0, unchanged: 3, credits: 0 })
    const refused = await client.post('/api/student-imports', fixed)
    expect(refused.status).toBe(409)
    expect((await errorBody(refused)).error.messageCode).toBe('import.nothingToImport')
    expect(await students(client)).toHaveLength(3)
    expect(await json(await client.get(`/api/students/${ana.id}/packages`))).toHaveLength(1)
  })

  it('applies a confirmation sent twice (the same Idempotency-Key) once, even at the same time', async () => {
    const { client } = await ctx.coach()
    const body = request([{ name: 'Bia Ramos', phone: '11 91234-5678', credits: '4' }])
    client.headers['idempotency-key'] = 'confirm-1'
    const [a, b] = await Promise.all([
      client.post('/api/student-imports', body),
      client.post('/api/student-imports', body),
    ])
    client.headers = {}
    expect([a.status, b.status].sort()).toEqual([200, 201])
    const [ra, rb] = [await json(a), await json(b)]
    expect(ra.import.id).toBe(rb.import.id)
    expect(await students(client)).toHaveLength(1)
    expect((await students(client))[0]!.credits).toBe(4)
  })

  it('updates a student matched by phone or e-mail, never erasing with an empty cell, and keeps a balance already in Quadra', async () => {
    const { client } = await ctx.coach()
    const bia = await json(
      await client.post('/api/students', {
        name: 'Bia Ramos',
        phone: '(11) 91234-5678',
        email: null,
        gender: 'female',
        type: 'occasional',
        classe: '5-classe',
        notes: 'canhota',
      }),
    )
    const sold = await client.post('/api/packages', {
      studentId: bia.id,
      totalClasses: 8,
      priceCents: 40000,
      startDate: today(),
      paymentDate: today(),
      validityDays: 60,
    })
    expect(sold.status).toBe(201)
    const body = request([
      {
        name: 'Bia Ramos',
        phone: '+55 11 91234-5678',
        email: 'bia@exemplo.com',
        classe: '3',
        notes: '',
        credits: '2',
      },
      { name: 'Caio Lima', phone: '21 99876-0000', email: 'BIA@exemplo.com' },
    ])
    const preview = await json(await client.post('/api/student-imports/preview', body))
    expect(preview.students[0]).toMatchObject({
      action: 'update',
      studentId: bia.id,
      changes: ['email', 'classe'],
      balance: 'kept',
    })
    expect(preview.notices.map((n) => n.messageCode)).toEqual(['import.lineBalanceKept'])
    // the second line's e-mail is Bia's too (in another case): the same student twice
    expect(preview.problems.map((p) => p.messageCode)).toEqual(['import.lineDuplicate'])
    await json(await client.post('/api/student-imports', body))
    const after = await json(await client.get(`/api/students/${bia.id}`))
    expect(after).toMatchObject({
      email: 'bia@exemplo.com',
      classe: '3-classe',
      notes: 'canhota',
      credits: 8,
    })
  })

  it('turns weekly times into agenda series, one per group and time, and lists the ones that clash', async () => {
    const { client } = await ctx.coach()
    const body = request([
      { name: 'Ana Souza', phone: '11 91111-1111', weeklyTime: 'ter e qui 18h' },
      { name: 'Bia Ramos', phone: '11 92222-2222', weeklyTime: 'ter e qui 18h' },
      { name: 'Caio Lima', phone: '11 93333-3333', weeklyTime: 'ter 18h30' },
      { name: 'Duda Reis', phone: '11 94444-4444', weeklyTime: 'sex 7h' },
    ])
    const preview = await json(await client.post('/api/student-imports/preview', body))
    expect(preview.summary.slots).toBe(2)
    expect(preview.conflicts).toHaveLength(1)
    expect(preview.conflicts[0]).toMatchObject({
      lines: [4],
      time: '18:30',
      messageCode: 'import.slotConflict',
    })
    expect(preview.conflicts[0]!.message).toContain('Ana Souza, Bia Ramos')
    const result = await json(await client.post('/api/student-imports', body))
    expect(result.import.slots).toBe(2)
    const week = await json(
      await client.get(`/api/agenda?from=${today()}&to=${addDaysIso(today(), 6)}`),
    )
    const names = week.items.map((o) => o.students.map((s) => s.name).join('+'))
    expect(names.filter((n) => n === 'Ana Souza+Bia Ramos')).toHaveLength(2)
    expect(names.filter((n) => n === 'Duda Reis')).toHaveLength(1)
    expect(names.some((n) => n.includes('Caio'))).toBe(false)
    // all fixed: they have weekly times
    expect((await students(client)).every((s) => s.type === 'fixed')).toBe(true)
  })

  it('refuses a body of no lines or too many, and a line without phone or gender is a problem, not a 500', async () => {
    const { client } = await ctx.coach()
    const none = await client.post('/api/student-imports/preview', request([]))
    expect(none.status).toBe(400)
    const many = request(Array.from({ length: 5001 }, (_, i) => ({ name: `Aluno ${i}` })))
    expect((await client.post('/api/student-imports/preview', many)).status).toBe(400)
    const preview = await json(
      await client.post(
        '/api/student-imports/preview',
        request([{ name: 'Sem Telefone' }, { name: 'Sem Genero', phone: '11 95555-5555' }], {
          defaults: { gender: null, type: 'occasional', classe: '4-classe' },
        }),
      ),
    )
    expect(preview.problems.map((p) => p.messageCode)).toEqual([
      'import.linePhoneMissing',
      'import.lineGenderMissing',
    ])
  })
})

describe('undoing an import', () => {
  it('removes what it created and gives back what it changed, once, within 7 days', async () => {
    const { client } = await ctx.coach()
    const kept = await json(
      await client.post('/api/students', {
        name: 'Bia Ramos',
        phone: '(11) 91234-5678',
        email: null,
        gender: 'female',
        type: 'occasional',
        classe: '5-classe',
        notes: null,
      }),
    )
    const result = await json(
      await client.post(
        '/api/student-imports',
        request([
          {
            name: 'Bia Ramos',
            phone: '11 91234-5678',
            email: 'bia@exemplo.com',
            credits: '3',
            owed: '100',
          },
          { name: 'Ana Souza', phone: '11 91111-1111', credits: '5', weeklyTime: 'seg 9h' },
        ]),
      ),
    )
    expect(result.import).toMatchObject({ created: 1, updated: 1, credits: 8, slots: 1 })
    const undone = await client.post(`/api/student-imports/${result.import.id}/undo`)
    expect(undone.status).toBe(200)
    expect((await json(undone)).undoneAt).not.toBeNull()
    const left = await students(client)
    expect(left.map((s) => [s.name, s.email, s.credits, s.balanceDueCents])).toEqual([
      ['Bia Ramos', null, 0, 0],
    ])
    expect(left[0]!.id).toBe(kept.id)
    const week = await json(
      await client.get(`/api/agenda?from=${today()}&to=${addDaysIso(today(), 6)}`),
    )
    expect(week.items).toEqual([])
    await expectLedgerBalanced(ctx.database.db)
    const again = await client.post(`/api/student-imports/${result.import.id}/undo`)
    expect(again.status).toBe(409)
    expect((await errorBody(again)).error.messageCode).toBe('import.undoDone')
  })

  it('says why it cannot be undone once a student has a class registered since', async () => {
    const { client } = await ctx.coach()
    const result = await json(
      await client.post(
        '/api/student-imports',
        request([{ name: 'Ana Souza', phone: '11 91111-1111', credits: '5' }]),
      ),
    )
    const [ana] = await students(client)
    expect((await client.post('/api/sessions', { studentIds: [ana!.id] })).status).toBe(201)
    const [listed] = await json(await client.get('/api/student-imports'))
    expect(listed!.undoBlocked?.messageCode).toBe('import.undoHasClasses')
    const res = await client.post(`/api/student-imports/${result.import.id}/undo`)
    expect(res.status).toBe(409)
    expect((await errorBody(res)).error.message).toBe(
      'Não dá para desfazer: Ana Souza já tem aulas registradas depois da importação.',
    )
    expect((await students(client))[0]!.credits).toBe(4)
  })
})

describe('export that round-trips', () => {
  it("reproduces students, balances and amounts owed in another coach's account", async () => {
    const a = await ctx.coach()
    await json(
      await a.client.post(
        '/api/student-imports',
        request([
          {
            name: 'Ana Souza',
            phone: '11 91111-1111',
            email: 'ana@exemplo.com',
            credits: '5',
            expiry: br(addDaysIso(today(), 40)),
            owed: 'R$ 1.234,56',
            classe: 'Pro',
            gender: 'F',
            notes: 'Saque; voleio\n"forte"',
          },
          {
            name: 'Bruno Dias',
            phone: '+1 212 555 0123',
            gender: 'M',
            type: 'fixo',
            weeklyTime: 'qua 19h',
          },
          { name: 'Carla Reis', phone: '21 98888-7777', owed: '80' },
        ]),
      ),
    )
    const exported = await a.client.get('/api/students/export')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toContain('alunos.csv')
    const csv = new Uint8Array(await exported.arrayBuffer())

    const b = await ctx.coach()
    const sheet = await json(await uploadSheet(ctx, b.client, csv))
    const result = await json(await b.client.post('/api/student-imports', linesOf(sheet)))
    expect(result.report.problems).toEqual([])
    const shape = (list: Awaited<ReturnType<typeof students>>) =>
      list.map((s) => [
        s.name,
        s.phone,
        s.email,
        s.gender,
        s.type,
        s.classe,
        s.credits,
        s.balanceDueCents,
      ])
    expect(shape(await students(b.client))).toEqual(shape(await students(a.client)))
    const details = async (c: TestClient) =>
      Promise.all(
        (await students(c)).map(
          async (s) => (await json(await c.get(`/api/students/${s.id}`))).notes,
        ),
      )
    expect(await details(b.client)).toEqual(await details(a.client))
  })
})

describe('isolation', () => {
  it("never matches another coach's student: the same phone and e-mail make a student of one's own", async () => {
    const owner = await ctx.coach()
    const ana = await json(
      await owner.client.post('/api/students', {
        name: 'Ana da Dona',
        phone: '(11) 97777-1234',
        email: 'ana.dona@example.com',
        gender: 'female',
        type: 'fixed',
        classe: '2-classe',
        notes: 'segredo da dona',
      }),
    )
    const intruder = await ctx.coach()
    const body = request([
      { name: 'Ana Intrusa', phone: '11 97777-1234', email: 'ana.dona@example.com', credits: '9' },
    ])
    const preview = await json(await intruder.client.post('/api/student-imports/preview', body))
    expect(preview.students).toMatchObject([
      { action: 'create', studentId: null, name: 'Ana Intrusa' },
    ])
    expect(JSON.stringify(preview)).not.toContain(ana.id)
    expect(JSON.stringify(preview)).not.toContain('Ana da Dona')
    await json(await intruder.client.post('/api/student-imports', body))
    const after = await json(await owner.client.get(`/api/students/${ana.id}`))
    expect(after).toMatchObject({ name: 'Ana da Dona', credits: 0, notes: 'segredo da dona' })
    expect(await students(intruder.client)).toHaveLength(1)
  })
})

describe('erasure', () => {
  it("leaves nothing of an erased student in the import's record", async () => {
    const { client } = await ctx.coach()
    const bia = await json(
      await client.post('/api/students', {
        name: 'Bia Apagada',
        phone: '(11) 96666-1234',
        email: 'bia.antiga@example.com',
        gender: 'female',
        type: 'fixed',
        classe: '2-classe',
        notes: 'nota antiga',
      }),
    )
    const result = await json(
      await client.post(
        '/api/student-imports',
        request([{ name: 'Bia Apagada', phone: '11 96666-1234', email: 'bia.nova@example.com' }]),
      ),
    )
    const saved = async () =>
      queryRows<{ before: unknown }>(
        ctx.database.db,
        sql`SELECT before FROM student_import_items WHERE student_id = ${bia.id}`,
      )
    expect(JSON.stringify(await saved())).toContain('bia.antiga@example.com')
    expect((await client.post(`/api/students/${bia.id}/anonymize`)).status).toBe(200)
    expect(await saved()).toEqual([{ before: null }])
    const undo = await client.post(`/api/student-imports/${result.import.id}/undo`)
    expect(undo.status).toBe(409)
    expect((await errorBody(undo)).error.messageCode).toBe('import.undoEdited')
  })
})
