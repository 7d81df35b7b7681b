import type { PackageDto } from '@shared/schemas/packages.response'
import type { SessionDto, SessionPage } from '@shared/schemas/sessions.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createRoutesStub, useLocation } from 'react-router'
import { build } from '../../../../../../tests/helpers/api-builders'

/** Builders and a router/query wrapper for the session history's component tests. */

export const ANA = '11111111-1111-4111-8111-111111111111'
export const BRUNO = '22222222-2222-4222-8222-222222222222'
export const CARLA = '33333333-3333-4333-8333-333333333333'
export const SESSION = '44444444-4444-4444-8444-444444444444'
export const PKG = '55555555-5555-4555-8555-5555559abcde'

export function session(over: Partial<SessionDto> = {}): SessionDto {
  return build.session({
    id: SESSION,
    date: '2026-03-10T13:30:00.000Z',
    createdAt: '2026-03-10T14:05:00.000Z',
    teacher: 'Carla Treinadora',
    notes: 'Treino de saque',
    participants: [
      { studentId: ANA, name: 'Ana Souza' },
      { studentId: BRUNO, name: 'Bruno Lima' },
    ],
    feedbacks: [
      {
        studentId: ANA,
        studentName: 'Ana Souza',
        rating: 4,
        notes: 'Boa evolução',
        tags: ['Saque', 'Voleio', 'Mental', 'Físico', 'Smash'],
        clubId: null,
        clubName: null,
        voiceNotes: [],
      },
      {
        studentId: BRUNO,
        studentName: 'Bruno Lima',
        rating: 5,
        notes: '',
        tags: [],
        clubId: null,
        clubName: null,
        voiceNotes: [],
      },
    ],
    assignments: [
      {
        studentId: ANA,
        studentName: 'Ana Souza',
        packageId: PKG,
        packageName: 'Pacote de 8 aulas',
        packageTotalClasses: 8,
        packagePurchaseDate: '2026-03-01',
        manuallyAssigned: false,
        assignedAt: '2026-03-10T14:05:00.000Z',
      },
      {
        studentId: BRUNO,
        studentName: 'Bruno Lima',
        packageId: null,
        packageName: null,
        packageTotalClasses: null,
        packagePurchaseDate: null,
        manuallyAssigned: false,
        assignedAt: '2026-03-10T14:05:00.000Z',
      },
    ],
    unassignedCount: 1,
    ...over,
  })
}

export function pkg(over: Partial<PackageDto> = {}): PackageDto {
  return build.package({
    id: PKG,
    studentId: ANA,
    name: 'Pacote de 8 aulas',
    totalClasses: 8,
    remainingClasses: 5,
    priceCents: 36000,
    purchaseDate: '2026-03-01',
    paymentDate: '2026-03-01',
    expiryDate: '2026-03-31',
    ...over,
  })
}

export function sessionPage(items: SessionDto[], over: Partial<SessionPage> = {}): SessionPage {
  return build.sessionPage(items, { pageSize: 5, ...over })
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

let screenUi: React.ReactNode = null
function Screen() {
  return (
    <>
      {screenUi}
      <Where />
    </>
  )
}

/** Renders a screen or component under a router at `path`, with a fresh query client. */
export function renderWithRouter(ui: React.ReactNode, path = '/app/sessions') {
  screenUi = ui
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    {
      path: '/app/sessions',
      Component: Screen,
    },
    { path: '/app/students/:id', Component: Where },
    { path: '/app/sessions/new', Component: Where },
  ])
  return render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  )
}
