import { formatDate } from '../../../shared/domain/formats'
import focusTagsEn from '../../../web/locales/en/focus-tags.json'
import type { ProgressWords } from './progress-texts'

/** ['a', 'b', 'c'] → 'a, b and c'. */
function listEN(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/**
 * The words of the rule-based summary and after-class message for an English-speaking coach
 *: the same sentences and numbers, a decimal point and English dates.
 */
export const WORDS_EN: ProgressWords = {
  student: 'the student',
  openings: {
    '30d': 'In the last 30 days',
    '90d': 'In the last 90 days',
    '12m': 'In the last 12 months',
    all: 'Since the first class',
  },
  classes: ['class', 'classes'],
  noClasses: (opening, name) => `${opening}, ${name} had no classes logged.`,
  had: (opening, name, classes) => `${opening}, ${name} had ${classes}`,
  average: (base, avg, change) => `${base}, with an average rating of ${avg}${change}.`,
  up: (prev) => ` (up from ${prev} in the previous period)`,
  down: (prev) => ` (down from ${prev} in the previous period)`,
  same: ' (the same as in the previous period)',
  decimal: (value) => value.toFixed(1),
  list: listEN,
  // the English names of the tags (stored in Portuguese): the web's catalog of them
  tag: (tag) => focusTagsEn[tag as keyof typeof focusTagsEn] ?? tag,
  focusOne: (item) => `The focus worked on most was ${item}.`,
  focusMany: (items) => `The focuses worked on most were ${items}.`,
  streakOne: 'Current streak: 1 week with a class.',
  streakMany: (weeks) => `Current streak: ${weeks} weeks in a row with a class.`,
  notified: ['notified absence', 'notified absences'],
  late: ['late cancellation', 'late cancellations'],
  noShow: ['no-show', 'no-shows'],
  inPeriod: (list) => `In the period: ${list}.`,
  noCredits: 'No credits left: time to renew the package.',
  oneCredit: (expiry) => `1 credit left${expiry ? ` (expires on ${expiry})` : ''}.`,
  credits: (n, expiry) =>
    `${n} credits left${expiry ? ` (the next one expires on ${expiry})` : ''}.`,
  date: (day) => formatDate(day, 'en'),
  nextStep: (name, objective) => `Next step: ${name} — ${objective}`,
  hello: (firstName, date) =>
    `Hi ${firstName || 'there'}! Here is the summary of our class on ${date}.`,
  worked: (list) => `We worked on: ${list}.`,
  rating: (rating) => `Rating: ${rating}/5.`,
  note: (note) => `Note: ${note}`,
  nextOne: 'Next exercise:',
  nextMany: 'Next exercises:',
  bye: 'See you next class!',
}
