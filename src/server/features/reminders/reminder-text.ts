import type { ReminderKind } from '../../../shared/constants'
import { formatMoney } from '../../../shared/domain/formats'
import type { Formats, Language } from '../../../shared/domain/locale'
import { firstName } from '../../../shared/domain/names'
import { isoWeekday } from '../../../shared/domain/recurrence'
import { messageText, packageNameText } from '../../../shared/message-text'
import type { MessageCode } from '../../../shared/messages'
import type { ReminderFacts } from '../../../shared/schemas/reminders.response'

/**
 * The text of one message to a student, written from what its reminders say (their facts), in
 * the student's language. Every message names the coach, links the student's page (where a
 * lesson is confirmed or cancelled, and a debt paid) and ends with how to stop.
 */

export interface MessageContext {
  studentName: string
  coachName: string
  language: Language
  formats: Formats
  /** The student's page (`…/a/<token>`); null when the student has none (no link to give). */
  pageUrl: string | null
  /** Pix copia e cola of what is owed, when the coach has a key and something is owed. */
  pixCode: string | null
}

const WEEKDAY_CODES = [
  'reminder.weekday1',
  'reminder.weekday2',
  'reminder.weekday3',
  'reminder.weekday4',
  'reminder.weekday5',
  'reminder.weekday6',
  'reminder.weekday7',
] as const satisfies readonly MessageCode[]

/** The order of a bundle: the lesson first, money last. */
const ORDER: Record<ReminderKind, number> = {
  lesson: 0,
  credits_low: 1,
  package_expiring: 2,
  payment_due: 3,
  payment_overdue: 4,
  class_summary: -1,
}

function line(facts: ReminderFacts, ctx: MessageContext): string {
  const t = (code: MessageCode, params = {}) => messageText(code, params, ctx.language)
  const formats = { ...ctx.formats, language: ctx.language }
  switch (facts.kind) {
    case 'lesson': {
      const weekday = t(WEEKDAY_CODES[isoWeekday(facts.date) - 1]!)
      const text = t(facts.club ? 'reminder.lessonAt' : 'reminder.lesson', {
        weekday,
        date: facts.date,
        time: facts.time,
        club: facts.club ?? '',
      })
      return ctx.pageUrl
        ? `${text}\n${t('reminder.lessonAnswer', { link: `${ctx.pageUrl}#aula-${facts.lessonId}` })}`
        : text
    }
    case 'credits_low':
      return t(facts.remaining <= 0 ? 'reminder.creditsNone' : 'reminder.creditsOne')
    case 'package_expiring':
      return t('reminder.packageExpiring', {
        package: packageNameText(facts.packageName, ctx.language),
        date: facts.expiry,
        remaining: facts.remaining,
      })
    case 'class_summary':
      return facts.text
    case 'payment_due':
    case 'payment_overdue':
      return t(facts.kind === 'payment_due' ? 'reminder.paymentDue' : 'reminder.paymentOverdue', {
        package: packageNameText(facts.packageName, ctx.language),
        date: facts.dueDate,
        amount: formatMoney(facts.amountCents, formats),
      })
  }
}

/** The message: greeting, one paragraph per reminder, the Pix code, the page, how to stop. */
export function reminderText(items: ReminderFacts[], ctx: MessageContext): string {
  const t = (code: MessageCode, params = {}) => messageText(code, params, ctx.language)
  const sorted = [...items].sort((a, b) => ORDER[a.kind] - ORDER[b.kind])
  const owes = sorted.some((f) => f.kind === 'payment_due' || f.kind === 'payment_overdue')
  // the after-class summary opens with its own greeting: it comes first, in place of ours
  const summary = sorted.some((f) => f.kind === 'class_summary')
  const parts = summary ? [] : [t('reminder.greeting', { name: firstName(ctx.studentName) })]
  parts.push(...sorted.map((f) => line(f, ctx)))
  if (owes && ctx.pixCode) parts.push(t('reminder.pix', { code: ctx.pixCode }))
  if (ctx.pageUrl && !sorted.some((f) => f.kind === 'lesson'))
    parts.push(t('reminder.page', { link: ctx.pageUrl }))
  parts.push(t('reminder.signature', { coach: ctx.coachName }))
  parts.push(
    ctx.pageUrl
      ? t('reminder.stopLink', { link: `${ctx.pageUrl}/parar` })
      : t('reminder.stopReply', { coach: ctx.coachName }),
  )
  return parts.join('\n\n')
}

/** The e-mail's subject. */
export function reminderSubject(ctx: Pick<MessageContext, 'coachName' | 'language'>): string {
  return messageText('reminder.subject', { coach: ctx.coachName }, ctx.language)
}
