import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'
import { type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'

/** Test helpers of the lead form's component tests. */

let current: FakeApi | undefined
/** The fake API of the running test: POST /leads answers 201 { ok: true } unless told. */
export function leadApi(): FakeApi {
  if (!current) throw new Error('call mockLeadApi() in the test file')
  return current
}
/** The JSON body of the last lead sent. */
export const sentBody = () => leadApi().lastBody('POST /leads')

/** Call once per test file: a fresh fake API is installed around every test. */
export function mockLeadApi() {
  beforeEach(() => {
    current = installFakeApi().on('POST /leads', { ok: true })
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
