import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTimeZone } from '~/lib/formats'
import { applyCoachSettings } from '~/lib/language'
import { build } from '../../../../../tests/helpers/api-builders'
import { installFakeApi } from '../../../../../tests/helpers/fake-api'
import { LocaleSettingsCard } from './locale-settings-card'

function renderIt() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={qc}>
      <LocaleSettingsCard />
    </QueryClientProvider>,
  )
}

// a saved zone or language applies to the whole app (~/lib/language): each test starts from
// the default ones
afterEach(async () => {
  vi.unstubAllGlobals()
  await applyCoachSettings({ language: 'pt-BR', currency: 'BRL' })
  setTimeZone(null)
})

const KEEP_LOCAL = 'Manter os horários no relógio local (18:00 continua 18:00)'
const KEEP_INSTANT = 'Manter o mesmo instante'

/** A coach in São Paulo whose next lesson is the Tuesday 18:00 weekly slot. */
function apiWithLessons() {
  return installFakeApi()
    .on('GET /profile', build.profile({ timezone: 'America/Sao_Paulo' }))
    .on('GET /profile/time-zone-change', ({ query }) => ({
      from: 'America/Sao_Paulo',
      to: query.get('timezone')!,
      weeklySlots: 1,
      lessons: 2,
      next: {
        date: '2026-12-01',
        time: '18:00',
        sameInstant: { date: '2026-12-01', time: '16:00' },
      },
    }))
    .on('PATCH /profile', ({ body }) => ({
      ...build.profile({ timezone: body.timezone }),
      lessonTimes: { choice: body.lessonTimes ?? 'keep_local', series: 1, lessons: 2 },
    }))
}

/** The dialog loads on the first zone change that needs it: slow under a busy machine. */
const findDialog = (name?: string) =>
  screen.findByRole('dialog', name ? { name } : {}, { timeout: 8000 })

async function changeZone(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Fuso horário'), 'America/New_York')
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
}

describe('LocaleSettingsCard: changing the time zone', () => {
  it('asks what the coach means when lessons are to come, keeping the local clock by default', async () => {
    const user = userEvent.setup()
    const api = apiWithLessons()
    renderIt()
    await changeZone(user)
    const dialog = await findDialog('O que fazer com os horários das aulas?')
    expect(dialog).toHaveTextContent(
      'Você tem 1 horário fixo e 2 aulas avulsas por vir. O fuso muda de America/Sao Paulo para America/New York.',
    )
    const keepLocal = screen.getByRole('radio', { name: KEEP_LOCAL })
    expect(keepLocal).toBeChecked()
    expect(screen.getByRole('radio', { name: KEEP_INSTANT })).not.toBeChecked()
    // each option says what it does to the coach's own next lesson
    expect(keepLocal).toHaveAccessibleDescription(
      'Sua próxima aula, terça-feira, 1 de dezembro às 18:00, continua às 18:00 em America/New York.',
    )
    expect(screen.getByRole('radio', { name: KEEP_INSTANT })).toHaveAccessibleDescription(
      'Sua próxima aula, terça-feira, 1 de dezembro às 18:00, passa a aparecer às 16:00 em America/New York.',
    )
    // nothing is saved until the coach answers
    expect(api.callsTo('PATCH /profile')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Mudar o fuso' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Idioma e região salvos'))
    expect(api.lastBody('PATCH /profile')).toEqual({
      language: 'pt-BR',
      currency: 'BRL',
      timezone: 'America/New_York',
      lessonTimes: 'keep_local',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('keeps the same instant when chosen, with the keyboard alone', async () => {
    const user = userEvent.setup()
    const api = apiWithLessons()
    renderIt()
    await changeZone(user)
    await findDialog()
    // focus starts on the checked option; the arrows move the choice, Enter confirms
    await waitFor(() => expect(screen.getByRole('radio', { name: KEEP_LOCAL })).toHaveFocus())
    // the arrows move between the options (the group moves the focus on the next tick), Space
    // picks one, Tab reaches 'Mudar o fuso'
    await user.keyboard('{ArrowDown}')
    const keepInstant = screen.getByRole('radio', { name: KEEP_INSTANT })
    await waitFor(() => expect(keepInstant).toHaveFocus())
    await user.keyboard(' ')
    expect(keepInstant).toBeChecked()
    const confirm = screen.getByRole('button', { name: 'Mudar o fuso' })
    for (let i = 0; i < 4 && document.activeElement !== confirm; i++) await user.tab()
    expect(confirm).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(api.lastBody('PATCH /profile')).toMatchObject({
        timezone: 'America/New_York',
        lessonTimes: 'keep_instant',
      }),
    )
  })

  it('cancelling saves nothing', async () => {
    const user = userEvent.setup()
    const api = apiWithLessons()
    renderIt()
    await changeZone(user)
    await findDialog()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo('PATCH /profile')).toHaveLength(0)
  })

  it('asks nothing without lessons to come, nor when the zone stays', async () => {
    const user = userEvent.setup()
    let timezone = 'America/Sao_Paulo'
    const api = installFakeApi()
      .on('GET /profile', () => build.profile({ timezone }))
      .on('GET /profile/time-zone-change', {
        from: 'America/Sao_Paulo',
        to: 'America/New_York',
        weeklySlots: 0,
        lessons: 0,
        next: null,
      })
      .on('PATCH /profile', ({ body }) => {
        timezone = body.timezone
        return build.profile({ timezone })
      })
    renderIt()
    await changeZone(user)
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Idioma e região salvos'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.lastBody('PATCH /profile')).toEqual({
      language: 'pt-BR',
      currency: 'BRL',
      timezone: 'America/New_York',
    })
    // the same zone again: no question asked of the server either
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(api.callsTo('PATCH /profile')).toHaveLength(2))
    expect(api.callsTo('GET /profile/time-zone-change')).toHaveLength(1)
  })
})
