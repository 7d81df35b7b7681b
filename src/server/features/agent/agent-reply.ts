import type { AgentPlan, ParseResult } from './agent-intent'

/** A question the agent asked back, answered by the coach's next message. */
export interface PendingQuestion {
  /** The message asked about. */
  text: string
  reason: Extract<ParseResult, { kind: 'ask' }>['reason'] | 'which_lesson' | 'voice_for'
  /** Candidates (student ids, or lesson ids for 'which_lesson'), in the order offered. */
  options?: string[]
  /** 'voice_for': the student whose feedback the next voice message is for. */
  studentId?: string
}

/** What the agent answers to one message, before it is stored. */
export interface AgentReply {
  text: string
  /** The app's screen of what it is about. */
  link?: string | null
  /** Quick answers offered (the candidates' names). */
  options?: string[]
  pending?: PendingQuestion
  /** A write to propose: the reply's text describes it, Confirmar runs it. */
  plan?: AgentPlan
}
