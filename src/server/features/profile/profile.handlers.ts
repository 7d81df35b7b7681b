import { deleteCookie } from 'hono/cookie'
import type { Db } from '../../db/client'
import { ownerId } from '../../lib/ids'
import { bindRoutes, createRouter } from '../../lib/router'
import type { FlushMedia } from '../voice-notes/feedback-notes'
import { deleteAccount } from './account-delete'
import { profileRoutes } from './profile.routes'
import { getProfile, previewTimeZoneChange, updateProfile } from './profile.service'
import { exportCoachData } from './profile-export'

/** better-auth's cookies (prefix 'quadra', see auth/auth.ts), plain and __Secure- on https. */
const AUTH_COOKIES = ['quadra.session_token', 'quadra.dont_remember']

/** `flush`: removes the voice notes' files of a deleted account, after the commit. */
export function profileRouter(db: Db, flush?: FlushMedia) {
  return bindRoutes(createRouter(), profileRoutes, {
    getProfile: async (c) => c.json(await getProfile(db, ownerId(c)), 200),
    updateProfile: async (c) =>
      c.json(await updateProfile(db, ownerId(c), c.req.valid('json')), 200),
    previewTimeZoneChange: async (c) =>
      c.json(await previewTimeZoneChange(db, ownerId(c), c.req.valid('query').timezone), 200),
    exportCoachData: async (c) => {
      const { zip, filename } = await exportCoachData(db, ownerId(c))
      return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      })
    },
    deleteAccount: async (c) => {
      await deleteAccount(db, ownerId(c), c.req.valid('json'), flush)
      for (const name of AUTH_COOKIES) {
        deleteCookie(c, name, { path: '/' })
        deleteCookie(c, `__Secure-${name}`, { path: '/', secure: true })
      }
      return c.body(null, 204)
    },
  })
}
