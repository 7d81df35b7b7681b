import { describe, expect, it } from 'vitest'
import type { DrillSuggestion, ProgressReport } from '../../../shared/schemas/progress.response'
import { addMonthsIso, periodRange } from './progress-period'
import {
  firstNameOf,
  listBR,
  messageAiData,
  messageText,
  summaryAiData,
  summaryText,
} from './progress-texts'

const drill = (name: string, objective: string): DrillSuggestion => ({
  drillId: `tenis.backhand.intermediario.${name.length}`,
  tag: 'Backhand',
  sport: 'Tênis',
  level: 'intermediario',
  name,
  objective,
  howTo: 'Linha 1\nLinha 2',
  reason: 'Backhand: média 2,5 nas últimas 4 aulas',
})

function report(over: Partial<ProgressReport> = {}): ProgressReport {
  return {
    studentId: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ana',
    period: '90d',
    from: '2026-08-27',
    to: '2026-11-24',
    ratings: [],
    averageRating: 3.8,
    previousAverageRating: 3.2,
    tags: [
      { tag: 'Backhand', count: 4, previousCount: 1 },
      { tag: 'Saque', count: 3, previousCount: 3 },
      { tag: 'Forehand', count: 2, previousCount: 0 },
      { tag: 'Smash', count: 1, previousCount: 0 },
      { tag: 'Mental', count: 0, previousCount: 2 },
    ],
    ...over,
    attendance: {
      classes: 6,
      previousClasses: 4,
      notifiedAbsences: 0,
      lateCancellations: 0,
      noShows: 0,
      streakWeeks: 3,
      lastClassDate: '2026-11-23T13:00:00.000Z',
      ...over.attendance,
    },
    credits: { remaining: 2, nextExpiry: '2026-12-15', packages: [], ...over.credits },
    lastNotes: over.lastNotes ?? [],
    suggestions: over.suggestions ?? [
      drill('Paredão de backhand', 'Ganhar consistência no backhand cruzado'),
    ],
  }
}

describe('the report period', () => {
  it('30 and 90 days end today and the previous period is as long, just before', () => {
    expect(periodRange('30d', '2026-11-24')).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
      previousFrom: '2026-09-26',
      previousTo: '2026-10-25',
    })
    expect(periodRange('90d', '2026-03-01')).toEqual({
      from: '2025-12-02',
      to: '2026-03-01',
      previousFrom: '2025-09-03',
      previousTo: '2025-12-01',
    })
  })

  it('12 months start the day after the same day a year ago; all has no start', () => {
    expect(periodRange('12m', '2026-11-24')).toEqual({
      from: '2025-11-25',
      to: '2026-11-24',
      previousFrom: '2024-11-25',
      previousTo: '2025-11-24',
    })
    expect(periodRange('12m', '2028-02-29').from).toBe('2027-03-01')
    expect(periodRange('all', '2026-11-24')).toEqual({
      from: null,
      to: '2026-11-24',
      previousFrom: null,
      previousTo: null,
    })
  })

  it('adds months clamped to the end of the month', () => {
    expect(addMonthsIso('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonthsIso('2028-02-29', -12)).toBe('2027-02-28')
    expect(addMonthsIso('2026-01-15', 13)).toBe('2027-02-15')
  })
})

describe('names and lists', () => {
  it('takes the first name only', () => {
    expect(firstNameOf('  Ana Beatriz   Souza ')).toBe('Ana')
    expect(firstNameOf('Zé')).toBe('Zé')
  })
  it('joins in Portuguese', () => {
    expect(listBR([])).toBe('')
    expect(listBR(['Saque'])).toBe('Saque')
    expect(listBR(['Saque', 'Voleio'])).toBe('Saque e Voleio')
    expect(listBR(['Saque', 'Voleio', 'Smash'])).toBe('Saque, Voleio e Smash')
  })
})

