import {
  CLASSES,
  type Classe,
  GENDERS,
  type Gender,
  STUDENT_STATUSES,
  STUDENT_TYPES,
  type StudentStatus,
  type StudentType,
} from '@shared/constants'
import type { StudentFilters } from '~/lib/list-filters'

import { studentLabel } from '~/lib/student-label'
/** Filter state of a students list (spec §3 "Student list filter state", §5 rules). */
export interface StudentFilterValues {
  q: string
  creditsEnding: boolean
  creditsZero: boolean
  gender: Gender | null
  type: StudentType | null
  status: StudentStatus | null
  classes: Classe[]
  /** Issue 13: 'Pagamento pendente' (students with a balance due), `payment=pending`. */
  paymentPending: boolean
  /** 'Com alertas' (students with an open alert), `alerts=open`. */
  withAlerts: boolean
}

export type StudentFilterPatch = Partial<StudentFilterValues>

export const EMPTY_FILTERS: StudentFilterValues = {
  q: '',
  creditsEnding: false,
  creditsZero: false,
  gender: null,
  type: null,
  status: null,
  classes: [],
  paymentPending: false,
  withAlerts: false,
}

const FILTER_KEYS = [
  'q',
  'creditsEnding',
  'creditsZero',
  'gender',
  'type',
  'status',
  'classes',
  'payment',
  'alerts',
]

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null
}

/** Reads the filters kept in the URL (unknown values are ignored). */
export function filtersFromParams(params: URLSearchParams): StudentFilterValues {
  const creditsEnding = params.get('creditsEnding') === 'true'
  const classes = params.getAll('classes').filter((c): c is Classe => oneOf(CLASSES, c) !== null)
  return {
    q: params.get('q') ?? '',
    creditsEnding,
    // mutually exclusive: a hand-written URL with both keeps 'Créditos Acabando'
    creditsZero: !creditsEnding && params.get('creditsZero') === 'true',
    gender: oneOf(GENDERS, params.get('gender')),
    type: oneOf(STUDENT_TYPES, params.get('type')),
    status: oneOf(STUDENT_STATUSES, params.get('status')),
    // in the order of the class list, without repeats
    classes: CLASSES.filter((c) => classes.includes(c)),
    paymentPending: params.get('payment') === 'pending',
    withAlerts: params.get('alerts') === 'open',
  }
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** Writes filters and page into a copy of `base`, keeping its other parameters. */
export function filtersToParams(
  values: StudentFilterValues,
  page: number,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base)
  for (const key of [...FILTER_KEYS, 'page']) next.delete(key)
  const q = values.q.trim()
  if (q) next.set('q', q)
  if (values.creditsEnding) next.set('creditsEnding', 'true')
  if (values.creditsZero) next.set('creditsZero', 'true')
  if (values.gender) next.set('gender', values.gender)
  if (values.type) next.set('type', values.type)
  if (values.status) next.set('status', values.status)
  for (const c of values.classes) next.append('classes', c)
  if (values.paymentPending) next.set('payment', 'pending')
  if (values.withAlerts) next.set('alerts', 'open')
  if (page > 1) next.set('page', String(page))
  return next
}

/** Applies a change; turning one credits toggle on turns the other off (spec §5). */
export function applyFilterPatch(
  values: StudentFilterValues,
  patch: StudentFilterPatch,
): StudentFilterValues {
  const next = { ...values, ...patch }
  if (patch.creditsEnding) next.creditsZero = false
  if (patch.creditsZero) next.creditsEnding = false
  return next
}

/** How many filters of the panel are on (the search box is counted apart). */
export function countPanelFilters(values: StudentFilterValues): number {
  return [
    values.creditsEnding,
    values.creditsZero,
    values.gender,
    values.type,
    values.status,
    values.classes.length > 0,
    values.paymentPending,
    values.withAlerts,
  ].filter(Boolean).length
}

export function hasActiveFilters(values: StudentFilterValues): boolean {
  return values.q.trim() !== '' || countPanelFilters(values) > 0
}

/** The API query of one page of the list. */
export function toApiFilters(
  values: StudentFilterValues,
  page: number,
  pageSize: number,
): StudentFilters {
  const filters: StudentFilters = { page, pageSize }
  const q = values.q.trim()
  if (q) filters.q = q
  if (values.creditsEnding) filters.creditsEnding = true
  if (values.creditsZero) filters.creditsZero = true
  if (values.gender) filters.gender = values.gender
  if (values.type) filters.type = values.type
  if (values.status) filters.status = values.status
  if (values.classes.length > 0) filters.classes = values.classes
  if (values.paymentPending) filters.payment = 'pending'
  if (values.withAlerts) filters.alerts = 'open'
  return filters
}

/** Text of the classes button: none, the one label, or a count (spec §5). */
export function classesButtonText(
  classes: Classe[],
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const [only] = classes
  if (classes.length === 0 || only === undefined) return t('filters.classesNone')
  if (classes.length === 1) return studentLabel('classe', only)
  return t('filters.classesMany', { count: classes.length })
}
