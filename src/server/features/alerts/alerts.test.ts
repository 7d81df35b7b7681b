import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import { createTestContext, json, type TestContext } from '../../../../tests/helpers/test-app'
import { syncAllAlerts } from './alerts.service'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const expired = (days: number) => ({
  startDate: daysFromToday(-days),
  paymentDate: daysFromToday(-days),
  validityDays: 30,
})

describe('dismissing an alert that needs no action', () => {
  it('hides it from the dashboard, the list and the student, and the sync does not raise it again', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Olga Venceu')
    await k.pkg(s.id, expired(35))
    await syncAllAlerts(ctx.database.db)
    const [alert] = await k.alerts()
    expect(alert).toMatchObject({ type: 'expired_package', studentId: s.id })

    expect((await client.post(`/api/alerts/${alert!.id}/dismiss`)).status).toBe(204)
    expect(await k.alerts()).toEqual([])
    expect((await json(await client.get('/api/dashboard'))).alertsTotal).toBe(0)
    expect((await json(await client.get('/api/students'))).items[0]!.hasOpenAlert).toBe(false)

    await syncAllAlerts(ctx.database.db) // the hourly check: same package, stays dismissed
    expect(await k.alerts()).toEqual([])

    // undo brings it back
    expect((await client.post(`/api/alerts/${alert!.id}/restore`)).status).toBe(204)
    expect((await k.alerts()).map((a) => a.id)).toEqual([alert!.id])
  })

  it('a new cause (another package expiring) raises the alert again', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Pia Dois Pacotes')
    await k.pkg(s.id, expired(40))
    await syncAllAlerts(ctx.database.db)
    const [first] = await k.alerts()
    await client.post(`/api/alerts/${first!.id}/dismiss`)
    const second = await k.pkg(s.id, expired(32)) // expired more recently: the new cause
    await syncAllAlerts(ctx.database.db)
    const alerts = (await json(await client.get('/api/alerts'))).items
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'expired_package', packageId: second.id }),
    ])
  })

  it('an unassigned class cannot be dismissed: it needs a package', async () => {
    const { client } = await ctx.coach()
    const k = kit(client)
    const s = await k.student('Rui Sem Pacote')
    await k.session([s.id])
    const [alert] = await k.alerts()
    expect(alert!.type).toBe('unassigned_session')
    const res = await client.post(`/api/alerts/${alert!.id}/dismiss`)
    expect(res.status).toBe(409)
    expect(await json(res)).toMatchObject({
      error: {
        code: 'ALERT_NOT_DISMISSIBLE',
        message:
          'Este alerta não pode ser dispensado: ele some quando a aula for vinculada a um pacote.',
      },
    })
    expect(await k.alerts()).toHaveLength(1)
    expect((await client.post('/api/alerts/not-a-uuid/dismiss')).status).toBe(404)
  })
})
