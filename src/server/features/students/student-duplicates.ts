import { and, eq, sql } from 'drizzle-orm'
import { msg } from '../../../shared/messages'
import type { Executor } from '../../db/client'
import { students } from '../../db/schema/students'
import { AppError } from '../../lib/app-error'

export const DUPLICATE_STUDENT = 'DUPLICATE_STUDENT'

const DUPLICATE = { phone: 'student.duplicatePhone', email: 'student.duplicateEmail' } as const

/**
 * Refuses (409 DUPLICATE_STUDENT) a new student whose phone (normalised digits) or e-mail
 * (any case) one of the coach's own students already has; the issue's path says which field
 * matched so the form can ask 'criar mesmo assim?'. Other coaches' students never match.
 */
export async function assertNoDuplicateStudent(
  tx: Executor,
  ownerId: string,
  candidate: { phone: string; email: string | null },
): Promise<void> {
  const byPhone = candidate.phone
    ? await tx
        .select({ name: students.name })
        .from(students)
        .where(and(eq(students.userId, ownerId), eq(students.phone, candidate.phone)))
        .limit(1)
    : []
  const byEmail =
    !byPhone.length && candidate.email
      ? await tx
          .select({ name: students.name })
          .from(students)
          .where(
            and(
              eq(students.userId, ownerId),
              sql`lower(${students.email}) = ${candidate.email.toLowerCase()}`,
            ),
          )
          .limit(1)
      : []
  const field = byPhone.length ? 'phone' : byEmail.length ? 'email' : null
  if (!field) return
  const name = (byPhone[0] ?? byEmail[0])!.name
  const message = msg(DUPLICATE[field], { name })
  throw new AppError(DUPLICATE_STUDENT, message, 409, [{ path: field, message }])
}
