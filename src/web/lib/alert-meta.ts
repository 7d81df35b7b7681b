import { alertPriorityColour } from '@shared/domain/credits'
import { parseIsoDate as parseISO } from '@shared/domain/date-text'
import { daysBetween } from '@shared/domain/dates'
import type { AlertDto } from '@shared/schemas/alerts.response'
import { coachDay, formatDate, formatRelative } from '~/lib/formats'

/**
 * Where an alert leads (spec §2 Dashboard): an unassigned class opens the session history
 * filtered on 'Sem Pacote'; any other alert opens the student's profile.
 */
export function alertHref(alert: Pick<AlertDto, 'type' | 'studentId'>): string {
  if (alert.type === 'unassigned_session') return '/app/sessions?unassigned=true'
  return `/app/students/${alert.studentId}`
}

/**
 * What fixes an alert and where the coach does it: a class without a package gets one in the
 * history ('Sem Pacote'), credits running low or a package about to expire are renewed with a
 * new package for the student, an expired package with credits left is opened on the student's
 * packages (extend it, or sell another). `key`: the text under `alerts.fix.` (dashboard).
 */
export function alertFix(alert: Pick<AlertDto, 'type' | 'studentId'>): {
  key: AlertDto['type']
  href: string
} {
  const student = encodeURIComponent(alert.studentId)
  switch (alert.type) {
    case 'unassigned_session':
      return { key: alert.type, href: '/app/sessions?unassigned=true' }
    case 'low_credits':
    case 'expiring_package':
      return { key: alert.type, href: `/app/packages/new?studentId=${student}` }
    default:
      return { key: alert.type, href: `/app/students/${student}?tab=pacotes` }
  }
}

/** The priority's label key (the text beside the colour, so colour is not the only cue). */
export function priorityKey(priority: string): 'high' | 'medium' | 'low' | 'other' {
  return priority === 'high' || priority === 'medium' || priority === 'low' ? priority : 'other'
}

/** Theme classes per priority colour (spec §4: high red, medium yellow, low blue, else gray). */
const TONES = {
  red: {
    stripe: 'border-l-destructive',
    badge: 'border-destructive/25 bg-destructive-soft text-destructive-soft-foreground',
    dot: 'bg-destructive',
    icon: 'bg-destructive-soft text-destructive-soft-foreground',
  },
  yellow: {
    stripe: 'border-l-warning',
    badge: 'border-warning/40 bg-warning-soft text-warning-soft-foreground',
    dot: 'bg-warning',
    icon: 'bg-warning-soft text-warning-soft-foreground',
  },
  blue: {
    stripe: 'border-l-chart-4',
    badge: 'border-chart-4/40 bg-chart-4/10 text-foreground',
    dot: 'bg-chart-4',
    icon: 'bg-chart-4/10 text-chart-4',
  },
  gray: {
    stripe: 'border-l-muted-foreground/40',
    badge: 'border-border bg-muted text-muted-foreground',
    dot: 'bg-muted-foreground',
    icon: 'bg-muted text-muted-foreground',
  },
} as const

export function priorityTone(priority: string) {
  return { colour: alertPriorityColour(priority), ...TONES[alertPriorityColour(priority)] }
}

/** 'há 5 minutos' / '5 minutes ago' for the last week (`justNow` under a minute), else the date. */
export function formatAlertDate(iso: string, justNow: string, now: Date = new Date()): string {
  const date = parseISO(iso)
  if (Number.isNaN(date.getTime())) return ''
  // days on the coach's calendar, as the date shown past a week
  const days = daysBetween(coachDay(date), coachDay(now))
  if (days < 0 || days > 6) return formatDate(date)
  if (now.getTime() - date.getTime() < 60_000) return justNow
  return formatRelative(date, now)
}
