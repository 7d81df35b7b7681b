import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeApi, FakeApiError } from '../../../../../tests/helpers/fake-api'
import {
  ANA,
  agendaApi,
  BRUNO,
  CLUB,
  LESSON,
  lesson,
  occurrence,
  renderAgenda,
  SERIES,
  series,
} from './test-helpers'

let api: FakeApi
const location = () => screen.getByTestId('location').textContent
const strip = () => screen.getByTestId('week-strip')
const lastAgenda = () => api.callsTo('GET /agenda').at(-1)?.query

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('agenda screen', { timeout: 20_000 }, () => {
  it('moves by week and by day, keeping the chosen day in the URL', async () => {
    api = agendaApi([])
    const user = userEvent.setup()
    renderAgenda('/app/agenda?date=2026-11-25')
    expect(screen.getByTestId('week-range')).toHaveTextContent('23 – 29 de nov. de 2026')
    await waitFor(() => expect(lastAgenda()?.get('from')).toBe('2026-11-23'))
    expect(lastAgenda()?.get('to')).toBe('2026-11-29')

    await user.click(screen.getByRole('button', { name: 'Próxima semana' }))
    expect(location()).toBe('/app/agenda?date=2026-12-02')
    expect(screen.getByTestId('week-range')).toHaveTextContent('30 de nov. – 6 de dez. de 2026')
    await waitFor(() => expect(lastAgenda()?.get('from')).toBe('2026-11-30'))

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }))
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }))
    expect(location()).toBe('/app/agenda?date=2026-11-18')

    await user.click(screen.getByRole('button', { name: 'Próximo dia' }))
    expect(location()).toBe('/app/agenda?date=2026-11-19')
    expect(screen.getByTestId('day-label')).toHaveTextContent('quinta-feira, 19 de novembro')

    // ?week= opens that week (its Monday when today is elsewhere)
    await user.click(screen.getByRole('button', { name: 'Hoje' }))
    expect(location()).toMatch(/^\/app\/agenda\?date=\d{4}-\d{2}-\d{2}$/)
    expect(screen.getByRole('button', { name: 'Hoje' })).toBeDisabled()
    expect(within(strip()).getByRole('button', { current: 'date' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('opens ?week= on its Monday', async () => {
    api = agendaApi([])
    renderAgenda('/app/agenda?week=2026-12-02')
    expect(screen.getByTestId('week-range')).toHaveTextContent('30 de nov. – 6 de dez. de 2026')
    expect(within(strip()).getByRole('button', { pressed: true })).toHaveAccessibleName(
      /^segunda-feira, 30 de novembro/,
    )
  })

  it("lists the chosen day's lessons, marks days with lessons, shows the empty day", async () => {
    api = agendaApi([
      lesson({ time: '18:00', title: 'Treino de saque', makeupCapacity: 3, openPlaces: 2 }),
      occurrence('2026-11-25', {
        time: '07:00',
        status: 'cancelled',
        state: 'cancelled',
        makeupCapacity: 4,
        openPlaces: 4,
        students: [
          { id: BRUNO, name: 'Bruno Lima', status: 'active', credits: 0, hasOpenAlert: false },
        ],
        club: null,
      }),
      lesson({ id: 'other', date: '2026-11-26' }),
    ])
    const user = userEvent.setup()
    renderAgenda('/app/agenda?date=2026-11-25')

    const list = await screen.findByTestId('day-list')
    const rows = within(list).getAllByRole('button')
    expect(rows).toHaveLength(2)
    // by start time, with time range, names, club and status
    expect(rows[0]).toHaveTextContent('07:00 – 08:00')
    expect(rows[0]).toHaveTextContent('Bruno Lima')
    expect(rows[0]).toHaveTextContent('Sem clube')
    expect(rows[0]).toHaveTextContent('Cancelada')
    expect(rows[0]).toHaveTextContent('Horário fixo')
    expect(rows[1]).toHaveTextContent('18:00 – 19:00')
    expect(rows[1]).toHaveTextContent('Treino de saque')
    expect(rows[1]).toHaveTextContent('Ana Souza')
    expect(rows[1]).toHaveTextContent('Arena Central')
    expect(rows[1]).not.toHaveTextContent('Cancelada')
    // open to make-ups: its places left (none shown on a cancelled lesson)
    expect(rows[1]).toHaveTextContent('Reposição: 2 vagas')
    expect(rows[0]).not.toHaveTextContent('Reposição')

    // (', hoje' when the test runs on that very day)
    expect(
      within(strip()).getByRole('button', {
        name: /^quarta-feira, 25 de novembro(, hoje)?, 2 aulas$/,
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(
      within(strip()).getByRole('button', {
        name: /^quinta-feira, 26 de novembro(, hoje)?, 1 aula$/,
      }),
    ).toBeInTheDocument()

    await user.click(within(strip()).getByRole('button', { name: /^sexta-feira, 27/ }))
    expect(location()).toBe('/app/agenda?date=2026-11-27')
    expect(screen.getByText('Nenhuma aula neste dia')).toBeInTheDocument()
    // the empty day's 'Nova Aula' opens the dialog on that day
    const newButtons = screen.getAllByRole('button', { name: 'Nova Aula' })
    await user.click(newButtons.at(-1)!)
    const dialog = await screen.findByRole('dialog', { name: 'Nova Aula' })
    expect(within(dialog).getByLabelText(/^Data/)).toHaveValue('2026-11-27')
  })

  it('shows the error state and retries', async () => {
    api = agendaApi([])
    api.once('GET /agenda', new FakeApiError(500, { error: { code: 'X', message: 'falhou' } }))
    const user = userEvent.setup()
    renderAgenda()
    expect(await screen.findByText('Não foi possível carregar a agenda')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Nenhuma aula neste dia')).toBeInTheDocument()
  })

  it('opens Nova Aula from an empty slot of the week grid at that day and time', async () => {
    api = agendaApi([lesson()])
    const user = userEvent.setup()
    renderAgenda()
    const grid = await screen.findByTestId('week-grid')
    expect(
      within(grid).getByRole('button', {
        name: /^quarta-feira, 25 de novembro, 18:00 – 19:00\s*Ana Souza/,
      }),
    ).toHaveTextContent('Arena Central')
    await user.click(
      within(grid).getByRole('button', {
        name: 'Nova aula em sexta-feira, 27 de novembro às 07:30',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Nova Aula' })
    expect(within(dialog).getByLabelText(/^Data/)).toHaveValue('2026-11-27')
    expect(within(dialog).getByLabelText(/^Início/)).toHaveValue('07:30')
    expect(within(dialog).getByLabelText(/^Duração/)).toHaveValue(60)
    // Escape closes it
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('creates a weekly slot: students with credit badges, weekdays, the default club', async () => {
    api = agendaApi([])
    api.on('POST /lesson-series', series())
    const user = userEvent.setup()
    renderAgenda()
    await user.click(screen.getAllByRole('button', { name: 'Nova Aula' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Nova Aula' })

    // nothing chosen: the shared schema's message, no request
    await user.click(within(dialog).getByRole('button', { name: 'Agendar aula' }))
    expect(
      await within(dialog).findByText('Selecione pelo menos um aluno para a aula.'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /lessons')).toHaveLength(0)

    const ana = await within(dialog).findByRole('checkbox', { name: /Ana Souza/ })
    expect(ana.closest('label')).toHaveTextContent('3 créditos')
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Bruno Lima/ })
        .closest('label'),
    ).toHaveTextContent('Sem créditos')
    await user.click(ana)
    expect(
      within(within(dialog).getByRole('list', { name: 'Alunos da aula' })).getByText('Ana Souza'),
    ).toBeInTheDocument()

    fireEvent.change(within(dialog).getByLabelText(/^Início/), { target: { value: '18:00' } })
    await user.click(within(dialog).getByRole('switch', { name: 'Repetir toda semana' }))
    // the chosen date's weekday is on by default
    expect(within(dialog).getByRole('button', { name: 'Qua' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Sex' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Sem data de término' })).toBeChecked()
    await user.type(within(dialog).getByLabelText('Título'), 'Horário da Ana')
    // open to make-ups: 'Vagas' appears once it is on
    expect(within(dialog).queryByLabelText(/^Vagas/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('switch', { name: 'Aberta a reposições' }))
    const places = within(dialog).getByLabelText(/^Vagas/)
    expect(places).toHaveValue(4)
    await user.clear(places)
    await user.type(places, '60')
    await user.click(within(dialog).getByRole('button', { name: 'Agendar aula' }))
    expect(await within(dialog).findByText('As vagas devem ser um número de 1 a 50.')).toBeVisible()
    await user.clear(places)
    await user.type(places, '6')

    await user.click(within(dialog).getByRole('button', { name: 'Agendar aula' }))
    await waitFor(() => expect(api.callsTo('POST /lesson-series')).toHaveLength(1))
    expect(api.lastBody('POST /lesson-series')).toEqual({
      weekdays: [3, 5],
      time: '18:00',
      durationMinutes: 60,
      startDate: '2026-11-25',
      untilDate: null,
      studentIds: [ANA],
      clubId: CLUB,
      title: 'Horário da Ana',
      notes: null,
      makeupCapacity: 6,
      confirmOverlap: false,
    })
    expect(api.callsTo('POST /lessons')).toHaveLength(0)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // the agenda reloads
    await waitFor(() => expect(api.callsTo('GET /agenda').length).toBeGreaterThan(1))
  })

  it('warns about an overlap, goes back, then saves anyway with confirmOverlap', async () => {
    api = agendaApi([])
    const overlap = new FakeApiError(409, {
      error: {
        code: 'LESSON_OVERLAP',
        message: 'Este horário coincide com outra aula.',
        conflicts: [
          {
            id: `s_${SERIES}_2026-11-25`,
            startsAt: '2026-11-25T21:00:00.000Z',
            endsAt: '2026-11-25T22:00:00.000Z',
            date: '2026-11-25',
            time: '18:00',
            durationMinutes: 60,
            title: null,
            students: [{ id: BRUNO, name: 'Bruno Lima' }],
          },
        ],
      },
    })
    api.on('POST /lessons', ({ body }) => (body.confirmOverlap ? lesson() : overlap))
    const user = userEvent.setup()
    renderAgenda()
    await user.click(screen.getAllByRole('button', { name: 'Nova Aula' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Nova Aula' })
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ana Souza/ }))
    fireEvent.change(within(dialog).getByLabelText(/^Início/), { target: { value: '18:30' } })
    await user.click(within(dialog).getByRole('button', { name: 'Agendar aula' }))

    const alert = await screen.findByRole('alertdialog', { name: 'Conflito de horário' })
    expect(alert).toHaveTextContent('Este horário coincide com:')
    expect(alert).toHaveTextContent('25/11/2026, 18:00 – 19:00')
    expect(alert).toHaveTextContent('Bruno Lima')

    await user.click(within(alert).getByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Nova Aula' })).toBeInTheDocument()
    expect(api.callsTo('POST /lessons')).toHaveLength(1)

    await user.click(within(dialog).getByRole('button', { name: 'Agendar aula' }))
    const again = await screen.findByRole('alertdialog', { name: 'Conflito de horário' })
    await user.click(within(again).getByRole('button', { name: 'Salvar mesmo assim' }))
    await waitFor(() => expect(api.callsTo('POST /lessons')).toHaveLength(3))
    expect(api.lastBody('POST /lessons')).toMatchObject({
      date: '2026-11-25',
      time: '18:30',
      studentIds: [ANA],
      confirmOverlap: true,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows a server error that is not about a field', async () => {
    api = agendaApi([])
    api.on(
      'POST /lessons',
      new FakeApiError(409, {
        error: { code: 'STUDENT_INACTIVE', message: 'Ana Souza está inativa.' },
      }),
    )
    const user = userEvent.setup()
    renderAgenda()
    await user.click(screen.getAllByRole('button', { name: 'Nova Aula' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Nova Aula' })
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ana Souza/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Agendar aula' }))
    expect(await within(dialog).findByText('Ana Souza está inativa.')).toBeInTheDocument()
  })

  it("asks 'só esta aula' / 'esta e as seguintes' before editing a weekly slot's lesson", async () => {
    api = agendaApi([occurrence('2026-11-25')])
    api.on('PATCH /lesson-series/:id/occurrences/:date', ({ body }) => ({
      occurrence: occurrence('2026-11-25', { lessonId: LESSON, time: body.time }),
      series: series(),
    }))
    api.on('GET /lesson-series/:id', series({ weekdays: [1, 3] }))
    const user = userEvent.setup()
    renderAgenda()
    await user.click(within(await screen.findByTestId('day-list')).getByRole('button'))
    const sheet = await screen.findByTestId('lesson-sheet')
    expect(sheet).toHaveTextContent('Ana Souza')
    expect(sheet).toHaveTextContent('3 créditos')
    expect(sheet).toHaveTextContent('Arena Central')
    expect(sheet).toHaveTextContent('Horário fixo semanal')
    // the slot for 'Registrar aula' / attendance is empty here
    expect(within(sheet).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument()

    await user.click(within(sheet).getByRole('button', { name: 'Editar' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Editar aula de horário fixo' })
    await user.click(within(ask).getByRole('button', { name: 'Só esta aula' }))

    const dialog = await screen.findByRole('dialog', { name: 'Editar aula' })
    expect(dialog).toHaveTextContent('As mudanças valem só para esta aula do horário fixo.')
    expect(
      within(dialog).queryByRole('switch', { name: 'Repetir toda semana' }),
    ).not.toBeInTheDocument()
    expect(within(dialog).getByRole('switch', { name: 'Aberta a reposições' })).not.toBeChecked()
    expect(within(dialog).getByLabelText(/^Início/)).toHaveValue('18:00')
    fireEvent.change(within(dialog).getByLabelText(/^Início/), { target: { value: '19:00' } })
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))

    await waitFor(() =>
      expect(api.callsTo('PATCH /lesson-series/:id/occurrences/:date')).toHaveLength(1),
    )
    const call = api.callsTo('PATCH /lesson-series/:id/occurrences/:date')[0]!
    expect(call.params).toEqual({ id: SERIES, date: '2026-11-25' })
    expect(call.body).toMatchObject({ scope: 'this', date: '2026-11-25', time: '19:00' })
    expect(call.body).not.toHaveProperty('weekdays')
  })

  it("edits 'esta e as seguintes' with the series' weekdays, no date", async () => {
    api = agendaApi([occurrence('2026-11-25')])
    api.on('PATCH /lesson-series/:id/occurrences/:date', {
      occurrence: occurrence('2026-11-25'),
      series: series(),
    })
    api.on('GET /lesson-series/:id', series({ weekdays: [1, 3] }))
    const user = userEvent.setup()
    renderAgenda()
    await user.click(within(await screen.findByTestId('day-list')).getByRole('button'))
    await user.click(
      within(await screen.findByTestId('lesson-sheet')).getByRole('button', { name: 'Editar' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Esta e as seguintes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar aula' })
    expect(within(dialog).queryByLabelText(/^Data/)).not.toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Seg' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Seg' }))
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(api.callsTo('PATCH /lesson-series/:id/occurrences/:date')).toHaveLength(1),
    )
    expect(api.lastBody('PATCH /lesson-series/:id/occurrences/:date')).toMatchObject({
      scope: 'following',
      weekdays: [3],
      time: '18:00',
    })
  })

  it('cancels only this lesson of a weekly slot; a stand-alone one after a confirmation', async () => {
    api = agendaApi([occurrence('2026-11-25'), lesson({ time: '20:00' })])
    api.on('POST /lesson-series/:id/occurrences/:date/cancel', {
      occurrence: occurrence('2026-11-25', { status: 'cancelled', lessonId: LESSON }),
      series: series(),
    })
    api.on('PATCH /lessons/:id', ({ body }) => lesson({ status: body.status }))
    const user = userEvent.setup()
    renderAgenda()
    const list = await screen.findByTestId('day-list')
    await user.click(within(list).getAllByRole('button')[0]!)
    await user.click(
      within(await screen.findByTestId('lesson-sheet')).getByRole('button', {
        name: 'Cancelar aula',
      }),
    )
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar aula de horário fixo' })
    await user.click(within(ask).getByRole('button', { name: 'Só esta aula' }))
    await waitFor(() =>
      expect(api.lastBody('POST /lesson-series/:id/occurrences/:date/cancel')).toEqual({
        scope: 'this',
      }),
    )
    expect(api.callsTo('POST /lesson-series/:id/occurrences/:date/cancel')[0]!.params.date).toBe(
      '2026-11-25',
    )
    await waitFor(() => expect(screen.queryByTestId('lesson-sheet')).not.toBeInTheDocument())

    await user.click(within(screen.getByTestId('day-list')).getAllByRole('button')[1]!)
    const sheet = await screen.findByTestId('lesson-sheet')
    expect(within(sheet).getByRole('button', { name: 'Excluir' })).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Cancelar aula' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancelar esta aula?' })
    expect(api.callsTo('PATCH /lessons/:id')).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar aula' }))
    await waitFor(() => expect(api.lastBody('PATCH /lessons/:id')).toEqual({ status: 'cancelled' }))
  })
})
