import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/lib/api-client'
import { setTimeZone } from '~/lib/formats'
import { StudentForm } from './student-form'

function setup(onSubmit = vi.fn()) {
  const onCancel = vi.fn()
  render(<StudentForm submitLabel="Cadastrar Aluno" onSubmit={onSubmit} onCancel={onCancel} />)
  return { onSubmit, onCancel, user: userEvent.setup() }
}

describe('StudentForm', () => {
  it('shows the spec messages on an empty submit and does not submit', async () => {
    const { onSubmit, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }))
    for (const message of [
      'Nome deve ter pelo menos 2 caracteres',
      'Telefone é obrigatório',
      'Selecione o gênero',
      'Selecione o tipo de aluno',
      'Selecione a classe',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Nome')).toHaveFocus()
  })

  it('rejects a bad e-mail', async () => {
    const { user } = setup()
    await user.type(screen.getByLabelText('Email'), 'nope@')
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }))
    expect(await screen.findByText('Email inválido')).toBeInTheDocument()
  })

  it('toggles gender and type off when clicked again', async () => {
    const { user } = setup()
    const gender = screen.getByRole('group', { name: 'Gênero' })
    const male = screen.getByRole('button', { name: 'Masculino' })
    const female = screen.getByRole('button', { name: 'Feminino' })
    expect(gender).toContainElement(male)
    await user.click(male)
    expect(male).toHaveAttribute('aria-pressed', 'true')
    await user.click(female)
    expect(male).toHaveAttribute('aria-pressed', 'false')
    expect(female).toHaveAttribute('aria-pressed', 'true')
    await user.click(female)
    expect(female).toHaveAttribute('aria-pressed', 'false')

    const fixed = screen.getByRole('button', { name: 'Fixo' })
    await user.click(fixed)
    expect(fixed).toHaveAttribute('aria-pressed', 'true')
    await user.click(fixed)
    expect(fixed).toHaveAttribute('aria-pressed', 'false')
  })

  it('masks the phone, counts the notes and submits the parsed values', async () => {
    const { onSubmit, user } = setup()
    await user.type(screen.getByLabelText('Nome'), '  Ana Souza ')
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com')
    const phone = screen.getByLabelText('Telefone')
    await user.type(phone, '11987654321')
    expect(phone).toHaveValue('(11) 98765-4321')
    await user.click(screen.getByRole('button', { name: 'Feminino' }))
    await user.click(screen.getByRole('button', { name: 'Pontual' }))
    await user.click(screen.getByLabelText('Classe'))
    await user.click(await screen.findByRole('option', { name: '3 Classe' }))
    await user.type(screen.getByLabelText('Observações'), 'Canhota')
    expect(screen.getByText('7/500 caracteres')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
      gender: 'female',
      type: 'occasional',
      classe: '3-classe',
      notes: 'Canhota',
    })
  })

  it("offers the student's language: the coach's country's by default, sent only when chosen", async () => {
    // a coach teaching in New York: a new student reads English unless the coach says otherwise
    setTimeZone('America/New_York')
    try {
      const onSubmit = vi.fn()
      const { unmount } = render(
        <StudentForm
          submitLabel="Salvar"
          onSubmit={onSubmit}
          defaultValues={{
            name: 'Bruno',
            phone: '(21) 99999-0000',
            gender: 'male',
            type: 'fixed',
            classe: 'profissional',
          }}
        />,
      )
      const language = screen.getByLabelText('Idioma do aluno')
      expect(language).toHaveValue('en')
      expect(language).toHaveAccessibleDescription(
        'A página do aluno, as mensagens e os relatórios que você envia saem neste idioma.',
      )
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
      expect(onSubmit.mock.calls[0]?.[0].language).toBeUndefined()
      // a Brazilian student of that coach
      await userEvent.selectOptions(language, 'Português')
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
      expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ language: 'pt-BR' })
      unmount()
      // a coach in Brazil: Portuguese
      setTimeZone('America/Sao_Paulo')
      render(<StudentForm submitLabel="Salvar" onSubmit={vi.fn()} />)
      expect(screen.getByLabelText('Idioma do aluno')).toHaveValue('pt-BR')
    } finally {
      setTimeZone(null)
    }
  })

  it('puts the server field issues back into the form', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'VALIDATION_ERROR', 'Dados inválidos', [
          { path: 'email', message: 'Email inválido' },
        ]),
      )
    render(
      <StudentForm
        submitLabel="Salvar"
        onSubmit={onSubmit}
        defaultValues={{
          name: 'Bruno',
          email: 'bruno@example.com',
          phone: '(21) 99999-0000',
          gender: 'male',
          type: 'fixed',
          classe: 'profissional',
        }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Email inválido')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument()
  })

  it('shows Salvando... while submitting and Cancelar calls onCancel', async () => {
    const onCancel = vi.fn()
    const { rerender } = render(
      <StudentForm
        submitLabel="Cadastrar Aluno"
        onSubmit={vi.fn()}
        submitting
        onCancel={onCancel}
      />,
    )
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled()
    rerender(<StudentForm submitLabel="Cadastrar Aluno" onSubmit={vi.fn()} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
