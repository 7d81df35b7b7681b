import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { apiError, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { LessonAttendance } from './lesson-attendance'

const TWO = [
  { id: 's1', name: 'Ana Souza', status: 'active' as const, credits: 3, hasOpenAlert: false },
  { id: 's2', name: 'Bruno Lima', status: 'active' as const, credits: 0, hasOpenAlert: true },
]
const none = (studentId: string) => ({
  studentId,
  outcome: null,
  noticeAt: null,
  charged: false,
  noCredit: false,
  makeupOf: null,
})

function renderIt(lesson = build.occurrence()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const invalidate = vi.spyOn(qc, 'invalidateQueries')
  render(
    <QueryClientProvider client={qc}>
      <LessonAttendance lesson={lesson} />
    </QueryClientProvider>,
  )
  return { invalidate }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('LessonAttendance', () => {
  it("shows each student's answer from their page on a lesson to come", () => {
    installFakeApi()
    const three = [
      ...TWO,
      { id: 's3', name: 'Caio Reis', status: 'active' as const, credits: 2, hasOpenAlert: false },
    ]
    renderIt(
      build.occurrence({
        students: three,
        status: 'scheduled',
        sessionId: null,
        attendance: [
          { ...none('s1'), answer: 'confirmed' },
          { ...none('s2'), outcome: 'notified_absence', answer: 'declined' },
        ],
      }),
    )
    const line = (name: string) =>
      screen.getByRole('combobox', { name: `Situação de ${name}` }).closest('li')!
    expect(
      within(line('Ana Souza')).getByText('Confirmou pela página do aluno'),
    ).toBeInTheDocument()
    expect(
      within(line('Bruno Lima')).getByText('Avisou pela página que não vai'),
    ).toBeInTheDocument()
    expect(within(line('Caio Reis')).getByText('Sem resposta do aluno')).toBeInTheDocument()
  })

  it('shows each student’s outcome and its credit effect', () => {
    installFakeApi()
    renderIt(
      build.occurrence({
        id: 's_x_2026-01-05',
        lessonId: null,
        students: TWO,
        attendance: [
          { ...none('s1'), outcome: 'late_cancel', charged: true },
          { ...none('s2'), outcome: 'no_show', noCredit: true },
        ],
      }),
    )
    expect(screen.getByRole('combobox', { name: 'Situação de Ana Souza' })).toHaveValue(
      'late_cancel',
    )
    expect(screen.getByText('Consumiu 1 crédito')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Situação de Bruno Lima' })).toHaveValue('no_show')
    expect(screen.getByText('Sem crédito')).toBeInTheDocument()
    // 'Presente' is the registered class: not offered at all before it
    expect(screen.queryAllByRole('option', { name: /Presente/ })).toEqual([])
    expect(screen.getAllByRole('option', { name: 'Chuva — reposição devida' })).toHaveLength(2)
  })

  it('names each outcome apart, in two groups, with what it does to credits by the policy', async () => {
    installFakeApi().on(
      'GET /profile',
      build.profile({ cancelNoticeHours: 12, lateCancelConsumes: false, noShowConsumes: true }),
    )
    renderIt()
    const select = screen.getByRole('combobox', { name: 'Situação de Ana Souza' })
    await waitFor(() =>
      expect(
        within(select).getByRole('option', { name: 'Avisou com menos de 12 h — sem crédito' }),
      ).toBeInTheDocument(),
    )
    const groups = [...select.querySelectorAll('optgroup')].map((g) => ({
      group: g.label,
      options: [...g.querySelectorAll('option')].map((o) => o.textContent),
    }))
    expect(groups).toEqual([
      {
        group: 'O aluno faltou',
        options: [
          'Avisando agora: o prazo de 12 h decide',
          'Avisou com 12 h ou mais de antecedência — sem crédito',
          'Avisou com menos de 12 h — sem crédito',
          'Não veio e não avisou — consome 1 crédito',
        ],
      },
      {
        group: 'A aula não aconteceu',
        options: [
          'Você cancelou a aula (professor) — reposição devida',
          'Chuva — reposição devida',
        ],
      },
    ])
    // no two choices read alike
    const labels = [...select.querySelectorAll('option')].map((o) => o.textContent)
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('saves an outcome for a virtual occurrence and refreshes the agenda and the students', async () => {
    const api = installFakeApi().on(
      'PUT /lessons/:id/attendance/:studentId',
      build.occurrence({
        attendance: [{ ...none('s1'), outcome: 'rain' }],
      }),
    )
    const { invalidate } = renderIt(build.occurrence({ id: 's_abc_2026-01-05', lessonId: null }))
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Situação de Ana Souza' }),
      'Chuva — reposição devida',
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Presença de Ana Souza atualizada'),
    )
    const [call] = api.callsTo('PUT /lessons/:id/attendance/:studentId')
    expect(call!.path).toBe('/lessons/s_abc_2026-01-05/attendance/s1')
    expect(api.lastBody('PUT /lessons/:id/attendance/:studentId')).toEqual({ outcome: 'rain' })
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey))
    expect(keys).toContain('["agenda"]')
    expect(keys).toContain('["students"]')
  })

  it('shows a registered student as present (locked) and the server’s refusal as a toast', async () => {
    installFakeApi().on(
      'PUT /lessons/:id/attendance/:studentId',
      apiError(409, 'Para marcar presença, registre a aula', { code: 'LESSON_NOT_REGISTERED' }),
    )
    renderIt(
      build.occurrence({
        sessionId: 'se1',
        state: 'done',
        students: TWO,
        attendance: [{ ...none('s1'), outcome: 'present' }, none('s2')],
      }),
    )
    const ana = screen.getByRole('combobox', { name: 'Situação de Ana Souza' })
    expect(ana).toHaveValue('present')
    expect(ana).toBeDisabled()
    expect(within(ana).getByRole('option', { selected: true })).toHaveTextContent(
      'Presente (pela aula registrada)',
    )
    expect(screen.getByText('Registrado na sessão desta aula')).toBeInTheDocument()
    const bruno = screen.getByRole('combobox', { name: 'Situação de Bruno Lima' })
    expect(within(bruno).queryByRole('option', { name: /Presente/ })).toBeNull()
    await userEvent.selectOptions(bruno, 'Não veio e não avisou — consome 1 crédito')
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Não foi possível salvar a presença', {
        description: 'Para marcar presença, registre a aula',
      }),
    )
  })
})
