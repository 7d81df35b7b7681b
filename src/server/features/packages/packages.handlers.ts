import type { Db } from '../../db/client'
import { PACKAGE_NOT_FOUND, STUDENT_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId, pathId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { packagesRoutes } from './packages.routes'
import {
  createPackage,
  deletePackage,
  listPackageMovements,
  listStudentPackages,
  updatePackage,
} from './packages.service'

export function packagesRouter(db: Db) {
  return bindRoutes(createRouter(), packagesRoutes, {
    listStudentPackages: async (c) => {
      const studentId = pathId(c, STUDENT_NOT_FOUND)
      return c.json(await listStudentPackages(db, { ownerId: ownerId(c), studentId }), 200)
    },
    createPackage: async (c) =>
      c.json(await createPackage(db, ownerId(c), c.req.valid('json')), 201),
    updatePackage: async (c) =>
      c.json(await updatePackage(db, owned(c, PACKAGE_NOT_FOUND), c.req.valid('json')), 200),
    deletePackage: async (c) => {
      await deletePackage(db, owned(c, PACKAGE_NOT_FOUND))
      return c.body(null, 204)
    },
    listPackageMovements: async (c) =>
      c.json(await listPackageMovements(db, owned(c, PACKAGE_NOT_FOUND)), 200),
  })
}
