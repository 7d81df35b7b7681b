import type { Classe } from '@shared/constants'
import type { QuickPeriod } from '@shared/schemas/session'

/** Filters of the students list (spec §5 Student list filters), as the API takes them. */
export interface StudentFilters {
  q?: string
  creditsEnding?: boolean
  creditsZero?: boolean
  gender?: 'male' | 'female'
  type?: 'fixed' | 'occasional'
  status?: 'active' | 'inactive'
  classes?: Classe[]
  /** Issue 13: students with a balance due. */
  payment?: 'pending'
  /** 'Com alertas': students with an open alert. */
  alerts?: 'open'
  page: number
  pageSize: number
}

/** Session history filters (spec §5), as the API takes them. */
export interface SessionFilters {
  q?: string
  period?: QuickPeriod
  from?: string
  to?: string
  unassigned?: boolean
  page: number
  pageSize?: number
}
