import type { DrillSuggestion, ProgressReport } from '../../../shared/api-types'
import { PROGRESS_LIMITS, type ProgressPeriod } from '../../../shared/constants'
import { formatDate } from '../../../shared/domain/formats'
import { FOCUS_TAG_NAMES_EN } from '../../../shared/messages-en'
import { type MessageFacts, messageNote, plural, withStop } from './progress-texts'

/**
 * The rule-based texts of progress-texts.ts for an English-speaking coach (issue 15): the same
 * sentences and numbers, English words, a decimal point and English dates.
 */

const tagName = (tag: string) => FOCUS_TAG_NAMES_EN[tag as keyof typeof FOCUS_TAG_NAMES_EN] ?? tag

/** ['a', 'b', 'c'] → 'a, b and c'. */
function listEN(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const PERIOD_OPENINGS: Record<ProgressPeriod, string> = {
  '30d': 'In the last 30 days',
  '90d': 'In the last 90 days',
  '12m': 'In the last 12 months',
  all: 'Since the first class',
}

function averageSentence(report: ProgressReport, name: string): string {
  const { classes } = report.attendance
  const opening = PERIOD_OPENINGS[report.period]
  if (classes === 0) return `${opening}, ${name} had no classes logged.`
  const base = `${opening}, ${name} had ${plural(classes, 'class', 'classes')}`
  const avg = report.averageRating
  if (avg === null) return `${base}.`
  const prev = report.previousAverageRating
  let change = ''
  if (prev !== null) {
    const diff = Math.round((avg - prev) * 10) / 10
    change =
      diff > 0
        ? ` (up from ${prev.toFixed(1)} in the previous period)`
        : diff < 0
          ? ` (down from ${prev.toFixed(1)} in the previous period)`
          : ' (the same as in the previous period)'
  }
  return `${base}, with an average rating of ${avg.toFixed(1)}${change}.`
}

function tagsSentence(report: ProgressReport): string | null {
  const worked = report.tags.filter((t) => t.count > 0).slice(0, 3)
  if (!worked.length) return null
  const items = worked.map((t, i) =>
    i === 0
      ? `${tagName(t.tag)} (${plural(t.count, 'class', 'classes')})`
      : `${tagName(t.tag)} (${t.count})`,
  )
  return worked.length === 1
    ? `The focus worked on most was ${items[0]}.`
    : `The focuses worked on most were ${listEN(items)}.`
}

function attendanceSentence(report: ProgressReport): string | null {
  const { streakWeeks, notifiedAbsences, lateCancellations, noShows } = report.attendance
  const parts: string[] = []
  if (streakWeeks > 0) {
    parts.push(
      streakWeeks === 1
        ? 'Current streak: 1 week with a class.'
        : `Current streak: ${streakWeeks} weeks in a row with a class.`,
    )
  }
  const absences = [
    notifiedAbsences ? plural(notifiedAbsences, 'notified absence', 'notified absences') : null,
    lateCancellations ? plural(lateCancellations, 'late cancellation', 'late cancellations') : null,
    noShows ? plural(noShows, 'no-show', 'no-shows') : null,
  ].filter((x): x is string => x !== null)
  if (absences.length) parts.push(`In the period: ${listEN(absences)}.`)
  return parts.length ? parts.join(' ') : null
}

function creditsSentence(report: ProgressReport): string {
  const { remaining, nextExpiry } = report.credits
  if (remaining <= 0) return 'No credits left: time to renew the package.'
  const expiry = nextExpiry ? formatDate(nextExpiry, 'en') : null
  if (remaining === 1) return `1 credit left${expiry ? ` (expires on ${expiry})` : ''}.`
  return `${remaining} credits left${expiry ? ` (the next one expires on ${expiry})` : ''}.`
}

function nextStepSentence(suggestions: readonly DrillSuggestion[]): string | null {
  const next = suggestions[0]
  if (!next) return null
  return `Next step: ${next.name} — ${withStop(next.objective)}`
}

/** summaryText in English: classes, average and its change, tags, streak, credits, next step. */
export function summaryTextEn(report: ProgressReport): string {
  const name = report.firstName || 'the student'
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

/** messageText in English: greeting, date, what was worked, rating, note, next exercises. */
export function messageTextEn(facts: MessageFacts): string {
  const lines = [
    `Hi ${facts.firstName || 'there'}! Here is the summary of our class on ${formatDate(facts.day, 'en')}.`,
  ]
  if (facts.tags.length) lines.push(`We worked on: ${listEN(facts.tags.map(tagName))}.`)
  lines.push(`Rating: ${facts.rating}/5.`)
  const note = messageNote(facts.note)
  if (note) lines.push(`Note: ${note}`)
  const next = facts.suggestions.slice(0, PROGRESS_LIMITS.messageSuggestions)
  if (next.length) {
    lines.push(next.length === 1 ? 'Next exercise:' : 'Next exercises:')
    for (const s of next) lines.push(`• ${s.name}: ${withStop(s.objective)}`)
  }
  lines.push('See you next class!')
  return lines.join('\n')
}
