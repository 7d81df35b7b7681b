/**
 * The few date-fns functions the app's formats use (format with the patterns of dates.ts and
 * formats.ts, parseISO, formatDistanceStrict with a suffix, differenceInCalendarDays), written
 * out here so the signed-in app's first download carries no date-fns.
 * date-text.test.ts compares each of them with date-fns itself (a development dependency).
 */

export type DateLanguage = 'pt-BR' | 'en'

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const PT_DAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
]

const pad = (n: number, length = 2) => String(n).padStart(length, '0')

function invalid(): never {
  throw new RangeError('Invalid time value')
}

/** The pattern letters the app uses, and 'quoted' text. */
const TOKEN = /'([^']*)'|yyyy|MMMM|MMM|MM|EEEE|dd|d|HH|h|mm|a/g

/** What a pattern reads of an instant: its calendar fields on some clock. */
interface Fields {
  year: number
  /** 0–11 */
  month: number
  day: number
  /** 0 (Sunday) – 6 */
  weekday: number
  hours: number
  minutes: number
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const zoneFormats = new Map<string, Intl.DateTimeFormat>()

/** An instant's fields on the clocks of `timeZone` (IANA). */
function fieldsIn(date: Date, timeZone: string): Fields {
  let f = zoneFormats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    zoneFormats.set(timeZone, f)
  }
  const p: Record<string, string> = {}
  for (const part of f.formatToParts(date)) p[part.type] = part.value
  return {
    year: Number(p.year),
    month: Number(p.month) - 1,
    day: Number(p.day),
    weekday: WEEKDAYS_SHORT.indexOf(p.weekday as string),
    // some engines write midnight as 24 even in h23
    hours: Number(p.hour) % 24,
    minutes: Number(p.minute),
  }
}

const localFields = (date: Date): Fields => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
  weekday: date.getDay(),
  hours: date.getHours(),
  minutes: date.getMinutes(),
})

/**
 * date-fns `format(date, pattern, { locale })` for the patterns the app writes:
 * yyyy MMMM MMM MM dd d EEEE HH h mm a and 'text'. `language` names the months and weekdays
 * (date-fns' ptBR and enUS; English when not given, as date-fns). The instant is read on the
 * clocks of `timeZone` — the coach's, so that one screen never mixes the device's zone with the
 * coach's — or, without one, of the browser (as date-fns).
 */
export function formatPattern(
  date: Date,
  pattern: string,
  language: DateLanguage = 'en',
  timeZone?: string,
): string {
  if (Number.isNaN(date.getTime())) invalid()
  const en = language === 'en'
  const d = timeZone ? fieldsIn(date, timeZone) : localFields(date)
  return pattern.replace(TOKEN, (token, quoted: string | undefined) => {
    if (quoted !== undefined) return quoted
    switch (token) {
      case 'yyyy':
        return pad(d.year, 4)
      case 'MMMM':
        return (en ? EN_MONTHS : PT_MONTHS)[d.month] as string
      case 'MMM':
        return en
          ? (EN_MONTHS[d.month] as string).slice(0, 3)
          : (PT_MONTHS[d.month] as string).slice(0, 3)
      case 'MM':
        return pad(d.month + 1)
      case 'EEEE':
        return (en ? EN_DAYS : PT_DAYS)[d.weekday] as string
      case 'dd':
        return pad(d.day)
      case 'd':
        return String(d.day)
      case 'HH':
        return pad(d.hours)
      case 'h':
        return String(d.hours % 12 || 12)
      case 'mm':
        return pad(d.minutes)
      default: // 'a'
        return d.hours < 12 ? 'AM' : 'PM'
    }
  })
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/
const WITHOUT_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d+)?)?)?$/

/**
 * A value the app shows as a date or time, formatted with a pattern of formatPattern:
 * - a calendar day ('yyyy-MM-dd': a package's expiry, a lesson's day) is that day on every clock;
 * - a date-time without an offset ('2026-11-28T08:00') reads as written;
 * - an instant (a Date, an ISO text with 'Z' or an offset) is read on the clocks of `timeZone`
 *   (the browser's without one).
 */
