import type { Db } from '../../db/client'
import { CLUB_NOT_FOUND } from '../../lib/app-error'
import { owned, ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import { clubsRoutes } from './clubs.routes'
import { createClub, deleteClub, listClubs, setDefaultClub, updateClub } from './clubs.service'

export function clubsRouter(db: Db) {
  return bindRoutes(createRouter(), clubsRoutes, {
    listClubs: async (c) => c.json(await listClubs(db, ownerId(c)), 200),
    createClub: async (c) => c.json(await createClub(db, ownerId(c), c.req.valid('json')), 201),
    updateClub: async (c) =>
      c.json(await updateClub(db, owned(c, CLUB_NOT_FOUND), c.req.valid('json')), 200),
    setDefaultClub: async (c) => c.json(await setDefaultClub(db, owned(c, CLUB_NOT_FOUND)), 200),
    deleteClub: async (c) => {
      await deleteClub(db, owned(c, CLUB_NOT_FOUND))
      return c.body(null, 204)
    },
  })
}
