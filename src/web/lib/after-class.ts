import type { ComponentType } from 'react'
import { z } from 'zod'

/**
 * Issue 12 item 4: right after 'Finalizar Sessão' the new-session flow navigates as before and
 * hands the class over in the router state; the screen it lands on offers 'Enviar resumo' per
 * student. The shape is shared here because the sessions feature writes it and the progress
 * feature reads it.
 */
const afterClassSchema = z.object({
  sessionId: z.string(),
  students: z.array(z.object({ id: z.string(), name: z.string() })).min(1),
})
export type AfterClass = z.infer<typeof afterClassSchema>

/** The router state to navigate with after a class was registered. */
export function afterClassState(session: {
  id: string
  participants: { studentId: string; name: string }[]
}): { afterClass: AfterClass } | undefined {
  if (session.participants.length === 0) return undefined
  return {
    afterClass: {
      sessionId: session.id,
      students: session.participants.map((p) => ({ id: p.studentId, name: p.name })),
    },
  }
}

/** The class handed over in a location's state, or null (any other state, or none). */
export function readAfterClass(state: unknown): AfterClass | null {
  if (!state || typeof state !== 'object' || !('afterClass' in state)) return null
  return afterClassSchema.safeParse(state.afterClass).data ?? null
}

/**
 * The after-class message editor, as a feature that shows classes receives it from its route
 * (the progress feature owns it; features never import each other's components).
 */
export interface MessageEditorProps {
  sessionId: string
  studentId: string
  studentName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}
export type MessageEditorComponent = ComponentType<MessageEditorProps>