describe('the summary paragraph by rules', () => {
  it('says the real numbers: classes, average and its change, tags, streak, credits, next step', () => {
    expect(summaryText(report())).toBe(
      'Nos últimos 90 dias, Ana fez 6 aulas, com média 3,8 nas avaliações (subiu de 3,2 no período anterior). ' +
        'Os focos mais trabalhados foram Backhand (4 aulas), Saque (3) e Forehand (2). ' +
        'Sequência atual: 3 semanas seguidas com aula. ' +
        'Restam 2 créditos (o próximo vence em 15/12/2026). ' +
        'Próximo passo: Paredão de backhand — Ganhar consistência no backhand cruzado.',
    )
  })

  it('a lower or equal average, one tag, one week, one credit, absences', () => {
    const text = summaryText(
      report({
        period: '30d',
        averageRating: 3,
        previousAverageRating: 3.5,
        tags: [{ tag: 'Saque', count: 1, previousCount: 0 }],
        attendance: {
          classes: 1,
          previousClasses: 2,
          notifiedAbsences: 1,
          lateCancellations: 0,
          noShows: 2,
          streakWeeks: 1,
          lastClassDate: null,
        },
        credits: { remaining: 1, nextExpiry: '2027-01-02', packages: [] },
        suggestions: [],
      }),
    )
    expect(text).toBe(
      'Nos últimos 30 dias, Ana fez 1 aula, com média 3,0 nas avaliações (caiu de 3,5 no período anterior). ' +
        'O foco mais trabalhado foi Saque (1 aula). ' +
        'Sequência atual: 1 semana com aula. No período: 1 falta avisada e 2 faltas sem aviso. ' +
        'Resta 1 crédito (vence em 02/01/2027).',
    )
    expect(summaryText(report({ averageRating: 3.2 }))).toContain(
      'média 3,2 nas avaliações (a mesma do período anterior).',
    )
  })

  it('without classes, without a previous period, without credits', () => {
    const empty = summaryText(
      report({
        period: 'all',
        averageRating: null,
        previousAverageRating: null,
        tags: [],
        attendance: {
          classes: 0,
          previousClasses: 0,
          notifiedAbsences: 0,
          lateCancellations: 0,
          noShows: 0,
          streakWeeks: 0,
          lastClassDate: null,
        },
        credits: { remaining: 0, nextExpiry: null, packages: [] },
      }),
    )
    expect(empty).toBe(
      'Desde a primeira aula, Ana não teve aulas registradas. ' +
        'Não há créditos restantes: é hora de renovar o pacote. ' +
        'Próximo passo: Paredão de backhand — Ganhar consistência no backhand cruzado.',
    )
    expect(summaryText(report({ period: '12m', previousAverageRating: null }))).toContain(
      'Nos últimos 12 meses, Ana fez 6 aulas, com média 3,8 nas avaliações. ',
    )
  })

  it('gives the AI numbers, tags, notes and the first name — no ids', () => {
    const data = summaryAiData(
      report({
        lastNotes: [
          {
            sessionId: '00000000-0000-4000-8000-000000000009',
            date: '2026-11-23T13:00:00.000Z',
            rating: 4,
            note: 'Melhorou o saque',
          },
        ],
      }),
    )
    expect(data).toMatchObject({
      primeiroNome: 'Ana',
      periodo: '90 dias',
      aulas: 6,
      aulasPeriodoAnterior: 4,
      mediaNotas: 3.8,
      mediaPeriodoAnterior: 3.2,
      sequenciaSemanas: 3,
      observacoesDoTreinador: ['Melhorou o saque'],
    })
    const json = JSON.stringify(data)
    expect(json).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    expect(json).not.toContain('drillId')
  })
})

describe('the after-class message by rules', () => {
  const facts = {
    firstName: 'Ana',
    day: '2026-11-23',
    tags: ['Backhand', 'Saque'],
    rating: 4,
    note: 'Boa evolução na empunhadura.',
    suggestions: [
      drill('Paredão de backhand', 'Ganhar consistência no backhand cruzado'),
      drill('Saque no alvo', 'Acertar o saque nos cantos.'),
      drill('Terceiro', 'Nunca aparece'),
    ],
  }

  it('greets by first name and tells date, tags, rating, note and one or two exercises', () => {
    expect(messageText(facts)).toBe(
      [
        'Oi, Ana! Aqui vai o resumo da aula de 23/11/2026.',
        'Trabalhamos: Backhand e Saque.',
        'Avaliação: 4/5.',
        'Observação: Boa evolução na empunhadura.',
        'Próximos exercícios:',
        '• Paredão de backhand: Ganhar consistência no backhand cruzado.',
        '• Saque no alvo: Acertar o saque nos cantos.',
        'Até a próxima aula!',
      ].join('\n'),
    )
  })

  it('leaves out what the class does not have and shortens a long note', () => {
    const text = messageText({
      ...facts,
      tags: [],
      note: `${'a'.repeat(400)} fim`,
      suggestions: facts.suggestions.slice(0, 1),
    })
    expect(text).not.toContain('Trabalhamos')
    expect(text).toContain('Próximo exercício:')
    const note = text.split('\n').find((l) => l.startsWith('Observação: '))!
    expect(Array.from(note.slice('Observação: '.length))).toHaveLength(280)
    expect(note.endsWith('…')).toBe(true)
    expect(messageText({ ...facts, note: '  ' })).not.toContain('Observação')
  })

  it('gives the AI the class facts with the shortened note and two exercises', () => {
    const data = messageAiData({ ...facts, note: 'x'.repeat(500) })
    expect(data).toMatchObject({ primeiroNome: 'Ana', data: '23/11/2026', nota: '4/5' })
    expect(Array.from(data.observacao as string)).toHaveLength(280)
    expect(data.proximosExercicios).toHaveLength(2)
  })
})
