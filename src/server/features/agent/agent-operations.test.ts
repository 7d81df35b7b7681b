import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coachSuite, kit } from '../../../../tests/helpers/coach-kit'
import { daysFromToday } from '../../../../tests/helpers/dates'
import {
  expectCreditsMatchAssignments,
  expectLedgerBalanced,
} from '../../../../tests/helpers/invariants'
import type { TestClient } from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { agentExchangeSchema } from '../../../shared/schemas/agent.response'

/**
 * Every operation the agent performs, on a real database, through the conversation a coach
 * has: the proposal says what will change, Confirmar changes exactly that through the screens'
 * service (the screen then shows it), and each leaves another coach's data alone.
 */
const s = coachSuite(expectLedgerBalanced, expectCreditsMatchAssignments)

async function say(client: TestClient, text: string) {
  const res = await client.post('/api/agent/messages', { text })
  expect(res.status, await res.clone().text()).toBe(200)
  return agentExchangeSchema.parse(await res.json()).messages.at(-1)!
}
/** Says it, expects a proposal, confirms it: the reply to Confirmar. */
async function doIt(client: TestClient, text: string) {
  const proposal = await say(client, text)
  expect(proposal.proposal?.status, proposal.text).toBe('pending')
  const res = await client.post(`/api/agent/proposals/${proposal.proposal!.id}/confirm`)
  expect(res.status).toBe(200)
  return { proposal, done: agentExchangeSchema.parse(await res.json()).messages[0]! }
}
const count = async (q: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(s.ctx.database.db, q))[0]!.n

describe('what the agent does, each through its screen', () => {
  it('sells a package, then records its payment', async () => {
    const { client } = await s.ctx.coach()
    const k = kit(client)
    const carlos = await k.student('Carlos Mendes')
    const sold = await doIt(client, 'vende pacote de 8 aulas pro Carlos, 480 reais, 60 dias')
    expect(sold.proposal.text).toMatch(
      /8 aulas para Carlos Mendes por R\$\s480,00, válido por 60 dias/,
    )
    expect(sold.done.text).toMatch(/Carlos Mendes tem 8 créditos e deve R\$\s480,00/)
    const [pkg] = await k.packages(carlos.id)
    expect(pkg).toMatchObject({ totalClasses: 8, remainingClasses: 8 })
    const paid = await doIt(client, 'Carlos pagou 200 no pix')
    expect(paid.done.text).toMatch(/ainda deve R\$\s280,00/)
    expect((await k.packages(carlos.id))[0]!.money.paidCents).toBe(20000)
  })

  it("writes a feedback on the student's class of today", async () => {
    const { client } = await s.ctx.coach()
    const k = kit(client)
    const ana = await k.student('Ana Souza')
    const session = await k.session([ana.id])
    await doIt(client, 'Ana 5 estrelas, saque e voleio, melhorou muito a movimentação')
    const res = await client.get(`/api/sessions/${session.id}`)
    const body = (await res.json()) as {
      feedbacks: { studentId: string; rating: number; notes: string; tags: string[] }[]
    }
    const mine = body.feedbacks.find((f) => f.studentId === ana.id)!
    expect(mine.rating).toBe(5)
    expect(mine.notes).toContain('melhorou muito a movimentação')
  })

  it('schedules a class ahead, cancels the day for rain, and marks an absence', async () => {
    const { client, userId } = await s.ctx.coach()
    const k = kit(client)
    await k.student('Marina Rocha')
    await k.student('Pedro Alves')
    await doIt(client, 'aula amanhã 18h com Marina')
    const lessons = sql`SELECT count(*)::int AS n FROM lessons WHERE user_id = ${userId}`
    expect(await count(lessons)).toBe(1)
    const agenda = await say(client, 'agenda de amanhã')
    expect(agenda.text).toContain('18:00 Marina Rocha')
    const cancel = await doIt(client, 'cancela as aulas de amanhã, vai chover')
    expect(cancel.proposal.text).toContain('por chuva')
    const day = daysFromToday(1)
    const after = await (await client.get(`/api/agenda?from=${day}&to=${day}`)).json()
    expect(after.cancelledDays).toEqual([{ day, reason: 'rain' }])

    await doIt(client, 'aula amanhã 19h com Pedro')
    // the day is cancelled: the new lesson is the only one scheduled
    const absence = await doIt(client, 'marca falta avisada pro Pedro amanhã')
    expect(absence.proposal.text).toContain('falta avisada para Pedro Alves')
  })

  it('answers credits and who owes with the numbers of the screens', async () => {
    const { client } = await s.ctx.coach()
    const k = kit(client)
    const bia = await k.student('Beatriz Costa')
    await k.pkg(bia.id, { priceCents: 30000 })
    const credits = await say(client, 'quantos créditos a Bia tem?')
    expect(credits.text).toContain('Beatriz Costa tem 4 créditos')
    expect(credits.text).toMatch(/Em aberto: R\$\s300,00/)
    const owes = await say(client, 'quem tá devendo?')
    expect(owes.text).toMatch(/1 aluno\(s\) devendo, R\$\s300,00/)
    expect(owes.link).toBe('/app/students?payment=pending')
  })

  it("never names another coach's students", async () => {
    const owner = await s.ctx.coach()
    await kit(owner.client).student('Zuleica Prado')
    const other = await s.ctx.coach()
    const reply = await say(other.client, 'quantos créditos a Zuleica tem?')
    expect(reply.text).not.toContain('Prado')
    expect(reply.text).toContain('Não encontrei')
  })

  it('asks for what is missing and completes the message with the answer', async () => {
    const { client } = await s.ctx.coach()
    await kit(client).student('Lucas Martins')
    const asked = await say(client, 'vende pacote de 10 aulas pro Lucas, 60 dias')
    expect(asked.text).toBe('Qual o preço do pacote?')
    const proposal = await say(client, '500 reais')
    expect(proposal.proposal?.status).toBe('pending')
    expect(proposal.text).toMatch(/R\$\s500,00/)
  })
})

describe("the agent's 'manda o resumo'", () => {
  it('queues the after-class summary only with the consent, once', async () => {
    const { client, userId } = await s.ctx.coach()
    const k = kit(client)
    const bia = await k.student('Beatriz Costa', { email: 'bia.costa@example.com' })
    await k.session([bia.id])
    const refused = await doIt(client, 'manda o resumo da aula pra Bia')
    expect(refused.done.text).toContain('não autorizou mensagens')
    const consent = await client.put(`/api/students/${bia.id}/consents`, {
      channel: 'email',
      granted: true,
    })
    expect(consent.status).toBe(200)
    const sent = await doIt(client, 'manda o resumo da aula pra Bia')
    expect(sent.done.text).toContain('está na fila de envio')
    const summaries = sql`SELECT count(*)::int AS n FROM reminders
      WHERE user_id = ${userId} AND kind = 'class_summary'`
    expect(await count(summaries)).toBe(1)
    const again = await doIt(client, 'manda o resumo da aula pra Bia')
    expect(again.done.text).toContain('já foi enviado')
    expect(await count(summaries)).toBe(1)
  })
})
