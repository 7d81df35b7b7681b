import { parseMoneyInput } from '@shared/domain/money'
import { useState } from 'react'
import { Input } from '~/components/ui/input'
import { currentFormats, formatDecimal } from '~/lib/formats'

type Props = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The amount in reais as the form holds it (undefined or NaN when not a number). */
  value: number | undefined
  /** Receives reais; NaN when the text is not a number; `emptyValue` when empty. */
  onChange: (reais: number | undefined) => void
  emptyValue?: number
}

function display(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value) || value === 0) return ''
  return formatDecimal(Math.round(value * 100))
}

/**
 * Price field (spec §5): accepts comma or dot decimals, strips spaces and is parsed on blur,
 * then shown as 1.234,56 (1,234.56 in English). The form value follows every keystroke, so submitting with Enter
 * before leaving the field sends what is typed.
 */
export function MoneyInput({ value, onChange, onBlur, emptyValue, ...props }: Props) {
  const [text, setText] = useState(() => display(value))

  const parse = (raw: string): number | undefined => {
    if (raw.trim() === '') return emptyValue
    const cents = parseMoneyInput(raw, currentFormats().language)
    return cents === null ? Number.NaN : cents / 100
  }

  return (
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.target.value.replace(/\s/g, '')
        setText(next)
        onChange(parse(next))
      }}
      onBlur={(e) => {
        const cents = parseMoneyInput(text, currentFormats().language)
        if (cents !== null) setText(formatDecimal(cents))
        onChange(parse(text))
        onBlur?.(e)
      }}
    />
  )
}
