import type { SessionFilters, StudentFilters } from './list-filters'

/**
 * Every TanStack Query key shared between features, in one place: a mutation in one feature
 * invalidates another feature's queries by these keys, without importing that feature.
 */
export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (filters: StudentFilters) => [...studentKeys.lists(), filters] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
  /** Under the student's detail: whatever reloads the student reloads the report. */
  progress: (id: string, period: string) =>
    [...studentKeys.detail(id), 'progress', period] as const,
  /** The student's page link and what was shared on it. */
  pageLink: (id: string) => [...studentKeys.detail(id), 'page-link'] as const,
  shares: (id: string) => [...studentKeys.detail(id), 'shares'] as const,
}

export const packageKeys = {
  all: ['packages'] as const,
  ofStudent: (studentId: string) => [...packageKeys.all, 'student', studentId] as const,
  /** Under the student's key: whatever reloads the student's packages reloads their ledgers. */
  movements: (studentId: string, packageId: string) =>
    [...packageKeys.ofStudent(studentId), 'movements', packageId] as const,
  /** Issue 13: a package's payments and its Pix charge, under the student's packages too. */
  payments: (studentId: string, packageId: string) =>
    [...packageKeys.ofStudent(studentId), 'payments', packageId] as const,
  pix: (studentId: string, packageId: string) =>
    [...packageKeys.ofStudent(studentId), 'pix', packageId] as const,
}

export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (filters: SessionFilters) => [...sessionKeys.lists(), filters] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
  ofStudent: (studentId: string, page: number) =>
    [...sessionKeys.all, 'student', studentId, page] as const,
  feedbacksOf: (studentId: string, page: number) =>
    [...sessionKeys.all, 'feedbacks', studentId, page] as const,
}

export const dashboardKey = ['dashboard'] as const
/** Every agenda query (the week, a lesson, the dashboard summary, a student's agenda). */
export const agendaKey = ['agenda'] as const
export const alertsKey = ['alerts'] as const

/** The agenda: one key per window of dates. */
export const agendaKeys = {
  all: ['agenda'] as const,
  window: (from: string, to: string) => [...agendaKeys.all, from, to] as const,
}

/** The reports of /app/relatorios: one key per report and period. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, from: string, to: string) => [...reportKeys.all, name, from, to] as const,
  atRisk: (page: number) => [...reportKeys.all, 'at-risk', page] as const,
}

/** The coach's student imports (the list of /app/students/import, with their undo). */
export const studentImportKeys = {
  all: ['student-imports'] as const,
}
