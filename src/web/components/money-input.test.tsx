import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { MoneyInput } from './money-input'

function Harness({ emptyValue, initial }: { emptyValue?: number; initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial)
  return (
    <>
      <label htmlFor="price">Valor (R$)</label>
      <MoneyInput id="price" value={value} onChange={setValue} emptyValue={emptyValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  )
}

describe('MoneyInput (spec §5: comma or dot decimals, spaces stripped, parsed on blur)', () => {
  it.each([
    ['150,50', '150,50', '150.5'],
    ['150.5', '150,50', '150.5'],
    ['1 234,5', '1.234,50', '1234.5'],
    ['99', '99,00', '99'],
  ])('%s → shows %s after blur (value %s)', async (typed, shown, value) => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByLabelText('Valor (R$)')
    await user.type(input, typed)
    expect(input).toHaveValue(typed.replace(/\s/g, ''))
    await user.tab()
    expect(input).toHaveValue(shown)
    expect(screen.getByTestId('value')).toHaveTextContent(value)
  })

  it('keeps a non-number as typed and reports NaN', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByLabelText('Valor (R$)')
    await user.type(input, '12a')
    await user.tab()
    expect(input).toHaveValue('12a')
    expect(screen.getByTestId('value')).toHaveTextContent('NaN')
  })

  it('gives the empty value when cleared and starts from a formatted amount', async () => {
    const user = userEvent.setup()
    render(<Harness emptyValue={0} initial={80} />)
    const input = screen.getByLabelText('Valor (R$)')
    expect(input).toHaveValue('80,00')
    await user.clear(input)
    await user.tab()
    expect(screen.getByTestId('value')).toHaveTextContent('0')
  })
})
