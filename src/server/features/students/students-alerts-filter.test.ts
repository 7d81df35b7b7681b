import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  errorBody,
  ok,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { alertsPageSchema } from '../../../shared/schemas/alerts.response'
import { studentPageSchema } from '../../../shared/schemas/students.response'

/**
 * 'Com alertas' (`GET /api/students?alerts=open`): the dashboard's 'Ver todos os alertas' opens
 * the students list on the students with an open alert — the red icon's rule (open, not
 * dismissed), the caller's own only, with the other filters and the paging.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

describe("the students list filtered on 'Com alertas'", () => {
  it('lists the students with an open alert, not dismissed, of the caller only', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const semPacote = await k.student('Bruno Sem Pacote')
    await k.session([semPacote.id])
    const poucos = await k.student('Carla Poucos Créditos')
    await k.pkg(poucos.id, { totalClasses: 2, startDate: daysFromToday(-1) })
    await k.session([poucos.id])
    const tranquilo = await k.student('Diana Em Dia')
    await k.pkg(tranquilo.id, { totalClasses: 8 })
    const dispensado = await k.student('Eva Dispensada')
    await k.pkg(dispensado.id, { totalClasses: 2, startDate: daysFromToday(-1) })
    await k.session([dispensado.id])
    const open = alertsPageSchema.parse(await ok(await client.get('/api/alerts')))
    const evaAlert = open.items.find((a) => a.studentId === dispensado.id)!
    await ok(await client.post(`/api/alerts/${evaAlert.id}/dismiss`), 204)

    // another coach with alerts of her own
    const other = await ctx.coach()
    const stranger = await kit(other.client).student('Fábio De Outra')
    await kit(other.client).session([stranger.id])

    const list = studentPageSchema.parse(await ok(await client.get('/api/students?alerts=open')))
    expect(list.items.map((s) => s.name)).toEqual(['Bruno Sem Pacote', 'Carla Poucos Créditos'])
    expect(list.total).toBe(2)
    expect(list.unfilteredTotal).toBe(4)
    expect(list.items.every((s) => s.hasOpenAlert)).toBe(true)
    // with another filter and a page size of one
    const one = studentPageSchema.parse(
      await ok(await client.get('/api/students?alerts=open&q=carla&pageSize=1')),
    )
    expect(one.items.map((s) => s.name)).toEqual(['Carla Poucos Créditos'])
    const second = studentPageSchema.parse(
      await ok(await client.get('/api/students?alerts=open&pageSize=1&page=2')),
    )
    expect(second.items.map((s) => s.name)).toEqual(['Carla Poucos Créditos'])
    expect(second.total).toBe(2)

    const theirs = studentPageSchema.parse(
      await ok(await other.client.get('/api/students?alerts=open')),
    )
    expect(theirs.items.map((s) => s.name)).toEqual(['Fábio De Outra'])
  })

  it('refuses a value it does not know with a clear 400, never a 500', async () => {
    const { client } = await ctx.coach()
    const res = await client.get('/api/students?alerts=closed')
    expect(res.status).toBe(400)
    expect((await errorBody(res)).error.code).toBe('VALIDATION_ERROR')
  })
})
