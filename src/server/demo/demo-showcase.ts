import { addDaysIso, todayIn } from '../../shared/domain/dates'
import { isoWeekday } from '../../shared/domain/recurrence'
import { lessonCreateSchema, lessonSeriesCreateSchema } from '../../shared/schemas/agenda'
import { packageCreateSchema } from '../../shared/schemas/package'
import { shareCreateSchema } from '../../shared/schemas/progress'
import type { Db } from '../db/client'
import { createLesson } from '../features/agenda/lesson-create'
import { createSeries } from '../features/agenda/series-create'
import { createPackage } from '../features/packages/packages.service'
import { savePixSettings } from '../features/payments/pix.service'
import {
  createPageLink,
  createShare,
  pageLinkKeys,
} from '../features/student-page/student-page.service'

/**
 * What the demo coach shows beyond the roster and the history: money in every state (paid,
 * part paid, overdue, due later), a Pix key to charge with, weekly slots with lessons today and
 * ahead, and one student's shared page with a report and an after-class message. Through the
 * same services as the API, so the demo obeys every rule.
 */

const ZONE = 'America/Sao_Paulo'

type Student = { id: string; name: string }

/** The packages sold on top of the roster's: one per money state a coach meets. */
const MONEY: {
  student: string
  classes: number
  price: number
  daysAgo: number
  paid: 'full' | 'part' | 'none'
  /** Days from today to the due date (negative: past, so overdue while unpaid). */
  dueIn?: number
}[] = [
  // paid in full (Pix on the day)
  { student: 'Vinícius Pereira', classes: 4, price: 52000, daysAgo: 2, paid: 'full' },
  // part paid: half now, the rest later
  { student: 'Isabela Martins', classes: 8, price: 96000, daysAgo: 6, paid: 'part', dueIn: 10 },
  // overdue: nothing paid, due a week ago
  {
    student: 'Paulo Henrique Dias',
    classes: 4,
    price: 48000,
    daysAgo: 12,
    paid: 'none',
    dueIn: -7,
  },
  // overdue and part paid
  { student: 'Gabriela Rocha', classes: 8, price: 88000, daysAgo: 9, paid: 'part', dueIn: -2 },
  // sold today, due at the end of the week: owed, not late
  { student: 'Olívia Araújo', classes: 4, price: 52000, daysAgo: 0, paid: 'none', dueIn: 5 },
]

export async function seedDemoShowcase(
  db: Db,
  ownerId: string,
  students: Student[],
  opts: { appUrl: string; secret: string },
): Promise<{ pageUrl: string | null; lessonsToday: number; slots: number }> {
  const today = todayIn(ZONE)
  const byName = (name: string) => {
    const s = students.find((x) => x.name === name)
    if (!s) throw new Error(`demo student not found: ${name}`)
    return s
  }

  await savePixSettings(db, ownerId, {
    keyType: 'email',
    key: 'pix.carlamendes@quadra.app',
    name: 'Carla Mendes',
    city: 'Sao Paulo',
  })

  for (const m of MONEY) {
    const start = addDaysIso(today, -m.daysAgo)
    await createPackage(
      db,
      ownerId,
      packageCreateSchema.parse({
        studentId: byName(m.student).id,
        totalClasses: m.classes,
        priceCents: m.price,
        startDate: start,
        paymentDate: start,
        validityDays: 60,
        ...(m.dueIn !== undefined ? { dueDate: addDaysIso(today, m.dueIn) } : {}),
        ...(m.paid === 'full' ? { payment: { method: 'pix' } } : {}),
        ...(m.paid === 'part'
          ? { payment: { method: 'dinheiro', amountCents: Math.round(m.price / 2) } }
          : {}),
      }),
    )
  }

  // weekly slots: one meets today (its lesson at 18:00, and one at 07:00, already past on a
  // normal day: 'to register'), the other tomorrow; and one-off lessons today and tomorrow
  const wd = (offset: number) => isoWeekday(addDaysIso(today, offset))
  const slots = [
    { weekdays: [wd(0), wd(2)], time: '18:00', students: ['Ana Beatriz Souza', 'Isabela Martins'] },
    { weekdays: [wd(0), wd(3)], time: '07:00', students: ['Felipe Santos'] },
    { weekdays: [wd(1), wd(4)], time: '19:00', students: ['Mariana Gomes', 'Larissa Mendes'] },
  ]
  for (const s of slots) {
    await createSeries(
      db,
      ownerId,
      lessonSeriesCreateSchema.parse({
        weekdays: [...new Set(s.weekdays)],
        time: s.time,
        durationMinutes: 60,
        startDate: today,
        studentIds: s.students.map((n) => byName(n).id),
      }),
    )
  }
  const oneOff = [
    { date: today, time: '12:00', students: ['Daniel Oliveira'] },
    { date: today, time: '20:00', students: ['Rafaela Teixeira', 'João Pedro Costa'] },
    { date: addDaysIso(today, 1), time: '10:00', students: ['Lucas Ribeiro'] },
  ]
  for (const l of oneOff) {
    await createLesson(
      db,
      ownerId,
      lessonCreateSchema.parse({
        date: l.date,
        time: l.time,
        durationMinutes: 60,
        studentIds: l.students.map((n) => byName(n).id),
        confirmOverlap: true,
      }),
    )
  }

  // Ana's page, shared: a progress report and an after-class message on it
  const ana = byName('Ana Beatriz Souza')
  const link = await createPageLink(
    db,
    { ownerId, studentId: ana.id },
    pageLinkKeys(opts.appUrl, opts.secret),
  )
  await createShare(
    db,
    { ownerId, studentId: ana.id },
    shareCreateSchema.parse({
      kind: 'report',
      period: '30d',
      text: 'Nos últimos 30 dias, Ana fez 8 aulas, com média 4,4 (antes 3,9). O backhand de uma mão ganhou consistência e a devolução de saque está mais agressiva. Próximo passo: transição para a rede depois do slice.',
    }),
  )
  await createShare(
    db,
    { ownerId, studentId: ana.id },
    shareCreateSchema.parse({
      kind: 'message',
      text: 'Oi, Ana! Aqui vai o resumo da aula de hoje.\nTrabalhamos: Backhand e Devolução.\nAvaliação: 5/5.\nÓtima aula, continue assim! Até a próxima!',
    }),
  )
  const lessonsToday = slots.filter((s) => s.weekdays.includes(wd(0))).length + 2
  return { pageUrl: link.url, lessonsToday, slots: slots.length }
}
