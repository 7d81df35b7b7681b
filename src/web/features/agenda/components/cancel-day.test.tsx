import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANA, agendaApi, BRUNO, LESSON, lesson, occurrence, renderAgenda } from './test-helpers'

const DAY = '2026-11-25'
const SECOND = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const bruno = {
  id: BRUNO,
  name: 'Bruno Lima',
  status: 'active' as const,
  credits: 0,
  hasOpenAlert: false,
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe("'Cancelar o dia'", { timeout: 20_000 }, () => {
  it('cancels the lessons ticked of the chosen day at once, and offers to undo', async () => {
    const user = userEvent.setup()
    const items = [
      occurrence(DAY, { time: '08:00' }),
      lesson({ time: '14:00' }),
      lesson({ id: SECOND, lessonId: SECOND, time: '14:00', students: [bruno] }),
      lesson({ id: 'done', lessonId: 'done', time: '18:00', sessionId: 'se1', state: 'done' }),
    ]
    const api = agendaApi(items)
      .on('DELETE /agenda/days/:date/cancellation', undefined)
      .on('POST /agenda/days/:date/cancellation', {
        day: DAY,
        reason: 'teacher_cancelled',
        lessonIds: ['row8', LESSON],
        studentCount: 2,
        skipped: 2,
      })
    renderAgenda(`/app/agenda?date=${DAY}`)
    await user.click(await screen.findByRole('button', { name: 'Cancelar o dia' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o dia' })
    expect(within(dialog).getByLabelText('Dia')).toHaveValue(DAY)
    const list = await within(dialog).findByTestId('cancel-day-lessons')
    // the registered one is not offered, and said to stay
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3)
    expect(dialog).toHaveTextContent('1 aula registrada ou já cancelada fica como está.')
    expect(dialog).toHaveTextContent(
      'Os alunos ficam com reposição devida e nenhum crédito é consumido.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Professor indisponível' }))
    await user.click(within(list).getByRole('checkbox', { name: /14:00\s*Bruno Lima/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar 2 aulas' }))
    await waitFor(() => expect(api.callsTo('POST /agenda/days/:date/cancellation')).toHaveLength(1))
    const [call] = api.callsTo('POST /agenda/days/:date/cancellation')
    expect(call!.path).toBe(`/agenda/days/${DAY}/cancellation`)
    expect(call!.body).toEqual({
      reason: 'teacher_cancelled',
      lessonIds: [`s_88888888-8888-4888-8888-888888888888_${DAY}`, LESSON],
    })
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Dia cancelado: 2 aulas',
        expect.objectContaining({ action: expect.objectContaining({ label: 'Desfazer' }) }),
      ),
    )
    // the toast's 'Desfazer' undoes the day
    const options = vi.mocked(toast.success).mock.calls[0]![1] as unknown as {
      action: { onClick: () => void }
    }
    options.action.onClick()
    await waitFor(() =>
      expect(api.callsTo('DELETE /agenda/days/:date/cancellation')[0]?.path).toBe(
        `/agenda/days/${DAY}/cancellation`,
      ),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Cancelamento desfeito: as aulas voltaram à agenda',
      ),
    )
  })

  it('sends no list when every lesson stays ticked; says when the day has none', async () => {
    const user = userEvent.setup()
    const api = agendaApi([lesson({ time: '09:00' })]).on('POST /agenda/days/:date/cancellation', {
      day: DAY,
      reason: 'rain',
      lessonIds: [LESSON],
      studentCount: 1,
      skipped: 0,
    })
    renderAgenda(`/app/agenda?date=${DAY}`)
    await user.click(await screen.findByRole('button', { name: 'Cancelar o dia' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar o dia' })
    await within(dialog).findByTestId('cancel-day-lessons')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar 1 aula' }))
    await waitFor(() =>
      expect(api.lastBody('POST /agenda/days/:date/cancellation')).toEqual({ reason: 'rain' }),
    )
    await user.click(screen.getByRole('button', { name: 'Cancelar o dia' }))
    const again = await screen.findByRole('dialog', { name: 'Cancelar o dia' })
    const day = within(again).getByLabelText('Dia')
    await user.clear(day)
    await user.type(day, '2026-11-27')
    expect(await within(again).findByText('Nenhuma aula a cancelar neste dia.')).toBeInTheDocument()
    expect(within(again).getByRole('button', { name: 'Cancelar o dia' })).toBeDisabled()
  })

  it('shows a cancelled day with its undo on the agenda', async () => {
    const user = userEvent.setup()
    const api = agendaApi([lesson({ status: 'cancelled' })])
      .on('DELETE /agenda/days/:date/cancellation', undefined)
      .on('GET /agenda', ({ query }) => ({
        from: query.get('from')!,
        to: query.get('to')!,
        timeZone: 'America/Sao_Paulo',
        items: [lesson({ status: 'cancelled' })],
        cancelledDays: [{ day: DAY, reason: 'rain' as const }],
      }))
    renderAgenda(`/app/agenda?date=${DAY}`)
    const banners = await screen.findAllByTestId('cancelled-day')
    // the phone's day view and the laptop's week each say it
    expect(banners.map((b) => b.textContent)).toEqual([
      'Dia cancelado por chuvaDesfazer',
      'quarta-feira, 25 de novembro · Dia cancelado por chuvaDesfazer',
    ])
    await user.click(
      within(banners[0]!).getByRole('button', {
        name: 'Desfazer o cancelamento de quarta-feira, 25 de novembro',
      }),
    )
    await waitFor(() =>
      expect(api.callsTo('DELETE /agenda/days/:date/cancellation')).toHaveLength(1),
    )
    expect(ANA).toBeTruthy()
  })
})
