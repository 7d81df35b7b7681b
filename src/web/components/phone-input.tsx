import { maskPhone } from '@shared/domain/phone'
import { Input } from '~/components/ui/input'

type Props = Omit<React.ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string
  onChange: (value: string) => void
  /** Brazilian mask (default); off for other country codes. */
  masked?: boolean
}

/**
 * Phone field with the mask of spec §5: (11) 97777-6666 or a landline's (11) 3063-4000, at
 * most 15 characters. No maxLength on the element: the browser would cut a pasted
 * `+55 (11) 97777-6666` (as WhatsApp shows it) before the mask could recognise the +55.
 */
export function PhoneInput({ value, onChange, masked = true, ...props }: Props) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      value={value}
      onChange={(e) => {
        const raw = e.target.value
        onChange(masked ? maskPhone(raw) : raw.replace(/[^\d\s()-]/g, '').slice(0, 15))
      }}
    />
  )
}
