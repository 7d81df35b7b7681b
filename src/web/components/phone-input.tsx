import { maskPhone } from '@shared/domain/phone'
import { Input } from '~/components/ui/input'

type Props = Omit<React.ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string
  onChange: (value: string) => void
  /** Brazilian mask (default); off for other country codes. */
  masked?: boolean
}

/** Phone field with the mask of spec §5: (11) 99999-9999, at most 15 characters. */
export function PhoneInput({ value, onChange, masked = true, ...props }: Props) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={15}
      {...props}
      value={value}
      onChange={(e) => {
        const raw = e.target.value
        onChange(masked ? maskPhone(raw) : raw.replace(/[^\d\s()-]/g, '').slice(0, 15))
      }}
    />
  )
}
