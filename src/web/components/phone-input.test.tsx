import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PhoneInput } from './phone-input'

/** A form's phone value and the field, as react-hook-form's Controller wires them. */
function Harness({
  initial = '',
  defaultCountryCode,
}: {
  initial?: string
  defaultCountryCode?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="phone">Telefone</label>
      <PhoneInput
        id="phone"
        withCountry
        defaultCountryCode={defaultCountryCode}
        placeholder="(11) 99999-9999"
        value={value}
        onChange={setValue}
      />
      <output aria-label="valor">{value}</output>
    </>
  )
}

const country = () => screen.getByLabelText('Código do país')
const number = () => screen.getByLabelText('Telefone')
const formValue = () => screen.getByLabelText('valor').textContent

describe('PhoneInput with a country code (issue 15)', () => {
  it('starts at +55 with the Brazilian mask and value exactly as before', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(country()).toHaveValue('55')
    expect(number()).toHaveAttribute('placeholder', '(11) 99999-9999')
    await user.type(number(), '11987654321')
    expect(number()).toHaveValue('(11) 98765-4321')
    expect(formValue()).toBe('(11) 98765-4321')
  })

  it("takes another country's number freely and formats it on blur", async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.clear(country())
    await user.type(country(), '1')
    expect(number()).not.toHaveAttribute('placeholder')
    await user.type(number(), '(212) 5550123')
    expect(formValue()).toBe('+1 (212) 5550123')
    await user.tab()
    await waitFor(() => expect(number()).toHaveValue('212 555 0123'))
    expect(formValue()).toBe('+1 212 555 0123')
  })

  it('moves a pasted international number into both fields', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(number())
    await user.paste('+44 07911 123456')
    expect(country()).toHaveValue('44')
    expect(formValue()).toBe('+44 07911 123456')
    await user.tab()
    await waitFor(() => expect(formValue()).toBe('+44 7911 123456'))
  })

  it("edits a saved phone of another country, and starts at the coach's country", () => {
    const { unmount } = render(<Harness initial="+351 912 345 678" />)
    expect(country()).toHaveValue('351')
    expect(number()).toHaveValue('912 345 678')
    unmount()
    render(<Harness defaultCountryCode="1" />)
    expect(country()).toHaveValue('1')
  })

  it('brings the digits back under the mask when +55 is chosen again', async () => {
    const user = userEvent.setup()
    render(<Harness initial="+1 212 555 0123" />)
    await user.clear(country())
    await user.type(country(), '55')
    expect(number()).toHaveValue('(21) 2555-0123')
    expect(formValue()).toBe('(21) 2555-0123')
  })
})
