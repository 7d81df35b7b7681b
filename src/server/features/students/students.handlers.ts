import type { Db } from '../../db/client'
import { STUDENT_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import type { FlushMedia } from '../voice-notes/feedback-notes'
import { studentsRoutes } from './students.routes'
import {
  anonymizeStudent,
  createStudent,
  deleteStudent,
  getStudent,
  listStudents,
  updateStudent,
} from './students.service'

/** `flush`: removes the voice notes' files an anonymization deleted, after its commit. */
export function studentsRouter(db: Db, flush?: FlushMedia) {
  return bindRoutes(createRouter(), studentsRoutes, {
    listStudents: async (c) =>
      c.json(await listStudents(db, ownerId(c), c.req.valid('query')), 200),
    createStudent: async (c) =>
      c.json(await createStudent(db, ownerId(c), c.req.valid('json')), 201),
    getStudent: async (c) => c.json(await getStudent(db, owned(c, STUDENT_NOT_FOUND)), 200),
    updateStudent: async (c) =>
      c.json(await updateStudent(db, owned(c, STUDENT_NOT_FOUND), c.req.valid('json')), 200),
    deleteStudent: async (c) => {
      await deleteStudent(db, owned(c, STUDENT_NOT_FOUND))
      return c.body(null, 204)
    },
    anonymizeStudent: async (c) =>
      c.json(await anonymizeStudent(db, owned(c, STUDENT_NOT_FOUND), flush), 200),
  })
}
