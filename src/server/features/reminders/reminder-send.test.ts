import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kit } from '../../../../tests/helpers/coach-kit'
import { today } from '../../../../tests/helpers/dates'
import {
  createTestContext,
  ok,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
  type TestContext,
} from '../../../../tests/helpers/test-app'
import { queryRows } from '../../../../tests/helpers/test-db'
import { REMINDERS } from '../../../shared/constants'
import { addDaysIso } from '../../../shared/domain/dates'
import { zonedInstant } from '../../../shared/domain/recurrence'
import { reminderOutboxSchema } from '../../../shared/schemas/reminders.response'
import { createMemoryMailer, type Mailer } from '../../mail'
import { pageLinkKeys } from '../student-page/student-page.service'
import { planReminders } from './reminder-plan'
import { CLAIM_MS, claimEmails, sendDueEmails } from './reminder-send'

/**
 * The e-mail sender (decision 0023): two senders at once send each message once; a crash
 * between the send and its record sends it again with the same Message-ID; failures are
 * retried with back-off, then shown to the coach.
 */
let ctx: TestContext
const keys = pageLinkKeys(TEST_APP_URL, TEST_AUTH_SECRET)
const at = (day: string, time: string) => zonedInstant(day, time, 'America/Sao_Paulo')
const evening = () => at(today(), '18:30')

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(async () => {
  await ctx?.close()
})

/** A coach with `count` students who agreed to e-mail, each with a lesson tomorrow, planned. */
async function plannedEmails(count: number) {
  const { client } = await ctx.coach()
  const k = kit(client)
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const s = await k.student(`Eva Email ${i}`, { email: `eva${i}.${Date.now()}@aluno.test` })
    await ok(
      await client.put(`/api/students/${s.id}/consents`, { channel: 'email', granted: true }),
    )
    await ok(
      await client.post('/api/lessons', {
        date: addDaysIso(today(), 1),
        time: `${String(8 + i).padStart(2, '0')}:00`,
        studentIds: [s.id],
        confirmOverlap: true,
      }),
      201,
    )
    ids.push(s.id)
  }
  await planReminders(ctx.database.db, { now: evening(), keys })
  return { client, ids }
}

const statusOf = async (studentIds: string[]) =>
  queryRows<{ status: string; attempts: number }>(
    ctx.database.db,
    sql`SELECT status, attempts FROM reminder_messages
     WHERE student_id IN (SELECT json_array_elements_text(${JSON.stringify(studentIds)}::json)::uuid)
     ORDER BY student_id`,
  )

describe('the e-mail sender', () => {
  it('two senders at once: every message goes once, with its id as Message-ID', async () => {
    const { ids } = await plannedEmails(3)
    const [a, b] = [createMemoryMailer(), createMemoryMailer()]
    // between 18:00 and 22:00 in São Paulo recording a consent has already planned them, due
    // at the real clock: the senders run at the later of the two
    const now = new Date(Math.max(evening().getTime(), Date.now()))
    await Promise.all([
      sendDueEmails(ctx.database.db, { mailer: a, keys, now }),
      sendDueEmails(ctx.database.db, { mailer: b, keys, now }),
    ])
    const mails = [...a.messages, ...b.messages].filter((m) => m.to.startsWith('eva'))
    expect(mails).toHaveLength(3)
    expect(new Set(mails.map((m) => m.id)).size).toBe(3)
    expect(mails[0]!.subject).toMatch(/^Lembrete de /)
    expect(mails[0]!.text).toContain('Para não receber mais lembretes')
    expect((await statusOf(ids)).map((r) => r.status)).toEqual(['sent', 'sent', 'sent'])
    // nothing left to send
    const again = createMemoryMailer()
    await sendDueEmails(ctx.database.db, {
      mailer: again,
      keys,
      now: new Date(now.getTime() + 60_000),
    })
    expect(again.messages).toEqual([])
  })

  it('a crash after claiming: the claim expires and the message goes again with the same id', async () => {
    const { ids } = await plannedEmails(1)
    const now = evening()
    // the sender that claimed it died before sending or recording anything
    const claimed = await claimEmails(ctx.database.db, now)
    expect(claimed.length).toBeGreaterThan(0)
    const early = createMemoryMailer()
    await sendDueEmails(ctx.database.db, {
      mailer: early,
      keys,
      now: new Date(now.getTime() + 1000),
    })
    expect(
      early.messages.filter((m) => m.to.startsWith('eva')),
      'still held',
    ).toEqual([])
    const later = createMemoryMailer()
    await sendDueEmails(ctx.database.db, {
      mailer: later,
      keys,
      now: new Date(now.getTime() + CLAIM_MS + 1000),
    })
    const mails = later.messages.filter((m) => m.to.startsWith('eva'))
    expect(mails).toHaveLength(1)
    const [row] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`SELECT id FROM reminder_messages WHERE student_id = ${ids[0]}`,
    )
    expect(mails[0]!.id).toBe(`reminder.${row!.id}@quadra`)
    expect((await statusOf(ids))[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('a failing mail server: retried with back-off, then failed and shown in Para enviar', async () => {
    const { client, ids } = await plannedEmails(1)
    const failing: Mailer = {
      mode: 'smtp',
      async send() {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      },
    }
    let now = evening()
    for (let attempt = 1; attempt <= REMINDERS.maxAttempts; attempt++) {
      // only the due ones are tried: a minute before the back-off ends, nothing happens
      await sendDueEmails(ctx.database.db, { mailer: failing, keys, now })
      const [row] = await queryRows<{ status: string; attempts: number; next_attempt_at: Date }>(
        ctx.database.db,
        sql`SELECT status, attempts, next_attempt_at FROM reminder_messages WHERE student_id = ${ids[0]}`,
      )
      expect(row!.attempts).toBe(attempt)
      expect(row!.status).toBe(attempt < REMINDERS.maxAttempts ? 'pending' : 'failed')
      now = new Date(new Date(row!.next_attempt_at).getTime() + 1000)
    }
    const box = reminderOutboxSchema.parse(await ok(await client.get('/api/reminders/outbox')))
    expect(box.pending).toHaveLength(1)
    expect(box.pending[0]).toMatchObject({ channel: 'email', status: 'failed', attempts: 5 })
    expect(box.pending[0]!.lastError).toContain('ECONNREFUSED')
  })
})
