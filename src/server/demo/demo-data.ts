import { PAYMENT_METHODS } from '../../shared/constants'
import { addDaysIso, todayIn } from '../../shared/domain/dates'
import { packageCreateSchema } from '../../shared/schemas/package'
import type { Db } from '../db/client'
import { syncAllAlerts } from '../features/alerts/alerts.service'
import { createPackage } from '../features/packages/packages.service'
import {
  createClubRecord,
  createSessionRecord,
  createStudentRecord,
  type StudentSeed,
} from './records'

/** A demo student, and how many days ago their first package started (null: no package). */
type DemoStudent = { id: string; name: string; since: number | null }

/** A realistic roster for the demo coach: students of every kind, packages in every state, clubs. */
const STUDENTS: (StudentSeed & {
  packages?: { classes: number; price: number; daysAgo: number; validity?: number }[]
})[] = [
  {
    name: 'Ana Beatriz Souza',
    email: 'ana.souza@email.com',
    gender: 'female',
    classe: '3-classe',
    notes: 'Quer melhorar o backhand de uma mão. Joga torneios da federação.',
    packages: [{ classes: 10, price: 120000, daysAgo: 12, validity: 60 }],
  },
  {
    name: 'Bruno Carvalho',
    email: 'bruno.c@email.com',
    gender: 'male',
    classe: '2-classe',
    packages: [{ classes: 8, price: 96000, daysAgo: 40, validity: 60 }],
  },
  {
    name: 'Camila Ferreira',
    gender: 'female',
    type: 'occasional',
    classe: '5-classe',
    notes: 'Aulas avulsas aos sábados.',
    packages: [{ classes: 1, price: 15000, daysAgo: 0 }],
  },
  {
    name: 'Daniel Oliveira',
    email: 'daniel.oli@email.com',
    gender: 'male',
    classe: '4-classe',
    packages: [{ classes: 4, price: 52000, daysAgo: 3 }],
  },
  {
    name: 'Eduarda Lima',
    gender: 'female',
    classe: '6-classe',
    notes: 'Iniciante. Trabalhar empunhadura e posicionamento.',
    packages: [{ classes: 4, price: 48000, daysAgo: 25 }],
  },
  {
    name: 'Felipe Santos',
    email: 'felipe.santos@email.com',
    gender: 'male',
    classe: 'profissional',
    notes: 'Preparação para o circuito nacional.',
    packages: [{ classes: 20, price: 300000, daysAgo: 5, validity: 90 }],
  },
  {
    name: 'Gabriela Rocha',
    gender: 'female',
    classe: '4-classe',
    packages: [{ classes: 8, price: 88000, daysAgo: 70, validity: 60 }],
  },
  { name: 'Henrique Alves', gender: 'male', type: 'occasional', classe: '7-classe' },
  {
    name: 'Isabela Martins',
    email: 'isa.martins@email.com',
    gender: 'female',
    classe: '3-classe',
    packages: [{ classes: 12, price: 138000, daysAgo: 20, validity: 60 }],
  },
  {
    name: 'João Pedro Costa',
    gender: 'male',
    classe: '5-classe',
    notes: 'Joga beach tennis também.',
    packages: [{ classes: 4, price: 48000, daysAgo: 27 }],
  },
  {
    name: 'Larissa Mendes',
    gender: 'female',
    classe: '2-classe',
    packages: [{ classes: 10, price: 130000, daysAgo: 8, validity: 45 }],
  },
  {
    name: 'Lucas Ribeiro',
    email: 'lucas.r@email.com',
    gender: 'male',
    classe: '6-classe',
    packages: [{ classes: 2, price: 26000, daysAgo: 1, validity: 15 }],
  },
  {
    name: 'Mariana Gomes',
    gender: 'female',
    classe: '1-classe',
    packages: [{ classes: 16, price: 208000, daysAgo: 15, validity: 90 }],
  },
  {
    name: 'Nicolas Barbosa',
    gender: 'male',
    type: 'occasional',
    classe: '7-classe',
    notes: 'Criança de 11 anos. Responsável: Paula (mãe).',
  },
  {
    name: 'Olívia Araújo',
    gender: 'female',
    classe: '4-classe',
    packages: [{ classes: 4, price: 52000, daysAgo: 2 }],
  },
  {
    name: 'Paulo Henrique Dias',
    email: 'ph.dias@email.com',
    gender: 'male',
    classe: '3-classe',
    packages: [{ classes: 8, price: 96000, daysAgo: 35, validity: 40 }],
  },
  {
    name: 'Rafaela Teixeira',
    gender: 'female',
    classe: '5-classe',
    packages: [{ classes: 4, price: 48000, daysAgo: 10 }],
  },
  {
    name: 'Sérgio Nunes',
    gender: 'male',
    classe: '6-classe',
    notes: 'Recuperando de lesão no ombro: evitar saque forte.',
  },
  {
    name: 'Tatiane Moreira',
    gender: 'female',
    type: 'occasional',
    classe: '7-classe',
    packages: [{ classes: 1, price: 15000, daysAgo: 0 }],
  },
  {
    name: 'Vinícius Pereira',
    email: 'vini.p@email.com',
    gender: 'male',
    classe: '2-classe',
    packages: [{ classes: 10, price: 130000, daysAgo: 18, validity: 60 }],
  },
]

