import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LeadForm } from './lead-form'
import { fillEnglish, leadApi, mockLeadApi, sentBody } from './test-helpers'

mockLeadApi()

describe('LeadForm phone', () => {
  it('English: keeps digits and +, with a leading +', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="en" />)
    const phone = screen.getByLabelText('Phone')
    await user.click(phone)
    expect(phone).toHaveValue('')
    await user.type(phone, 'a1 (415) 555-2671x')
    expect(phone).toHaveValue('+14155552671')
  })

  it('Portuguese: an empty phone gets +55 on focus and the prefix stays', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="pt" />)
    const phone = screen.getByLabelText('Telefone')
    expect(phone).toHaveValue('')
    await user.click(phone)
    expect(phone).toHaveValue('+55')
    await user.type(phone, '(11) 98765-4321')
    expect(phone).toHaveValue('+5511987654321')
    await user.clear(phone)
    expect(phone).toHaveValue('+55')
    await user.type(phone, '{backspace}{backspace}')
    expect(phone).toHaveValue('+55')
  })

  it('Portuguese: a pasted number with its own +55 is not doubled', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="pt" />)
    const phone = screen.getByLabelText('Telefone')
    await user.click(phone)
    await user.paste('+55 11 98765-4321')
    expect(phone).toHaveValue('+5511987654321')
  })
})

describe('LeadForm validation', () => {
  it('English: messages in English, the country required, focus on the first invalid field', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="en" />)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Phone is required')).toBeInTheDocument()
    expect(screen.getByText('Country is required')).toBeInTheDocument()
    expect(screen.getByText('Please tell us how you heard about us')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', 'lead-name-error')
    expect(screen.getByRole('radiogroup')).toHaveAttribute(
      'aria-describedby',
      'lead-heard-from-error',
    )
    expect(leadApi().calls).toEqual([])
  })

  it('Portuguese: messages in Portuguese and no country field (Brazil is automatic)', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="pt" />)
    expect(screen.queryByLabelText('País')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'ana@')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Email inválido')).toBeInTheDocument()
    expect(screen.getByText('Conte como você conheceu o Quadra')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Amigos' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Beach Tênis' })).toBeInTheDocument()
    expect(screen.queryByText('Beach Tennis')).not.toBeInTheDocument()
  })

  it('Portuguese: the phone needs +55 and at least 6 digits', async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="pt" />)
    await user.type(screen.getByLabelText('Telefone'), '12345')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(
      await screen.findByText('Informe o telefone com +55 e DDD, ex.: +5511999999999'),
    ).toBeInTheDocument()
  })

  it("English: 'Other' country asks for the country name, and requires it", async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="en" />)
    await fillEnglish(user)
    expect(screen.queryByLabelText('Which country?')).not.toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Country'), 'Other')
    const other = screen.getByLabelText('Which country?')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please specify your country')).toBeInTheDocument()
    expect(other).toHaveFocus()
    await user.type(other, 'Chile')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(leadApi().calls).toHaveLength(1))
    expect(sentBody()).toMatchObject({ country: 'Other', countryOther: 'Chile', language: 'en' })
  })

  it("'other' heard-from asks where, and requires it", async () => {
    const user = userEvent.setup()
    render(<LeadForm lang="pt" />)
    expect(screen.queryByLabelText('Onde você nos conheceu?')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Nome'), 'Ana')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Telefone'), '11987654321')
    await user.click(screen.getByRole('radio', { name: 'Outro' }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Conte onde você nos conheceu')).toBeInTheDocument()
    const where = screen.getByRole('textbox', { name: 'Onde você nos conheceu?' })
    expect(where).toHaveFocus()
    await user.type(where, 'Podcast')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(leadApi().calls).toHaveLength(1))
    expect(sentBody()).toMatchObject({ heardFrom: 'other', heardFromOther: 'Podcast' })
  })
})
