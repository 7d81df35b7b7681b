import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'

/** Test helpers of the lead form's component tests. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** What the mocked API answers (201 by default). */
export const server = { answer: () => json(201, { ok: true }) }
export const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => server.answer())
/** The JSON body of the last request. */
export const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))

/** Call once per test file: `fetch` is mocked and reset around every test. */
export function mockLeadApi() {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    server.answer = () => json(201, { ok: true })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.clearAllMocks()
  })
}

/** A valid English lead (country Canada, heard from Reddit). */
export async function fillEnglish(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ana Coach')
  await user.type(screen.getByLabelText('Email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Phone'), '14155552671')
  await user.selectOptions(screen.getByLabelText('Country'), 'Canada')
  await user.click(screen.getByRole('radio', { name: 'Reddit' }))
}
