import type { FocusTag, PaymentMethod } from '../../../shared/constants'
import type { IsoDate } from '../../../shared/domain/dates'

/**
 * What the coach asked the agent for, once understood: the deterministic parser and
 * the AI path both end here, and every write intent is only ever PROPOSED — the coach confirms
 * before any service runs. Students are the coach's own ids (resolved from the names typed);
 * dates are the coach's local days; times 'HH:mm'; money in integer cents.
 */
export type AgentIntent =
  /** "aula hj 18h com Ana e Bia", "registra a aula das 7 de ontem, Pedro faltou" */
  | {
      kind: 'register_class'
      date: IsoDate
      time: string | null
      studentIds: string[]
      /** Students named as absent ("Pedro faltou"): in the class with a no-show. */
      absentIds: string[]
    }
  /** "Ana 5 estrelas, saque e voleio, melhorou muito a movimentação" */
  | {
      kind: 'feedback'
      studentId: string
      rating: number | null
      tags: FocusTag[]
      note: string | null
    }
  /** "quantos créditos a Bia tem?" */
  | { kind: 'credits_query'; studentId: string }
  /** "quem tá devendo?" */
  | { kind: 'debtors_query' }
  /** "Carlos pagou 200 no pix" */
  | { kind: 'record_payment'; studentId: string; amountCents: number; method: PaymentMethod | null }
  /** "vende pacote de 8 aulas pro Carlos, 480 reais, 60 dias" */
  | {
      kind: 'sell_package'
      studentId: string
      classes: number
      priceCents: number | null
      validityDays: number | null
    }
  /** "agenda de amanhã" */
  | { kind: 'agenda_query'; date: IsoDate }
  /** "cancela a aula de quinta, vai chover" */
  | {
      kind: 'cancel_lesson'
      date: IsoDate
      time: string | null
      reason: 'rain' | 'teacher_cancelled'
    }
  /** "marca falta avisada pra Ana hoje" */
  | {
      kind: 'mark_absence'
      studentId: string
      date: IsoDate
      outcome: 'notified_absence' | 'late_cancel' | 'no_show'
    }
  /** "manda o resumo da aula pra Bia" */
  | { kind: 'send_summary'; studentId: string }
  /**
   * "áudio pra Ana": the coach's next voice message is a note for the student's feedback, not a
   * command (asked for, then proposed: it writes nothing itself).
   */
  | { kind: 'voice_for'; studentId: string }
  /** "desfaz" */
  | { kind: 'undo' }
  /** "ajuda" */
  | { kind: 'help' }

/** Intents that write (proposed, then confirmed); the others answer at once. */
export const WRITE_INTENTS = [
  'register_class',
  'feedback',
  'record_payment',
  'sell_package',
  'cancel_lesson',
  'mark_absence',
  'send_summary',
  'undo',
] as const satisfies readonly AgentIntent['kind'][]

/**
 * The parser's answer: an intent, or a question back (ambiguity, a missing piece — never a
 * guess), or 'unknown' (it says so and shows examples).
 */
export type ParseResult =
  | { kind: 'intent'; intent: AgentIntent }
  | {
      kind: 'ask'
      /** What is missing or ambiguous. */
      reason:
        | 'ambiguous_student'
        | 'unknown_student'
        | 'missing_time'
        | 'missing_student'
        | 'missing_amount'
      /** The candidates of an ambiguous name (student ids). */
      options?: string[]
      /** The name as typed, for 'unknown_student' (the agent offers to create the student). */
      name?: string
    }
  | { kind: 'unknown' }

/**
 * A write intent resolved against the coach's data: exactly what Confirmar will write — the
 * lesson a class is registered from, the package a payment goes to, the class a feedback is
 * for. Stored with the proposal; the confirmation runs it as it is, never re-reading the text.
 */
export type AgentPlan =
  /** A class that happened (now or earlier): a session, from the agenda lesson when there is one. */
  | {
      kind: 'register_class'
      /** The class's instant (ISO). */
      at: string
      studentIds: string[]
      absentIds: string[]
      /** The agenda occurrence it is registered from (lesson id or `s_<series>_<date>`). */
      lessonId: string | null
    }
  /** A class later today or ahead: a lesson on the agenda. */
  | { kind: 'schedule_lesson'; date: IsoDate; time: string; studentIds: string[] }
  | {
      kind: 'feedback'
      sessionId: string
      studentId: string
      rating: number | null
      tags: FocusTag[]
      note: string | null
    }
  | {
      kind: 'record_payment'
      studentId: string
      packageId: string
      amountCents: number
      method: PaymentMethod
      paidOn: IsoDate
    }
  | {
      kind: 'sell_package'
      studentId: string
      classes: number
      priceCents: number
      validityDays: number | null
      startDate: IsoDate
    }
  | {
      kind: 'cancel_lesson'
      date: IsoDate
      /** The agenda ids of the lessons cancelled (every lesson of the day when no time was said). */
      lessonIds: string[]
      reason: 'rain' | 'teacher_cancelled'
    }
  | {
      kind: 'mark_absence'
      lessonId: string
      studentId: string
      outcome: 'notified_absence' | 'late_cancel' | 'no_show'
    }
  | { kind: 'send_summary'; studentId: string; sessionId: string }
  /** A voice note already stored, attached to the student's feedback of that class. */
  | {
      kind: 'attach_voice_note'
      voiceNoteId: string
      sessionId: string
      studentId: string
      /** Its length, when known (WhatsApp's audio says none but Ogg's own). */
      durationMs: number | null
    }
  | { kind: 'undo'; proposalId: string }
