import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bodyOf,
  createTestContext,
  errorBody,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { leads } from '../../db/schema/leads'
import { allLeads } from './leads.service'
import { csvCell, leadsToCsv } from './leads-csv'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const pt = {
  name: 'Joana Dias',
  email: 'Joana@Example.com',
  phone: '+5511987654321',
  sports: ['Padel', 'Beach Tennis'],
  extraSport: 'Frescobol',
  heardFrom: 'friends',
  language: 'pt',
}

describe('POST /api/leads (public)', () => {
  it('stores a Portuguese lead without a session, Brazil set automatically', async () => {
    const res = await ctx.client().post('/api/leads', pt)
    expect(res.status).toBe(201)
    const [lead] = (await allLeads(ctx.database.db)).filter((l) => l.name === 'Joana Dias')
    expect(lead).toMatchObject({
      email: 'joana@example.com',
      phone: '+5511987654321',
      country: 'Brazil',
      sports: ['Padel', 'Beach Tennis'],
      extraSport: 'Frescobol',
      heardFrom: 'friends',
      language: 'pt',
    })
  })

  it('validates again on the server, in the lead’s language', async () => {
    const ptRes = await ctx.client().post('/api/leads', { ...pt, phone: '+1415555' })
    expect(ptRes.status).toBe(400)
    expect((await errorBody(ptRes)).error.message).toBe(
      'Informe o telefone com +55 e DDD, ex.: +5511999999999',
    )
    const enRes = await ctx
      .client()
      .post('/api/leads', { ...pt, phone: '+14155552671', language: 'en' })
    expect((await errorBody(enRes)).error.message).toBe('Country is required')
    const other = await ctx.client().post('/api/leads', { ...pt, heardFrom: 'other' })
    expect((await errorBody(other)).error.issues).toContainEqual({
      path: 'heardFromOther',
      message: 'Conte onde você nos conheceu',
      messageCode: 'lead.heardFromOtherRequired',
      messageParams: {},
    })
    const en = await ctx.client().post('/api/leads', {
      ...pt,
      phone: '+14155552671',
      language: 'en',
      country: 'Other',
      countryOther: 'Chile',
      heardFrom: 'other',
      heardFromOther: 'A podcast',
    })
    expect(en.status).toBe(201)
  })

  it('drops a bot that fills the honeypot, answering as if all went well', async () => {
    const before = (await allLeads(ctx.database.db)).length
    const res = await ctx
      .client()
      .post('/api/leads', { ...pt, name: 'Bot', website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect((await allLeads(ctx.database.db)).length).toBe(before)
  })

  it('never answers 500 to junk', async () => {
    for (const body of [
      {},
      { language: 'pt' },
      { sports: 'x', language: 'en' },
      { name: 1, email: [], language: 'pt' },
    ]) {
      expect((await ctx.client().post('/api/leads', body)).status).toBe(400)
    }
    const bad = await ctx.client().request('POST', '/api/leads')
    expect(bad.status).toBe(400)
  })

  it('limits submissions per client IP', async () => {
    const limited = await createTestContext({ leadRateLimit: { max: 3, windowSeconds: 600 } })
    try {
      const statuses = []
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await limited.client().post('/api/leads', { ...pt, email: `x${i}@example.com` })).status,
        )
      expect(statuses).toEqual([201, 201, 201, 429, 429])
      await limited.database.db.delete(leads)
    } finally {
      await limited.close()
    }
  })
})

describe('CSV export', () => {
  it('quotes, escapes and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+5511987654321')).toBe('+5511987654321')
    expect(csvCell('-cmd')).toBe("'-cmd")
  })

  it('writes one line per lead with a header', async () => {
    const csv = leadsToCsv(await allLeads(ctx.database.db))
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toBe(
      'created_at,name,email,phone,country,sports,extra_sport,heard_from,heard_from_other,language',
    )
    expect(
      lines.some((l) =>
        l.includes(
          'Joana Dias,joana@example.com,+5511987654321,Brazil,Padel; Beach Tennis,Frescobol,friends,,pt',
        ),
      ),
    ).toBe(true)
  })
})

describe('the OpenAPI document', () => {
  it("describes the lead form's fields", async () => {
    const doc = await bodyOf<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }
      >
      components?: {
        schemas?: Record<string, { properties?: Record<string, { description?: string }> }>
      }
    }>(await ctx.client().request('GET', '/api/openapi.json'))
    let schema = doc.paths['/api/leads']?.post?.requestBody?.content['application/json']
      ?.schema as {
      $ref?: string
      properties?: Record<string, { description?: string }>
    }
    if (schema?.$ref) schema = doc.components!.schemas![schema.$ref.split('/').pop()!]!
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'phone',
        'country',
        'countryOther',
        'sports',
        'extraSport',
        'heardFrom',
        'heardFromOther',
        'language',
      ]),
    )
    expect(schema.properties!.heardFrom!.description).toMatch(/twitter/)
  })
})
