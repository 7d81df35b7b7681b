import { readFileSync } from 'node:fs'
import { createRoute, z } from '@hono/zod-openapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../tests/helpers/test-app'
import { API_ROUTES_FILE, renderApiRoutes } from './api-routes'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

describe('src/shared/api-routes.ts', () => {
  it('is the table the app’s routes give (run `npm run api-routes` after changing a route)', async () => {
    const fresh = await renderApiRoutes(ctx.app)
    expect(readFileSync(API_ROUTES_FILE, 'utf8')).toBe(fresh)
  })

  it('changes with a route added to the app', async () => {
    const before = await renderApiRoutes(ctx.app)
    // declared in the registry the document is built from (the app's router is built by now)
    ctx.app.openAPIRegistry.registerPath(
      createRoute({
        method: 'get',
        path: '/api/staleness-probe/{id}',
        request: { params: z.object({ id: z.string() }) },
        responses: { 204: { description: 'Nada' } },
      }),
    )
    const after = await renderApiRoutes(ctx.app)
    expect(after).not.toBe(before)
    expect(after).toContain(`  'GET /staleness-probe/{id}': { status: 204, response: null },\n`)
  })
})
