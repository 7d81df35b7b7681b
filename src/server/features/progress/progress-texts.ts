import {
  PROGRESS_LIMITS,
  PROGRESS_PERIOD_LABELS,
  type ProgressPeriod,
} from '../../../shared/constants'
import { formatDateBR } from '../../../shared/domain/dates'
import { shortenText } from '../../../shared/domain/whatsapp'
import type { DrillSuggestion, ProgressReport } from '../../../shared/schemas/progress.response'

/**
 * The rule-based texts of the progress report (pure): the report's summary paragraph and the after-class
 * message, with the real numbers — what the coach gets without the AI writer, or when it fails —
 * and the data the AI writer receives (first name, numbers, tags, notes; never a phone, an
 * e-mail, a full name or an id).
 */

export { firstName as firstNameOf } from '../../../shared/domain/names'

/** 3.8 → '3,8' (pt-BR, one decimal). */
function decimalBR(value: number): string {
  return value.toFixed(1).replace('.', ',')
}

/** ['a', 'b', 'c'] → 'a, b e c'. */
export function listBR(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`
}

const plural = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`

const withStop = (text: string) => (/[.!?…]$/u.test(text.trim()) ? text.trim() : `${text.trim()}.`)

/**
 * The words of the rule-based texts in one language: the sentences are built once (below),
 * with the numbers; pt-BR here, English in progress-texts-en.ts.
 */
export interface ProgressWords {
  /** Who the summary is about when the first name is unknown. */
  student: string
  openings: Record<ProgressPeriod, string>
  classes: readonly [string, string]
  noClasses: (opening: string, name: string) => string
  had: (opening: string, name: string, classes: string) => string
  average: (base: string, average: string, change: string) => string
  up: (previous: string) => string
  down: (previous: string) => string
  same: string
  decimal: (value: number) => string
  list: (items: readonly string[]) => string
  tag: (tag: string) => string
  focusOne: (item: string) => string
  focusMany: (items: string) => string
  streakOne: string
  streakMany: (weeks: number) => string
  notified: readonly [string, string]
  late: readonly [string, string]
  noShow: readonly [string, string]
  inPeriod: (list: string) => string
  noCredits: string
  oneCredit: (expiry: string | null) => string
  credits: (remaining: number, expiry: string | null) => string
  date: (day: string) => string
  nextStep: (name: string, objective: string) => string
  /** The after-class message's lines. */
  hello: (firstName: string, date: string) => string
  worked: (list: string) => string
  rating: (rating: number) => string
  note: (note: string) => string
  nextOne: string
  nextMany: string
  bye: string
}

export const WORDS_PT: ProgressWords = {
  student: 'o aluno',
  openings: {
    '30d': 'Nos últimos 30 dias',
    '90d': 'Nos últimos 90 dias',
    '12m': 'Nos últimos 12 meses',
    all: 'Desde a primeira aula',
  },
  classes: ['aula', 'aulas'],
  noClasses: (opening, name) => `${opening}, ${name} não teve aulas registradas.`,
  had: (opening, name, classes) => `${opening}, ${name} fez ${classes}`,
  average: (base, avg, change) => `${base}, com média ${avg} nas avaliações${change}.`,
  up: (prev) => ` (subiu de ${prev} no período anterior)`,
  down: (prev) => ` (caiu de ${prev} no período anterior)`,
  same: ' (a mesma do período anterior)',
  decimal: decimalBR,
  list: listBR,
  tag: (tag) => tag,
  focusOne: (item) => `O foco mais trabalhado foi ${item}.`,
  focusMany: (items) => `Os focos mais trabalhados foram ${items}.`,
  streakOne: 'Sequência atual: 1 semana com aula.',
  streakMany: (weeks) => `Sequência atual: ${weeks} semanas seguidas com aula.`,
  notified: ['falta avisada', 'faltas avisadas'],
  late: ['cancelamento tardio', 'cancelamentos tardios'],
  noShow: ['falta sem aviso', 'faltas sem aviso'],
  inPeriod: (list) => `No período: ${list}.`,
  noCredits: 'Não há créditos restantes: é hora de renovar o pacote.',
  oneCredit: (expiry) => `Resta 1 crédito${expiry ? ` (vence em ${expiry})` : ''}.`,
  credits: (n, expiry) => `Restam ${n} créditos${expiry ? ` (o próximo vence em ${expiry})` : ''}.`,
  date: formatDateBR,
  nextStep: (name, objective) => `Próximo passo: ${name} — ${objective}`,
  hello: (firstName, date) =>
    `Oi, ${firstName || 'tudo bem'}! Aqui vai o resumo da aula de ${date}.`,
  worked: (list) => `Trabalhamos: ${list}.`,
  rating: (rating) => `Avaliação: ${rating}/5.`,
  note: (note) => `Observação: ${note}`,
  nextOne: 'Próximo exercício:',
  nextMany: 'Próximos exercícios:',
  bye: 'Até a próxima aula!',
}

function averageSentence(report: ProgressReport, name: string, w: ProgressWords): string {
  const { classes } = report.attendance
  const opening = w.openings[report.period]
  if (classes === 0) return w.noClasses(opening, name)
  const base = w.had(opening, name, plural(classes, w.classes))
  const avg = report.averageRating
  if (avg === null) return `${base}.`
  const prev = report.previousAverageRating
  let change = ''
  if (prev !== null) {
    const diff = Math.round((avg - prev) * 10) / 10
    change = diff > 0 ? w.up(w.decimal(prev)) : diff < 0 ? w.down(w.decimal(prev)) : w.same
  }
  return w.average(base, w.decimal(avg), change)
}

function tagsSentence(report: ProgressReport, w: ProgressWords): string | null {
  const worked = report.tags.filter((t) => t.count > 0).slice(0, 3)
  if (!worked.length) return null
  const items = worked.map((t, i) =>
    i === 0 ? `${w.tag(t.tag)} (${plural(t.count, w.classes)})` : `${w.tag(t.tag)} (${t.count})`,
  )
  return worked.length === 1 ? w.focusOne(items[0]!) : w.focusMany(w.list(items))
}

function attendanceSentence(report: ProgressReport, w: ProgressWords): string | null {
  const { streakWeeks, notifiedAbsences, lateCancellations, noShows } = report.attendance
  const parts: string[] = []
  if (streakWeeks > 0) parts.push(streakWeeks === 1 ? w.streakOne : w.streakMany(streakWeeks))
  const absences = [
    notifiedAbsences ? plural(notifiedAbsences, w.notified) : null,
    lateCancellations ? plural(lateCancellations, w.late) : null,
    noShows ? plural(noShows, w.noShow) : null,
  ].filter((x): x is string => x !== null)
  if (absences.length) parts.push(w.inPeriod(w.list(absences)))
  return parts.length ? parts.join(' ') : null
}

function creditsSentence(report: ProgressReport, w: ProgressWords): string {
  const { remaining, nextExpiry } = report.credits
  if (remaining <= 0) return w.noCredits
  const expiry = nextExpiry ? w.date(nextExpiry) : null
  return remaining === 1 ? w.oneCredit(expiry) : w.credits(remaining, expiry)
}

function nextStepSentence(
  suggestions: readonly DrillSuggestion[],
  w: ProgressWords,
): string | null {
  const next = suggestions[0]
  return next ? w.nextStep(next.name, withStop(next.objective)) : null
}

/** The report's summary paragraph by rules: classes, average and its change, tags, streak, credits, next step. */
export function summaryText(report: ProgressReport, w: ProgressWords = WORDS_PT): string {
  const name = report.firstName || w.student
  return [
    averageSentence(report, name, w),
    tagsSentence(report, w),
    attendanceSentence(report, w),
    creditsSentence(report, w),
    nextStepSentence(report.suggestions, w),
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

const messageNote = (note: string) => shortenText(note, PROGRESS_LIMITS.messageNoteMax)

/** The after-class message by rules: greeting, date, what was worked, rating, note, next exercises. */
export function messageText(facts: MessageFacts, w: ProgressWords = WORDS_PT): string {
  const lines = [w.hello(facts.firstName, w.date(facts.day))]
  if (facts.tags.length) lines.push(w.worked(w.list(facts.tags.map(w.tag))))
  lines.push(w.rating(facts.rating))
  const note = messageNote(facts.note)
  if (note) lines.push(w.note(note))
  const next = facts.suggestions.slice(0, PROGRESS_LIMITS.messageSuggestions)
  if (next.length) {
    lines.push(next.length === 1 ? w.nextOne : w.nextMany)
    for (const s of next) lines.push(`• ${s.name}: ${withStop(s.objective)}`)
  }
  lines.push(w.bye)
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
