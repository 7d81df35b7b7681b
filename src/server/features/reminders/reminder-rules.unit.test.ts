import { describe, expect, it } from 'vitest'
import { zonedInstant } from '../../../shared/domain/recurrence'
import type { PackageRow, Recipient } from './reminder-collect'
import { inQuietHours, lessonReminderAt, lessonReminderDue } from './reminder-due'
import { duePackages } from './reminder-facts'
import { retryDelayMs } from './reminder-send'
import { reminderText } from './reminder-text'

const TZ = 'America/Sao_Paulo'
const at = (day: string, time: string, tz = TZ) => zonedInstant(day, time, tz)

describe('when a reminder is due', () => {
  it('quiet hours are 22:00–07:00 in the zone', () => {
    expect(inQuietHours(at('2026-12-01', '21:59'), TZ)).toBe(false)
    expect(inQuietHours(at('2026-12-01', '22:00'), TZ)).toBe(true)
    expect(inQuietHours(at('2026-12-02', '06:59'), TZ)).toBe(true)
    expect(inQuietHours(at('2026-12-02', '07:00'), TZ)).toBe(false)
    // 20:00 in São Paulo is 23:00 in Lisbon: night there
    expect(inQuietHours(at('2026-12-01', '20:00'), 'Europe/Lisbon')).toBe(true)
    expect(inQuietHours(at('2026-12-01', '20:00'), TZ)).toBe(false)
  })

  it('the evening before is 18:00 local the day before; hours before counts back', () => {
    const lesson = at('2026-12-02', '07:30')
    expect(lessonReminderAt(lesson, { mode: 'evening_before', hours: 24 }, TZ)).toEqual(
      at('2026-12-01', '18:00'),
    )
    expect(lessonReminderAt(lesson, { mode: 'hours_before', hours: 3 }, TZ)).toEqual(
      at('2026-12-02', '04:30'),
    )
  })

  it('due from its moment until the lesson starts, never after', () => {
    const lesson = at('2026-12-02', '10:00')
    const s = { mode: 'evening_before' as const, hours: 24 }
    expect(lessonReminderDue(lesson, s, TZ, at('2026-12-01', '17:59'))).toBe(false)
    expect(lessonReminderDue(lesson, s, TZ, at('2026-12-01', '18:00'))).toBe(true)
    expect(lessonReminderDue(lesson, s, TZ, at('2026-12-02', '09:59'))).toBe(true)
    expect(lessonReminderDue(lesson, s, TZ, at('2026-12-02', '10:00'))).toBe(false)
  })

  it('back-off: 1, 5, 30 minutes, then 2 hours', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 5, 30, 120, 120, 120,
    ])
  })
})

const recipient = {
  user_id: 'u',
  student_id: 's',
  credits_low: true,
  package_expiring: true,
  payment_due: true,
} as Recipient
const pkg = (over: Partial<PackageRow>): PackageRow => ({
  id: 'p1',
  student_id: 's',
  name: 'Pacote de 8 aulas',
  remaining: 5,
  total: 8,
  purchase_date: '2026-11-01',
  expiry_date: '2027-01-30',
  due_date: '2026-11-01',
  balance: 0,
  created_at: new Date('2026-11-01T12:00:00Z'),
  ...over,
})

describe('what a package makes due', () => {
  it('credits low at 1 and at 0 of the newest package, each once (its own subject)', () => {
    const one = duePackages(recipient, [pkg({ remaining: 1 })], '2026-12-01')
    const none = duePackages(recipient, [pkg({ remaining: 0 })], '2026-12-01')
    expect(one.map((d) => [d.kind, d.subject])).toEqual([['credits_low', 'p1:1']])
    expect(none.map((d) => [d.kind, d.subject])).toEqual([['credits_low', 'p1:0']])
    expect(duePackages(recipient, [pkg({ remaining: 2 })], '2026-12-01')).toEqual([])
  })

  it('expiring within 7 days with credits left; payment due within 2 days; overdue up to 30', () => {
    const due = duePackages(
      recipient,
      [
        pkg({ id: 'a', expiry_date: '2026-12-07', remaining: 3 }),
        pkg({ id: 'b', balance: 5000, due_date: '2026-12-03', purchase_date: '2026-10-01' }),
        pkg({ id: 'c', balance: 5000, due_date: '2026-11-20', purchase_date: '2026-10-01' }),
        pkg({ id: 'd', balance: 5000, due_date: '2026-10-01', purchase_date: '2026-09-01' }),
      ],
      '2026-12-01',
    )
    expect(due.map((d) => `${d.kind} ${d.subject}`).sort()).toEqual([
      'package_expiring a',
      'payment_due b:2026-12-03',
      'payment_overdue c:2026-11-20',
    ])
  })
})

describe('the text', () => {
  const ctx = {
    studentName: 'Ana Clara Souza',
    coachName: 'Prof. Rafael',
    formats: { language: 'pt-BR' as const, currency: 'BRL' as const },
    pageUrl: 'https://quadra.app/a/TOKEN',
    pixCode: '000201PIX',
  }
  it('greets, bundles in order, gives the Pix and always says how to stop, in the language', () => {
    const pt = reminderText(
      [
        {
          kind: 'payment_overdue',
          packageName: 'Pacote de 8 aulas',
          dueDate: '2026-11-20',
          amountCents: 48000,
        },
        { kind: 'lesson', lessonId: 'L1', date: '2026-12-02', time: '18:00', club: 'Arena Sul' },
      ],
      { ...ctx, language: 'pt-BR' },
    )
    expect(pt.split('\n\n')[0]).toBe('Olá, Ana!')
    expect(pt.indexOf('quarta, 02/12/2026, às 18:00 — Arena Sul')).toBeLessThan(
      pt.indexOf('480,00'),
    )
    expect(pt).toContain('https://quadra.app/a/TOKEN#aula-L1')
    expect(pt).toContain('Pix copia e cola:\n000201PIX')
    expect(pt.endsWith('Para não receber mais lembretes: https://quadra.app/a/TOKEN/parar')).toBe(
      true,
    )
    const en = reminderText([{ kind: 'credits_low', remaining: 1 }], { ...ctx, language: 'en' })
    expect(en).toContain('Hi Ana!')
    expect(en).toContain('Your student page: https://quadra.app/a/TOKEN')
    expect(en.endsWith('To stop these reminders: https://quadra.app/a/TOKEN/parar')).toBe(true)
  })
})
