import type { DrillSuggestion, ProgressReport } from '../../../shared/api-types'
import {
  PROGRESS_LIMITS,
  PROGRESS_PERIOD_LABELS,
  type ProgressPeriod,
} from '../../../shared/constants'
import { formatDateBR } from '../../../shared/domain/dates'
import { shortenText } from '../../../shared/domain/whatsapp'

/**
 * The rule-based texts of issue 12 (pure): the report's summary paragraph and the after-class
 * message, with the real numbers — what the coach gets without the AI writer, or when it fails —
 * and the data the AI writer receives (first name, numbers, tags, notes; never a phone, an
 * e-mail, a full name or an id).
 */

/** The first word of a name ("Ana Beatriz Souza" → "Ana"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? ''
}

/** 3.8 → '3,8' (pt-BR, one decimal). */
export function decimalBR(value: number): string {
  return value.toFixed(1).replace('.', ',')
}

/** ['a', 'b', 'c'] → 'a, b e c'. */
export function listBR(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const withStop = (text: string) =>
  /[.!?…]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`

const PERIOD_OPENINGS: Record<ProgressPeriod, string> = {
  '30d': 'Nos últimos 30 dias',
  '90d': 'Nos últimos 90 dias',
  '12m': 'Nos últimos 12 meses',
  all: 'Desde a primeira aula',
}

function averageSentence(report: ProgressReport, name: string): string {
  const { classes } = report.attendance
  const opening = PERIOD_OPENINGS[report.period]
  if (classes === 0) return `${opening}, ${name} não teve aulas registradas.`
  const base = `${opening}, ${name} fez ${plural(classes, 'aula', 'aulas')}`
  const avg = report.averageRating
  if (avg === null) return `${base}.`
  const prev = report.previousAverageRating
  let change = ''
  if (prev !== null) {
    const diff = Math.round((avg - prev) * 10) / 10
    change =
      diff > 0
        ? ` (subiu de ${decimalBR(prev)} no período anterior)`
        : diff < 0
          ? ` (caiu de ${decimalBR(prev)} no período anterior)`
          : ' (a mesma do período anterior)'
  }
  return `${base}, com média ${decimalBR(avg)} nas avaliações${change}.`
}

function tagsSentence(report: ProgressReport): string | null {
  const worked = report.tags.filter((t) => t.count > 0).slice(0, 3)
  if (!worked.length) return null
  const items = worked.map((t, i) =>
    i === 0 ? `${t.tag} (${plural(t.count, 'aula', 'aulas')})` : `${t.tag} (${t.count})`,
  )
  return worked.length === 1
    ? `O foco mais trabalhado foi ${items[0]}.`
    : `Os focos mais trabalhados foram ${listBR(items)}.`
}

function attendanceSentence(report: ProgressReport): string | null {
  const { streakWeeks, notifiedAbsences, lateCancellations, noShows } = report.attendance
  const parts: string[] = []
  if (streakWeeks > 0) {
    parts.push(
      streakWeeks === 1
        ? 'Sequência atual: 1 semana com aula.'
        : `Sequência atual: ${streakWeeks} semanas seguidas com aula.`,
    )
  }
  const absences = [
    notifiedAbsences ? plural(notifiedAbsences, 'falta avisada', 'faltas avisadas') : null,
    lateCancellations
      ? plural(lateCancellations, 'cancelamento tardio', 'cancelamentos tardios')
      : null,
    noShows ? plural(noShows, 'falta sem aviso', 'faltas sem aviso') : null,
  ].filter((x): x is string => x !== null)
  if (absences.length) parts.push(`No período: ${listBR(absences)}.`)
  return parts.length ? parts.join(' ') : null
}

function creditsSentence(report: ProgressReport): string {
  const { remaining, nextExpiry } = report.credits
  if (remaining <= 0) return 'Não há créditos restantes: é hora de renovar o pacote.'
  const expiry = nextExpiry ? formatDateBR(nextExpiry) : null
  if (remaining === 1) return `Resta 1 crédito${expiry ? ` (vence em ${expiry})` : ''}.`
  return `Restam ${remaining} créditos${expiry ? ` (o próximo vence em ${expiry})` : ''}.`
}

function nextStepSentence(suggestions: readonly DrillSuggestion[]): string | null {
  const next = suggestions[0]
  if (!next) return null
  return `Próximo passo: ${next.name} — ${withStop(next.objective)}`
}

/** The report's summary paragraph by rules: classes, average and its change, tags, streak, credits, next step. */
export function summaryText(report: ProgressReport): string {
  const name = report.firstName || 'o aluno'
  return [
    averageSentence(report, name),
    tagsSentence(report),
    attendanceSentence(report),
    creditsSentence(report),
    nextStepSentence(report.suggestions),
  ]
    .filter((s): s is string => s !== null)
    .join(' ')
}

/** What the AI writer gets for the summary: numbers, tag names, notes and the first name only. */
export function summaryAiData(report: ProgressReport): Record<string, unknown> {
  const hasPrevious = report.period !== 'all'
  return {
    primeiroNome: report.firstName,
    periodo: PROGRESS_PERIOD_LABELS[report.period],
    de: report.from ? formatDateBR(report.from) : null,
    ate: formatDateBR(report.to),
    aulas: report.attendance.classes,
    aulasPeriodoAnterior: hasPrevious ? report.attendance.previousClasses : null,
    mediaNotas: report.averageRating,
    mediaPeriodoAnterior: report.previousAverageRating,
    focos: report.tags.map((t) => ({
      foco: t.tag,
      aulas: t.count,
      aulasPeriodoAnterior: hasPrevious ? t.previousCount : null,
    })),
    sequenciaSemanas: report.attendance.streakWeeks,
    faltas: {
      avisadas: report.attendance.notifiedAbsences,
      cancelamentosTardios: report.attendance.lateCancellations,
      semAviso: report.attendance.noShows,
    },
    observacoesDoTreinador: report.lastNotes.map((n) => n.note),
    proximosExercicios: report.suggestions.map((s) => ({
      nome: s.name,
      objetivo: s.objective,
      motivo: s.reason,
    })),
  }
}

/** One class of one student, as the after-class message tells it. */
export interface MessageFacts {
  firstName: string
  /** The class's day in the coach's zone (YYYY-MM-DD). */
  day: string
  tags: readonly string[]
  rating: number
  note: string
  suggestions: readonly DrillSuggestion[]
}

export const messageNote = (note: string) => shortenText(note, PROGRESS_LIMITS.messageNoteMax)

/** The after-class message by rules: greeting, date, what was worked, rating, note, next exercises. */
export function messageText(facts: MessageFacts): string {
  const lines = [
    `Oi, ${facts.firstName || 'tudo bem'}! Aqui vai o resumo da aula de ${formatDateBR(facts.day)}.`,
  ]
  if (facts.tags.length) lines.push(`Trabalhamos: ${listBR(facts.tags)}.`)
  lines.push(`Avaliação: ${facts.rating}/5.`)
  const note = messageNote(facts.note)
  if (note) lines.push(`Observação: ${note}`)
  const next = facts.suggestions.slice(0, PROGRESS_LIMITS.messageSuggestions)
  if (next.length) {
    lines.push(next.length === 1 ? 'Próximo exercício:' : 'Próximos exercícios:')
    for (const s of next) lines.push(`• ${s.name}: ${withStop(s.objective)}`)
  }
  lines.push('Até a próxima aula!')
  return lines.join('\n')
}

/** What the AI writer gets for the message: the first name, the class's facts, the next exercises. */
export function messageAiData(facts: MessageFacts): Record<string, unknown> {
  return {
    primeiroNome: facts.firstName,
    data: formatDateBR(facts.day),
    focos: facts.tags,
    nota: `${facts.rating}/5`,
    observacao: messageNote(facts.note),
    proximosExercicios: facts.suggestions
      .slice(0, PROGRESS_LIMITS.messageSuggestions)
      .map((s) => ({ nome: s.name, objetivo: s.objective })),
  }
}
