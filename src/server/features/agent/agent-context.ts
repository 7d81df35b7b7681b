import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { todayIn } from '../../../shared/domain/dates'
import type { Formats } from '../../../shared/domain/locale'
import { messageText } from '../../../shared/message-text'
import type { MessageCode, MessageParams } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import type { AuthUser } from '../../lib/context'
import { col, rawRows } from '../../lib/sql'
import type { RosterStudent } from './agent-names'

/** What the agent knows of the coach while it handles one message. */
export interface AgentContext {
  ownerId: string
  coach: AuthUser
  timeZone: string
  today: string
  formats: Formats
  /** The coach's active students (the names a message can mean). */
  students: RosterStudent[]
  /** A text of the replies' catalog in the coach's language. */
  t(code: MessageCode, params?: MessageParams): string
}

const row = z.object({
  timezone: col.stringOrNull,
  language: col.stringOrNull,
  currency: col.stringOrNull,
  students: z.array(z.object({ id: z.string(), name: z.string() })),
})

/** One statement: the coach's zone, formats and active students. */
export async function loadAgentContext(tx: Executor, coach: AuthUser): Promise<AgentContext> {
  const [r] = await rawRows(
    tx,
    row,
    sql`SELECT p.timezone, u.language, u.currency,
          coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name)
            FROM students s WHERE s.user_id = u.id AND s.status = 'active'), '[]') AS students
        FROM "user" u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${coach.id}`,
  )
  const timeZone = r?.timezone ?? 'America/Sao_Paulo'
  const formats = {
    language: (r?.language ?? 'pt-BR') as Formats['language'],
    currency: (r?.currency ?? 'BRL') as Formats['currency'],
  }
  return {
    ownerId: coach.id,
    coach,
    timeZone,
    today: todayIn(timeZone),
    formats,
    students: r?.students ?? [],
    t: (code, params = {}) => messageText(code, params, formats.language),
  }
}

/** The name of one of the coach's students, as the replies write it. */
export function nameOf(ctx: AgentContext, id: string): string {
  return ctx.students.find((s) => s.id === id)?.name ?? '?'
}
