import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useParams } from 'react-router'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { apiError } from '../../../../../tests/helpers/fake-api'
import { leadLanguage } from '../lib/lead-lang'
import { LeadForm } from './lead-form'
import { LeadFormPage } from './lead-form-page'
import { fillEnglish, leadApi, mockLeadApi, sentBody } from './test-helpers'

mockLeadApi()

describe('LeadForm submission', () => {
  it('sends the English sport values, thanks in Portuguese and resets the form', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="pt" />)
    await user.type(screen.getByLabelText('Nome'), 'Ana Treinadora')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Telefone'), '11987654321')
    await user.click(screen.getByRole('checkbox', { name: 'Tênis de Mesa' }))
    await user.click(screen.getByRole('checkbox', { name: 'Padel' }))
    await user.type(screen.getByLabelText('Outro esporte'), 'Pickleball')
    await user.click(screen.getByRole('radio', { name: 'Amigos' }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    const dialog = await screen.findByRole('dialog', { name: 'Obrigado pelo seu interesse!' })
    expect(
      within(dialog).getByText('Nossa equipe enviará por email o acesso à versão de testes.'),
    ).toBeInTheDocument()
    expect(leadApi().calls.map((c) => c.route)).toEqual(['POST /leads'])
    expect(sentBody()).toEqual({
      name: 'Ana Treinadora',
      email: 'ana@example.com',
      phone: '+5511987654321',
      country: '',
      countryOther: '',
      sports: ['Table Tennis', 'Padel'],
      extraSport: 'Pickleball',
      heardFrom: 'friends',
      heardFromOther: '',
      website: '',
      language: 'pt',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Nome')).toHaveValue('')
    expect(screen.getByLabelText('Nome')).toHaveFocus()
    expect(screen.getByLabelText('Telefone')).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: 'Padel' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Amigos' })).not.toBeChecked()
  })

  it('shows "Sending..." while the request is on its way', async () => {
    const user = userEvent.setup()
    let release: () => void = () => {}
    leadApi().once(
      'POST /leads',
      () => new Promise((resolve) => (release = () => resolve({ ok: true }))),
    )
    render(<LeadForm lang="en" />)
    await fillEnglish(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toHaveAttribute('aria-disabled', 'true')
    await user.click(sending)
    expect(leadApi().calls).toHaveLength(1)
    release()
    expect(
      await screen.findByRole('dialog', { name: 'Thank you for your interest!' }),
    ).toBeVisible()
  })

  it.each([500, 429])('a %i answer gives the error toast and keeps the form', async (status) => {
    const user = userEvent.setup()
    leadApi().on('POST /leads', apiError(status, 'Erro do servidor', { code: 'X' }))
    render(<LeadForm lang="en" />)
    await fillEnglish(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'There was an error submitting your form. Please try again.',
        toasterId: 'lead-form',
      }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Coach')
  })

  it('Portuguese error toast', async () => {
    const user = userEvent.setup()
    leadApi().once('POST /leads', () => {
      throw new TypeError('offline')
    })
    render(<LeadForm lang="pt" />)
    await user.type(screen.getByLabelText('Nome'), 'Ana')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Telefone'), '11987654321')
    await user.click(screen.getByRole('radio', { name: 'Twitter' }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro', {
        description: 'Houve um erro ao enviar seu formulário. Tente novamente.',
        toasterId: 'lead-form',
      }),
    )
  })

  it("puts the server's field issues back into the fields", async () => {
    const user = userEvent.setup()
    leadApi().on(
      'POST /leads',
      apiError(400, 'Please enter a valid email', {
        issues: [{ path: 'email', message: 'Please enter a valid email' }],
      }),
    )
    render(<LeadForm lang="en" />)
    await fillEnglish(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(toast.error).not.toHaveBeenCalled()
  })

  it('has a honeypot hidden from people, sent as typed', async () => {
    const user = userEvent.setup()
    const { container } = render(<LeadForm lang="en" />)
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument()
    await fillEnglish(user)
    await user.type(honeypot, 'http://spam.example')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(leadApi().calls).not.toHaveLength(0))
    expect(sentBody().website).toBe('http://spam.example')
  })
})

function Empty() {
  return null
}

function PageRoute() {
  return <LeadFormPage lang={leadLanguage(useParams().lang)} />
}

describe('LeadFormPage', () => {
  it('switches language keeping what was typed, with messages in the new language', async () => {
    const user = userEvent.setup()
    const Stub = createRoutesStub([
      { path: '/lead-form/:lang?', Component: PageRoute },
      { path: '/eng', Component: Empty },
    ])
    render(<Stub initialEntries={['/lead-form']} />)
    expect(await screen.findByRole('heading', { name: 'Claim your free beta seat' })).toBeVisible()
    expect(screen.getByRole('link', { name: /Quadra home page/ })).toHaveAttribute('href', '/eng')
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.type(screen.getByLabelText('Phone'), '5511987654321')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'PT – Português' }))
    expect(
      await screen.findByRole('heading', { name: 'Garanta sua vaga grátis no Quadra' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'PT – Português' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana')
    expect(screen.getByLabelText('Telefone')).toHaveValue('+5511987654321')
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument()
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Página inicial do Quadra/ })).toHaveAttribute(
      'href',
      '/',
    )

    await user.click(screen.getByRole('link', { name: 'EN – English' }))
    expect(await screen.findByLabelText('Country')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Ana')
  })
})
