import { DEFAULT_COUNTRY_CODE } from '@shared/constants'
import {
  internationalFormat,
  maskPhone,
  phoneDigits,
  splitInternational,
} from '@shared/domain/phone'
import { useEffect, useRef, useState } from 'react'
import { Input } from '~/components/ui/input'
import { useTranslation } from '~/lib/i18n'
import { useWorldPhones } from '~/lib/world-phones'

type Props = Omit<React.ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string
  onChange: (value: string) => void
  /** Brazilian mask (default); off for other country codes (the sign-up's own field). */
  masked?: boolean
  /**
   * Issue 15: a country code field before the number. 55 keeps the Brazilian mask and value
   * exactly; another code makes the value '+CC number', formatted internationally on blur.
   */
  withCountry?: boolean
  /** The country code an empty phone starts with (digits; 55 when not given). */
  defaultCountryCode?: string
}

/**
 * Phone field with the mask of spec §5: (11) 97777-6666 or a landline's (11) 3063-4000, at
 * most 15 characters. No maxLength on the element: the browser would cut a pasted
 * `+55 (11) 97777-6666` (as WhatsApp shows it) before the mask could recognise the +55.
 */
export function PhoneInput({ withCountry, defaultCountryCode, ...props }: Props) {
  if (withCountry) return <CountryPhoneInput defaultCountryCode={defaultCountryCode} {...props} />
  const { value, onChange, masked = true, ...rest } = props
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      value={value}
      onChange={(e) => {
        const raw = e.target.value
        onChange(masked ? maskPhone(raw) : raw.replace(/[^\d\s()-]/g, '').slice(0, 15))
      }}
    />
  )
}

/** The country code a form value shows: its '+CC', 55 for a Brazilian number, null if empty. */
function countryOf(value: string): string | null {
  if (value.trim().startsWith('+')) {
    const code = splitInternational(value)?.countryCode
    return code ?? (phoneDigits(value).startsWith(DEFAULT_COUNTRY_CODE) ? DEFAULT_COUNTRY_CODE : '')
  }
  return phoneDigits(value) ? DEFAULT_COUNTRY_CODE : null
}

/** The number without its country code, as shown in the number field. */
function nationalOf(value: string, country: string): string {
  if (country === DEFAULT_COUNTRY_CODE) return value
  const raw = value.trimStart()
  const prefix = `+${country}`
  return (raw.startsWith(prefix) ? raw.slice(prefix.length) : raw.replace(/^\+/, '')).trimStart()
}

/** The form value: Brazil's mask, else '+CC number' ('' when empty). */
function compose(country: string, national: string): string {
  if (country === DEFAULT_COUNTRY_CODE) return maskPhone(national)
  return national.trim() ? `+${country} ${national.trimStart()}` : ''
}

function CountryPhoneInput({
  value,
  onChange,
  onBlur,
  masked: _masked,
  defaultCountryCode,
  placeholder,
  ...props
}: Omit<Props, 'withCountry'>) {
  const { t } = useTranslation('common')
  const initial = phoneDigits(defaultCountryCode) || DEFAULT_COUNTRY_CODE
  const [country, setCountry] = useState(() => countryOf(value) ?? initial)
  const emitted = useRef(value)
  const countryTouched = useRef(false)
  const brazilian = country === DEFAULT_COUNTRY_CODE
  useWorldPhones(brazilian ? value : `+${country || '0'}`)

  // a value set from outside (the form reset to the saved phone) brings its own country
  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    const next = countryOf(value)
    if (next !== null) setCountry(next)
  }, [value])

  // the coach's own country, known once the profile is loaded, for a phone not typed yet
  useEffect(() => {
    if (!countryTouched.current && !emitted.current) setCountry(initial)
  }, [initial])

  const emit = (nextCountry: string, national: string) => {
    const next = compose(nextCountry, national)
    emitted.current = next
    onChange(next)
  }
  const national = nationalOf(value, country)

  return (
    <div className="flex gap-2">
      <div className="relative w-20 shrink-0">
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
        >
          +
        </span>
        <Input
          id={props.id ? `${props.id}-country` : undefined}
          aria-label={t('phone.countryCode')}
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={3}
          className="pl-6"
          disabled={props.disabled}
          value={country}
          onChange={(e) => {
            const next = phoneDigits(e.target.value).slice(0, 3)
            countryTouched.current = true
            setCountry(next)
            // the number's digits move to the new country (Brazil's mask applies again at 55)
            emit(
              next,
              brazilian || next === DEFAULT_COUNTRY_CODE ? phoneDigits(national) : national,
            )
          }}
        />
      </div>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...props}
        placeholder={brazilian ? placeholder : undefined}
        value={national}
        onChange={(e) => {
          const raw = e.target.value
          const pasted = raw.trim().startsWith('+') ? countryOf(raw) : null
          if (pasted && pasted !== DEFAULT_COUNTRY_CODE) {
            // '+1 212 555 0123' pasted: the country code goes to its field
            setCountry(pasted)
            emit(pasted, splitInternational(raw)?.national ?? '')
          } else if (brazilian || pasted === DEFAULT_COUNTRY_CODE) {
            setCountry(DEFAULT_COUNTRY_CODE)
            emit(DEFAULT_COUNTRY_CODE, raw)
          } else {
            emit(country, raw.replace(/[^\d\s()-]/g, '').slice(0, 18))
          }
        }}
        onBlur={(e) => {
          const formatted = brazilian ? null : internationalFormat(value)
          if (formatted) emit(country, formatted.slice(`+${country}`.length).trim())
          onBlur?.(e)
        }}
      />
    </div>
  )
}