export async function seedDemoRoster(db: Db, ownerId: string) {
  const today = todayIn('America/Sao_Paulo')
  await createClubRecord(db, ownerId, {
    name: 'Clube Paulistano de Tênis',
    address: 'Rua Honduras, 1400 — Jardim América, São Paulo',
    phone: '1130651234',
    isDefault: true,
  })
  await createClubRecord(db, ownerId, {
    name: 'Arena Beach Ibirapuera',
    address: 'Av. República do Líbano, 1111 — São Paulo',
    phone: '11987651234',
  })
  await createClubRecord(db, ownerId, {
    name: 'Padel Point Moema',
    address: 'Av. Ibirapuera, 2500 — Moema, São Paulo',
  })
  const students: DemoStudent[] = []
  for (const [i, s] of STUDENTS.entries()) {
    const student = await createStudentRecord(db, ownerId, {
      ...s,
      phone: `119${String(87_650_000 + i * 1_111).slice(-8)}`,
    })
    const starts = (s.packages ?? []).map((p) => p.daysAgo)
    students.push({ ...student, since: starts.length ? Math.max(...starts) : null })
    for (const p of s.packages ?? []) {
      const start = addDaysIso(today, -p.daysAgo)
      // the roster's packages were paid when sold, by the usual methods (the money states a
      // coach meets — part paid, overdue, due later — are in demo-showcase.ts)
      await createPackage(
        db,
        ownerId,
        packageCreateSchema.parse({
          studentId: student.id,
          totalClasses: p.classes,
          priceCents: p.price,
          startDate: start,
          paymentDate: start,
          validityDays: p.classes === 1 ? null : (p.validity ?? 30),
          payment: { method: PAYMENT_METHODS[i % 4] },
        }),
      )
    }
  }
  return students
}

const NOTES = [
  'Treino de consistência no fundo de quadra.',
  'Foco em devolução de saque e transição para a rede.',
  'Jogo de pontos com situações de pressão.',
  'Correção da empunhadura no backhand.',
  'Trabalho de pernas e recuperação.',
  null,
]
const FEEDBACK = [
  'Boa evolução no posicionamento.',
  'Ainda erra muito na bola alta.',
  'Muito focado hoje, ótimo treino.',
  'Cansou no final; trabalhar preparo físico.',
  '',
]
const TAG_SETS = [
  ['Técnica', 'Forehand'],
  ['Saque'],
  ['Tática', 'Mental'],
  ['Físico', 'Movimentação'],
  ['Backhand', 'Técnica'],
  ['Voleio'],
  [],
]

/** Classes over the last two months: groups and private lessons, some without a package. */
export async function seedDemoSessions(
  db: Db,
  coach: { id: string; email: string; name: string },
  students: DemoStudent[],
) {
  let n = 0
  for (let day = 56; day >= 0; day -= 1) {
    if (day % 7 === 6) continue // Sundays off
    const perDay = day === 0 ? 2 : (day % 2 === 0 ? 1 : 0) + (day % 5 === 0 ? 1 : 0)
    for (let k = 0; k < perDay; k++) {
      n += 1
      const size = 1 + (n % 3)
      const group = Array.from(
        { length: size },
        (_, i) => students[(n * 3 + i * 5) % students.length]!,
      )
      // A student with packages joins classes from their first package's start on (a class
      // before it would have no valid package); students without packages show that path.
      const present = group.filter((s) => s.since === null || s.since >= day)
      const ids = [...new Set(present.map((s) => s.id))]
      if (ids.length === 0) continue
      const date = new Date(Date.now() - day * 86_400_000)
      date.setHours(8 + ((n * 2) % 11), n % 2 ? 30 : 0, 0, 0)
      if (date.getTime() > Date.now()) date.setTime(Date.now() - 3_600_000 * (k + 1))
      await createSessionRecord(db, coach, ids, {
        date,
        notes: NOTES[n % NOTES.length] ?? null,
        ratings: ids.map((_, i) => 3 + ((n + i) % 3)),
        tags: ids.map((_, i) => TAG_SETS[(n + i) % TAG_SETS.length]!),
        notesPerStudent: ids.map((_, i) => FEEDBACK[(n + i) % FEEDBACK.length]!),
      })
    }
  }
  await syncAllAlerts(db)
  return n
}
