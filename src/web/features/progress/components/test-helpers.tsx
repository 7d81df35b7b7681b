import '~/locales/progress'
import type { ProgressReport } from '@shared/schemas/progress.response'
import type { StudentDetail } from '@shared/schemas/students.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub, useLocation } from 'react-router'
import { build } from '../../../../../tests/helpers/api-builders'

/** Ids, a student, a report of six classes and a router/query wrapper for the progress tests. */

export const ANA = '11111111-1111-4111-8111-111111111111'
export const SESSION = '44444444-4444-4444-8444-444444444444'

export const student = (over: Partial<StudentDetail> = {}) =>
  build.studentDetail({ id: ANA, name: 'Ana Souza', phone: '5511987654321', ...over })

/** Six rated classes, tags with their change, absences, a package and suggestions. */
export function sixClassesReport(over: Partial<ProgressReport> = {}): ProgressReport {
  const ratings = [
    ['2026-09-01T13:00:00.000Z', 2, 'Backhand ainda tardio'],
    ['2026-09-08T13:00:00.000Z', 3, ''],
    ['2026-09-15T13:00:00.000Z', 3, 'Melhorou o saque'],
    ['2026-09-22T13:00:00.000Z', 4, ''],
    ['2026-10-06T13:00:00.000Z', 4, 'Ótima movimentação'],
    ['2026-11-10T13:00:00.000Z', 5, 'Jogou muito bem'],
  ] as const
  return build.progressReport({
    studentId: ANA,
    firstName: 'Ana',
    period: '90d',
    from: '2026-08-27',
    to: '2026-11-24',
    ratings: ratings.map(([date, rating, note], i) => ({
      sessionId: `se${i + 1}`,
      date,
      rating,
      note,
      tags: ['Saque'],
    })),
    averageRating: 3.5,
    previousAverageRating: 3.2,
    tags: [
      { tag: 'Saque', count: 5, previousCount: 3 },
      { tag: 'Backhand', count: 1, previousCount: 2 },
    ],
    attendance: {
      classes: 6,
      previousClasses: 4,
      notifiedAbsences: 1,
      lateCancellations: 2,
      noShows: 0,
      streakWeeks: 3,
      lastClassDate: '2026-11-10',
    },
    credits: {
      remaining: 3,
      nextExpiry: '2026-12-31',
      packages: [
        {
          id: 'p1',
          name: 'Pacote de 8 aulas',
          totalClasses: 8,
          remainingClasses: 3,
          expiryDate: '2026-12-31',
          status: 'active',
        },
      ],
    },
    lastNotes: [
      { sessionId: 'se6', date: '2026-11-10T13:00:00.000Z', rating: 5, note: 'Jogou muito bem' },
    ],
    suggestions: [build.suggestion()],
    ...over,
  })
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

let screenUi: ReactNode = null
function Screen() {
  return (
    <>
      {screenUi}
      <Where />
    </>
  )
}

/** Renders a screen at a path (with a router state), a fresh query client, the location shown. */
export function renderAt(
  ui: ReactNode,
  {
    path = `/app/students/${ANA}`,
    pattern = '/app/students/:id',
    state,
  }: { path?: string; pattern?: string; state?: unknown } = {},
) {
  screenUi = ui
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([{ path: pattern, Component: Screen }])
  const [pathname = '', search] = path.split('?')
  return render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]} />
    </QueryClientProvider>,
  )
}
