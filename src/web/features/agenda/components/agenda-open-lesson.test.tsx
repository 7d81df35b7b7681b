import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { agendaApi, LESSON, lesson, renderAgenda } from './test-helpers'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

/** The dashboard's 'Próximas aulas' link to `/app/agenda?date=…&lesson=<id>`. */
describe('opening a lesson from a link', { timeout: 20_000 }, () => {
  it('?lesson= opens that lesson once, then leaves the URL as the plain day', async () => {
    agendaApi([lesson({ title: 'Treino de saque' })])
    const user = userEvent.setup()
    renderAgenda(`/app/agenda?date=2026-11-25&lesson=${LESSON}`)
    const sheet = await screen.findByRole('dialog')
    expect(within(sheet).getAllByText(/Treino de saque/).length).toBeGreaterThan(0)
    // the agenda's week loads first: on a loaded machine that takes more than waitFor's 1 s
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/app/agenda?date=2026-11-25'),
      { timeout: 5_000 },
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('an unknown lesson opens nothing', async () => {
    agendaApi([lesson()])
    renderAgenda('/app/agenda?date=2026-11-25&lesson=nope')
    // the agenda's week loads first: on a loaded machine that takes more than waitFor's 1 s
    await waitFor(
      () => expect(screen.getByTestId('location').textContent).toBe('/app/agenda?date=2026-11-25'),
      { timeout: 5_000 },
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