export function formatValue(
  value: Date | string,
  pattern: string,
  language: DateLanguage = 'en',
  timeZone?: string,
): string {
  if (typeof value === 'string') {
    if (CALENDAR_DAY.test(value))
      return formatPattern(parseIsoDate(`${value}T12:00:00Z`), pattern, language, 'UTC')
    if (WITHOUT_OFFSET.test(value))
      return formatPattern(parseIsoDate(`${value}Z`), pattern, language, 'UTC')
    return formatPattern(parseIsoDate(value), pattern, language, timeZone)
  }
  return formatPattern(value, pattern, language, timeZone)
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * date-fns `parseISO` for the ISO 8601 texts the app handles ('yyyy-MM-dd', with a time and
 * an optional 'Z' or offset): without an offset, in the browser's time zone; else Invalid Date.
 */
export function parseIsoDate(value: string): Date {
  const m = ISO.exec(value)
  if (!m) return new Date(Number.NaN)
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const hours = Number(m[4] ?? 0)
  const minutes = Number(m[5] ?? 0)
  const seconds = Number.parseFloat(`${m[6] ?? 0}.${m[7] ?? 0}`)
  const zone = m[8]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return new Date(Number.NaN)
  const timeOk =
    hours === 24 ? minutes === 0 && seconds === 0 : hours < 24 && minutes < 60 && seconds < 60
  if (!timeOk) return new Date(Number.NaN)
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const time = hours * 3_600_000 + minutes * 60_000 + seconds * 1000
  if (zone) {
    let offset = 0
    if (zone !== 'Z') {
      const z = /^([+-])(\d{2})(?::?(\d{2}))?$/.exec(zone) as RegExpExecArray
      const min = Number(z[3] ?? 0)
      if (min > 59) return new Date(Number.NaN)
      offset = (z[1] === '+' ? -1 : 1) * (Number(z[2]) * 3_600_000 + min * 60_000)
    }
    return new Date(date.getTime() + time + offset)
  }
  // the same wall-clock time in the browser's zone
  const utc = new Date(date.getTime() + time)
  const local = new Date(0)
  local.setFullYear(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate())
  local.setHours(
    utc.getUTCHours(),
    utc.getUTCMinutes(),
    utc.getUTCSeconds(),
    utc.getUTCMilliseconds(),
  )
  return local
}

/** date-fns' getTimezoneOffsetInMilliseconds (the zone's offset, seconds included). */
function zoneOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  )
  utc.setUTCFullYear(date.getFullYear())
  return date.getTime() - utc.getTime()
}

/** date-fns `differenceInCalendarDays(later, earlier)`: calendar days in the browser's zone. */
export function calendarDaysBetween(later: Date, earlier: Date): number {
  const a = new Date(later)
  a.setHours(0, 0, 0, 0)
  const b = new Date(earlier)
  b.setHours(0, 0, 0, 0)
  return Math.round((a.getTime() - zoneOffsetMs(a) - (b.getTime() - zoneOffsetMs(b))) / 86_400_000)
}

const UNITS = {
  en: {
    second: ['1 second', 'seconds'],
    minute: ['1 minute', 'minutes'],
    hour: ['1 hour', 'hours'],
    day: ['1 day', 'days'],
    month: ['1 month', 'months'],
    year: ['1 year', 'years'],
  },
  'pt-BR': {
    second: ['1 segundo', 'segundos'],
    minute: ['1 minuto', 'minutos'],
    hour: ['1 hora', 'horas'],
    day: ['1 dia', 'dias'],
    month: ['1 mês', 'meses'],
    year: ['1 ano', 'anos'],
  },
} as const

/**
 * date-fns `formatDistanceStrict(date, base, { addSuffix: true, locale })`: 'há 3 dias',
 * 'em 2 horas' (ptBR), '3 days ago', 'in 2 hours' (enUS).
 */
export function distanceWithSuffix(date: Date, base: Date, language: DateLanguage): string {
  const diff = date.getTime() - base.getTime()
  if (Number.isNaN(diff)) invalid()
  const comparison = Math.sign(diff)
  const [earlier, later] = comparison > 0 ? [base, date] : [date, base]
  const milliseconds = later.getTime() - earlier.getTime()
  const minutes = milliseconds / 60_000
  const dstMinutes = (milliseconds - (zoneOffsetMs(later) - zoneOffsetMs(earlier))) / 60_000
  const round = (n: number) => Math.round(n) || 0
  let unit: keyof (typeof UNITS)['en']
  let count: number
  if (minutes < 1) [unit, count] = ['second', round(milliseconds / 1000)]
  else if (minutes < 60) [unit, count] = ['minute', round(minutes)]
  else if (minutes < 1440) [unit, count] = ['hour', round(minutes / 60)]
  else if (dstMinutes < 43_200) [unit, count] = ['day', round(dstMinutes / 1440)]
  else if (dstMinutes < 525_600) {
    const months = round(dstMinutes / 43_200)
    ;[unit, count] = months === 12 ? ['year', 1] : ['month', months]
  } else [unit, count] = ['year', round(dstMinutes / 525_600)]
  const [one, other] = UNITS[language][unit]
  const text = count === 1 ? one : `${count} ${other}`
  if (language === 'en') return comparison > 0 ? `in ${text}` : `${text} ago`
  return comparison > 0 ? `em ${text}` : `há ${text}`
}
