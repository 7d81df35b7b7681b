import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PasswordInput } from './password-input'
import { PhoneInput } from './phone-input'

function Phone({ masked = true }: { masked?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="phone">Telefone</label>
      <PhoneInput id="phone" value={value} onChange={setValue} masked={masked} />
    </>
  )
}

describe('PhoneInput', () => {
  it('masks a Brazilian number while typing and never exceeds 15 characters', async () => {
    render(<Phone />)
    const input = screen.getByLabelText('Telefone')
    await userEvent.type(input, '11987654321999')
    expect(input).toHaveValue('(11) 98765-4321')
    await userEvent.clear(input)
    await userEvent.type(input, '1198')
    expect(input).toHaveValue('(11) 98')
  })

  it('recognises a number pasted as WhatsApp shows it (+55) and masks a landline with 10 digits', async () => {
    render(<Phone />)
    const input = screen.getByLabelText('Telefone')
    await userEvent.click(input)
    await userEvent.paste('+55 (11) 97777-6666')
    expect(input).toHaveValue('(11) 97777-6666')
    await userEvent.clear(input)
    await userEvent.paste('\u202a+55 11 97777-6666\u202c')
    expect(input).toHaveValue('(11) 97777-6666')
    await userEvent.clear(input)
    await userEvent.type(input, '1130634000')
    expect(input).toHaveValue('(11) 3063-4000')
  })

  it('keeps digits only (and separators) when the mask is off', async () => {
    render(<Phone masked={false} />)
    const input = screen.getByLabelText('Telefone')
    await userEvent.type(input, '415a555-2671')
    expect(input).toHaveValue('415555-2671')
  })
})

describe('PasswordInput', () => {
  it('toggles visibility with an accessible button', async () => {
    render(
      <>
        <label htmlFor="pw">Senha</label>
        <PasswordInput id="pw" defaultValue="segredo1" />
      </>,
    )
    const input = screen.getByLabelText('Senha', { selector: 'input' })
    expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
