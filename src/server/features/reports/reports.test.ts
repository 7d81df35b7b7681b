import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import {
  createTestContext,
  errorBody,
  json,
  type TestClient,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { MONEY_LIMITS, type PaymentMethod } from '../../../shared/constants'
import { todayIn } from '../../../shared/domain/dates'
import { payments } from '../../db/schema/payments'
import { profiles } from '../../db/schema/profiles'
import { students } from '../../db/schema/students'

/**
 * Issue 13 item 4–5: every report against a fixture computed by hand. The coach is in São Paulo
 * (UTC−3); the period is January–March 2025, with classes in December 2024 (lost students of
 * January) and April 2025 (retention of March). A class at 23:30 on 31 January is 02:30 UTC on
 * 1 February and must count in January; a payment on 1 February counts in February.
 */
const TZ = 'America/Sao_Paulo'
const PERIOD = 'from=2025-01-01&to=2025-03-31'
const at = (local: string) => `${local}:00-03:00`
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)

let ctx: TestContext
let client: TestClient
let other: TestClient
let userId: string
const ids: Record<string, string> = {}
const today = todayIn(TZ)

async function bytes(res: Response) {
  return new Uint8Array(await res.arrayBuffer())
}
/** The body of a CSV answer without its BOM, after checking the BOM and the headers. */
async function csvOf(res: Response, filename: string) {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`)
  const body = await bytes(res)
  expect([...body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(body).slice(1)
}

beforeAll(async () => {
  ctx = await createTestContext()
  const db = ctx.database.db
  const me = await ctx.coach()
  client = me.client
  userId = me.userId
  await db.update(profiles).set({ timezone: TZ }).where(eq(profiles.userId, userId))
  const k = kit(client)
  for (const name of ['Ana', 'Bia', 'Caio', 'Duda', 'Eva', 'Fábio', 'Gabi', 'Hugo', 'Inês'])
    ids[name] = (await k.student(`${name} Relatório`)).id
  const [ana, bia, caio, duda, eva, fabio, gabi, hugo, ines] = [
    'Ana',
    'Bia',
    'Caio',
    'Duda',
    'Eva',
    'Fábio',
    'Gabi',
    'Hugo',
    'Inês',
  ].map((n) => ids[n]!)

  // packages: sold Jan 20000 + 123450, Mar 33333 (Dec's is outside the period)
  const anaOld = await k.pkg(ana!, {
    startDate: '2024-12-01',
    paymentDate: '2024-12-01',
    dueDate: '2024-12-01',
    totalClasses: 10,
    priceCents: 100000,
  })
  const biaPkg = await k.pkg(bia!, {
    startDate: '2025-01-05',
    paymentDate: '2025-01-05',
    dueDate: '2025-01-05',
    totalClasses: 4,
    priceCents: 20000,
  })
  const caioPkg = await k.pkg(caio!, {
    startDate: '2025-01-31',
    paymentDate: '2025-01-31',
    dueDate: '2025-01-31',
    totalClasses: 8,
    priceCents: 123450,
  })
  await k.pkg(ana!, {
    startDate: '2025-03-15',
    paymentDate: '2025-03-15',
    dueDate: '2025-03-15',
    totalClasses: 5,
    priceCents: 33333,
  })
  // active today: two of 3 classes for R$ 100,00, one class used each → 2 × 10000 / 3 = 6666,67 → 6667 each
  await k.pkg(duda!, { totalClasses: 3, priceCents: 10000 })
  await k.pkg(eva!, { totalClasses: 3, priceCents: 10000 })
  // a one-class package used today: credits used up
  await k.pkg(fabio!, { totalClasses: 1, priceCents: 5000, validityDays: undefined })

  // classes
  await k.session([ana!], { date: at('2024-12-10T10:00') })
  await k.session([duda!], { date: at('2024-12-15T10:00') })
  await k.session([ana!, bia!], { date: at('2025-01-05T09:00') })
  await k.session([caio!], { date: at('2025-01-31T23:30') })
  await k.session([ana!, caio!], { date: at('2025-02-10T08:00') })
  await k.session([bia!], { date: at('2025-03-03T18:00') })
  await k.session([bia!], { date: at('2025-04-02T18:00') })
  await k.session([duda!, eva!, fabio!], { date: daysAgo(0).toISOString() })
  await k.session([hugo!], { date: daysAgo(30).toISOString() })

  // payments: Jan 50000 (dinheiro), Feb 20000 on the 1st (pix), Mar 30000 (cartão)
  const pay = (
    packageId: string,
    studentId: string,
    amountCents: number,
    paidOn: string,
    method: PaymentMethod,
    note: string | null = null,
  ) =>
    db.insert(payments).values({ userId, packageId, studentId, amountCents, paidOn, method, note })
  await pay(anaOld.id, ana!, 100000, '2024-12-01', 'pix')
  await pay(biaPkg.id, bia!, 20000, '2025-02-01', 'pix')
  await pay(caioPkg.id, caio!, 50000, '2025-01-31', 'dinheiro', 'Parcela; 1 de 2')
  await pay(caioPkg.id, caio!, 30000, '2025-03-01', 'cartao', '=cmd|/C calc')

  // Gabi (no class, no package) and Inês (inactive) registered 30 days ago
  await db
    .update(students)
    .set({ createdAt: daysAgo(30) })
    .where(inArray(students.id, [gabi!, ines!]))
  await db.update(students).set({ status: 'inactive' }).where(eq(students.id, ines!))

  // another coach, with data in the same months: never counted above
  const them = await ctx.coach()
  other = them.client
  const ko = kit(other)
  const zoe = await ko.student('Zoé Intrusa')
  const zoePkg = await ko.pkg(zoe.id, {
    startDate: '2025-01-10',
    paymentDate: '2025-01-10',
    priceCents: 777700,
  })
  await ko.pkg(zoe.id, { priceCents: 55500 })
  await ko.session([zoe.id], { date: at('2025-01-10T10:00') })
  await db.insert(payments).values({
    userId: them.userId,
    packageId: zoePkg.id,
    studentId: zoe.id,
    amountCents: 777700,
    paidOn: '2025-01-10',
    method: 'transferencia',
    note: 'Zoé =HYPERLINK',
  })
})
afterAll(() => ctx?.close())

describe('revenue', () => {
  it('sold by the package start date, received by the payment day, every month', async () => {
    const res = await client.get(`/api/reports/revenue?${PERIOD}`)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      months: [
        { month: '2025-01', soldCents: 143450, receivedCents: 50000, inProgress: false },
        { month: '2025-02', soldCents: 0, receivedCents: 20000, inProgress: false },
        { month: '2025-03', soldCents: 33333, receivedCents: 30000, inProgress: false },
      ],
      totals: { soldCents: 176783, receivedCents: 100000 },
    })
  })

  it('as CSV: BOM, semicolons, decimal comma, MM/yyyy and a total row', async () => {
    const csv = await csvOf(
      await client.get(`/api/reports/revenue.csv?${PERIOD}`),
      'receita-2025-01-01-a-2025-03-31.csv',
    )
    expect(csv).toBe(
      [
        'Mês;Vendido (R$);Recebido (R$);Situação',
        '01/2025;1434,50;500,00;Encerrado',
        '02/2025;0,00;200,00;Encerrado',
        '03/2025;333,33;300,00;Encerrado',
        'Total;1767,83;1000,00;',
        '',
      ].join('\r\n'),
    )
  })

  it('another coach sees only her own figures', async () => {
    const body = await json(await other.get(`/api/reports/revenue?${PERIOD}`))
    expect(body.totals).toEqual({ soldCents: 777700, receivedCents: 777700 })
    expect(body.months[0]).toEqual({
      month: '2025-01',
      soldCents: 777700,
      receivedCents: 777700,
      inProgress: false,
    })
  })
})

describe('activity', () => {
  it('classes, active, new and lost students and retention by month in the coach’s zone', async () => {
    const res = await client.get(`/api/reports/activity?${PERIOD}`)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      months: [
        // Ana, Bia, Caio (Caio's 23:30 class on the 31st); Bia and Caio new; Duda lost; 2 of 3 back in Feb
        {
          month: '2025-01',
          classes: 2,
          activeStudents: 3,
          newStudents: 2,
          lostStudents: 1,
          retention: 2 / 3,
          inProgress: false,
        },
        // Ana, Caio; Bia lost; none of them in March
        {
          month: '2025-02',
          classes: 1,
          activeStudents: 2,
          newStudents: 0,
          lostStudents: 1,
          retention: 0,
          inProgress: false,
        },
        // Bia; Ana and Caio lost; Bia back in April
        {
          month: '2025-03',
          classes: 1,
          activeStudents: 1,
          newStudents: 0,
          lostStudents: 2,
          retention: 1,
          inProgress: false,
        },
      ],
      totals: { classes: 4, newStudents: 2, lostStudents: 4 },
    })
  })

  it('has no retention for a month whose next month is not over', async () => {
    const month = today.slice(0, 7)
    const body = await json(await client.get(`/api/reports/activity?from=${month}-01&to=${today}`))
    expect(body.months).toEqual([
      // Duda, Eva, Fábio today (Hugo's class 30 days ago may be in this month or the last)
      expect.objectContaining({ month, retention: null }),
    ])
    expect(body.months[0]!.activeStudents).toBeGreaterThanOrEqual(3)
  })

  it('ends today: the months ahead are absent (nobody lost in them), the current one in progress', async () => {
    const month = today.slice(0, 7)
    const year = today.slice(0, 4)
    // the whole year and the next: every month after this one has not begun
    const period = `from=${year}-01-01&to=${Number(year) + 1}-12-31`
    const body = await json(await client.get(`/api/reports/activity?${period}`))
    expect(body.months.at(-1)).toMatchObject({ month, inProgress: true, retention: null })
    expect(body.months.filter((m: { month: string }) => m.month > month)).toEqual([])
    expect(body.months.filter((m: { inProgress: boolean }) => m.inProgress)).toHaveLength(1)
    // Duda, Eva and Fábio had a class today: nobody is counted lost in a month not yet begun
    expect(body.totals.lostStudents).toBe(
      body.months.reduce((s: number, m: { lostStudents: number }) => s + m.lostStudents, 0),
    )
    const revenue = await json(await client.get(`/api/reports/revenue?${period}`))
    expect(revenue.months.at(-1)).toMatchObject({ month, inProgress: true })
    expect(revenue.months.filter((m: { month: string }) => m.month > month)).toEqual([])

    const csv = await csvOf(
      await client.get(`/api/reports/activity.csv?${period}`),
      `atividade-${year}-01-01-a-${Number(year) + 1}-12-31.csv`,
    )
    const lines = csv.split('\r\n').filter(Boolean)
    const [mm, yyyy] = [month.slice(5, 7), month.slice(0, 4)]
    expect(lines.at(-1)).toMatch(new RegExp(`^${mm}/${yyyy};.*;Em andamento$`))
    expect(lines).toHaveLength(1 + Number(mm))

    // a period wholly ahead has no months
    const ahead = await json(
      await client.get(
        `/api/reports/activity?from=${Number(year) + 1}-01-01&to=${Number(year) + 1}-12-31`,
      ),
    )
    expect(ahead).toEqual({ months: [], totals: { classes: 0, newStudents: 0, lostStudents: 0 } })
  })

  it('as CSV, retention in percent', async () => {
    const csv = await csvOf(
      await client.get(`/api/reports/activity.csv?${PERIOD}`),
      'atividade-2025-01-01-a-2025-03-31.csv',
    )
    expect(csv.split('\r\n')).toEqual([
      'Mês;Aulas;Alunos ativos;Novos alunos;Alunos perdidos;Retenção (%);Situação',
      '01/2025;2;3;2;1;66,7;Encerrado',
      '02/2025;1;2;0;1;0,0;Encerrado',
      '03/2025;1;1;0;2;100,0;Encerrado',
      '',
    ])
  })
})

describe('students at risk', () => {
  it('one reason each, the longest without a class first, one page', async () => {
    const res = await client.get('/api/reports/at-risk')
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toMatchObject({ total: 6, page: 1, pageSize: MONEY_LIMITS.reportPageSize })
    expect(
      body.items.map((s: { name: string; reason: string; lastClassDate: string | null }) => [
        s.name,
        s.reason,
        s.lastClassDate,
      ]),
    ).toEqual([
      ['Gabi Relatório', 'no_recent_class', null],
      ['Ana Relatório', 'expired', '2025-02-10'],
      ['Caio Relatório', 'expired', '2025-02-10'],
      ['Bia Relatório', 'expired', '2025-04-02'],
      ['Hugo Relatório', 'no_recent_class', todayIn(TZ, daysAgo(30))],
      ['Fábio Relatório', 'no_credits', today],
    ])
    expect(body.items[0]!.studentId).toBe(ids.Gabi)
    expect(body.items[0]!.whatsappPhone).toMatch(/^5511\d{9}$/)
    const page2 = await json(await client.get('/api/reports/at-risk?page=2'))
    expect(page2).toEqual({ items: [], total: 6, page: 2, pageSize: MONEY_LIMITS.reportPageSize })
  })

  it('as CSV, every row', async () => {
    const csv = await csvOf(
      await client.get('/api/reports/at-risk.csv'),
      `alunos-em-risco-${today}.csv`,
    )
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Aluno;Motivo;Última aula;WhatsApp')
    expect(lines[1]).toMatch(/^Gabi Relatório;Sem aula recente;;\+5511\d{9}$/)
    expect(lines[2]).toMatch(/^Ana Relatório;Pacote vencido;10\/02\/2025;/)
    expect(lines[6]).toMatch(/^Fábio Relatório;Créditos esgotados;/)
    expect(lines).toHaveLength(8)
  })
})

describe('liability', () => {
  it('unused credits of active packages × price per class, rounded per package', async () => {
    expect(await json(await client.get('/api/reports/liability'))).toEqual({
      unusedCredits: 4,
      liabilityCents: 13334,
      packages: 2,
    })
    const csv = await csvOf(
      await client.get('/api/reports/liability.csv'),
      `creditos-a-usar-${today}.csv`,
    )
    expect(csv).toBe('Pacotes ativos;Créditos não usados;Valor (R$)\r\n2;4;133,34\r\n')
  })
})

describe('payment methods', () => {
  it('payments of the period by method, the largest first', async () => {
    expect(await json(await client.get(`/api/reports/payment-methods?${PERIOD}`))).toEqual({
      methods: [
        { method: 'dinheiro', amountCents: 50000, count: 1 },
        { method: 'cartao', amountCents: 30000, count: 1 },
        { method: 'pix', amountCents: 20000, count: 1 },
      ],
    })
    const csv = await csvOf(
      await client.get(`/api/reports/payment-methods.csv?${PERIOD}`),
      'formas-de-pagamento-2025-01-01-a-2025-03-31.csv',
    )
    expect(csv).toBe(
      'Forma de pagamento;Pagamentos;Valor (R$)\r\nDinheiro;1;500,00\r\nCartão;1;300,00\r\nPix;1;200,00\r\n',
    )
  })
})

describe("the accountant's exports", () => {
  it('payments of the period, dd/MM/yyyy, decimal comma, formulas defused, quoted semicolons', async () => {
    const csv = await csvOf(
      await client.get(`/api/exports/payments.csv?${PERIOD}`),
      'pagamentos-2025-01-01-a-2025-03-31.csv',
    )
    expect(csv.split('\r\n')).toEqual([
      'Data;Aluno;Pacote;Data da compra;Forma de pagamento;Valor (R$);Observação',
      '31/01/2025;Caio Relatório;Pacote de 8 aulas;31/01/2025;Dinheiro;500,00;"Parcela; 1 de 2"',
      '01/02/2025;Bia Relatório;Pacote de 4 aulas;05/01/2025;Pix;200,00;',
      "01/03/2025;Caio Relatório;Pacote de 8 aulas;31/01/2025;Cartão;300,00;'=cmd|/C calc",
      '',
    ])
  })

  it('packages sold in the period with what was paid and the payment status', async () => {
    const csv = await csvOf(
      await client.get(`/api/exports/packages.csv?${PERIOD}`),
      'pacotes-2025-01-01-a-2025-03-31.csv',
    )
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      'Data da compra;Aluno;Pacote;Aulas;Aulas restantes;Valor (R$);Pago (R$);Saldo (R$);Vencimento do pagamento;Validade;Situação do pagamento',
    )
    expect(lines.at(-1)).toBe('')
    const cells = lines.slice(1, -1).map((l) => l.split(';'))
    expect(cells.map((c) => [c[0], c[1], c[5], c[6], c[7], c[8], c[10]])).toEqual([
      ['05/01/2025', 'Bia Relatório', '200,00', '200,00', '0,00', '05/01/2025', 'Pago'],
      ['31/01/2025', 'Caio Relatório', '1234,50', '800,00', '434,50', '31/01/2025', 'Atrasado'],
      ['15/03/2025', 'Ana Relatório', '333,33', '0,00', '333,33', '15/03/2025', 'Atrasado'],
    ])
  })

  it("another coach's export carries only her rows", async () => {
    const csv = await csvOf(
      await other.get(`/api/exports/payments.csv?${PERIOD}`),
      'pagamentos-2025-01-01-a-2025-03-31.csv',
    )
    expect(csv.split('\r\n')).toEqual([
      'Data;Aluno;Pacote;Data da compra;Forma de pagamento;Valor (R$);Observação',
      '10/01/2025;Zoé Intrusa;Pacote de 4 aulas;10/01/2025;Transferência;7777,00;Zoé =HYPERLINK',
      '',
    ])
    const mine = await json(await client.get('/api/reports/at-risk'))
    expect(JSON.stringify(mine)).not.toContain('Zoé')
  })
})

describe('an empty period and bad periods', () => {
  it('answers every month with zeros, and header-only CSVs', async () => {
    const { client: fresh } = await ctx.coach()
    expect(
      await json(await fresh.get('/api/reports/revenue?from=2025-11-15&to=2026-01-10')),
    ).toEqual({
      months: [
        { month: '2025-11', soldCents: 0, receivedCents: 0, inProgress: false },
        { month: '2025-12', soldCents: 0, receivedCents: 0, inProgress: false },
        { month: '2026-01', soldCents: 0, receivedCents: 0, inProgress: false },
      ],
      totals: { soldCents: 0, receivedCents: 0 },
    })
    const activity = await json(await fresh.get(`/api/reports/activity?${PERIOD}`))
    expect(activity.months).toHaveLength(3)
    expect(activity.months[1]).toEqual({
      month: '2025-02',
      classes: 0,
      activeStudents: 0,
      newStudents: 0,
      lostStudents: 0,
      retention: null,
      inProgress: false,
    })
    expect(await json(await fresh.get(`/api/reports/payment-methods?${PERIOD}`))).toEqual({
      methods: [],
    })
    expect(await json(await fresh.get('/api/reports/at-risk'))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: MONEY_LIMITS.reportPageSize,
    })
    expect(await json(await fresh.get('/api/reports/liability'))).toEqual({
      unusedCredits: 0,
      liabilityCents: 0,
      packages: 0,
    })
    const csv = await csvOf(
      await fresh.get(`/api/exports/packages.csv?${PERIOD}`),
      'pacotes-2025-01-01-a-2025-03-31.csv',
    )
    expect(csv.split('\r\n')).toHaveLength(2)
  })

  it('refuses a bad period with the schema’s message (400, never 500)', async () => {
    for (const path of [
      '/api/reports/revenue',
      '/api/reports/activity.csv',
      '/api/exports/payments.csv',
    ] as const) {
      const reversed = await client.get(`${path}?from=2025-03-01&to=2025-01-01`)
      expect(reversed.status).toBe(400)
      expect(JSON.stringify(await errorBody(reversed))).toContain(
        'A data inicial deve ser anterior à final',
      )
      const long = await client.get(`${path}?from=2019-01-01&to=2025-01-01`)
      expect(long.status).toBe(400)
      expect(JSON.stringify(await errorBody(long))).toContain(
        'Período muito longo (máximo de 5 anos)',
      )
      expect((await client.get(`${path}?from=2025-02-30&to=2025-03-01`)).status).toBe(400)
      expect((await client.get(path)).status).toBe(400)
    }
    expect((await client.get('/api/reports/at-risk?page=0')).status).toBe(400)
  })
})
