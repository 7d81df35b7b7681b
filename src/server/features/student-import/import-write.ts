import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { studentImportItems } from '../../db/schema/student-imports'
import { students } from '../../db/schema/students'
import type { ExistingStudent, ImportPlan } from './import-plan'

/** The students the plan creates and updates, and the import's record of each. */
export async function writeStudents(
  tx: Executor,
  ownerId: string,
  importId: string,
  plan: ImportPlan,
  existing: ExistingStudent[],
) {
  const creates = plan.students.filter((s) => s.action === 'create')
  for (let i = 0; i < creates.length; i += 1000) {
    await tx.insert(students).values(
      creates.slice(i, i + 1000).map((s) => ({
        id: s.studentId!,
        userId: ownerId,
        ...s.fields,
        status: 'active' as const,
      })),
    )
  }
  const updates = plan.students.filter((s) => s.action === 'update' && s.changes.length)
  if (updates.length) {
    // raw SQL: every update in one statement, from the rows as JSON
    await tx.execute(sql`UPDATE students s SET
        name = v.name, email = v.email, phone = v.phone, gender = v.gender, type = v.type,
        classe = v.classe, notes = v.notes, updated_at = now()
      FROM json_to_recordset(${JSON.stringify(updates.map((u) => ({ id: u.studentId, ...u.fields })))}::json)
        AS v(id uuid, name text, email text, phone text, gender text, type text, classe text, notes text)
      WHERE s.id = v.id AND s.user_id = ${ownerId}`)
  }
  const before = new Map(existing.map((s) => [s.id, s]))
  const items = plan.students
    .filter((s) => s.action !== 'unchanged' || s.slots.length)
    .map((s) => {
      const b = s.action === 'create' ? null : before.get(s.studentId!)
      return {
        importId,
        userId: ownerId,
        studentId: s.studentId!,
        action: s.action === 'create' ? ('created' as const) : ('updated' as const),
        before: b
          ? {
              name: b.name,
              email: b.email,
              phone: b.phone,
              gender: b.gender,
              type: b.type,
              classe: b.classe,
              notes: b.notes,
            }
          : null,
      }
    })
  for (let i = 0; i < items.length; i += 1000)
    await tx.insert(studentImportItems).values(items.slice(i, i + 1000))
}
