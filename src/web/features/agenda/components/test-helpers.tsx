import type { AgendaOccurrence, LessonSeriesDto } from '@shared/schemas/agenda.response'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createRoutesStub, useLocation } from 'react-router'
import { build } from '../../../../../tests/helpers/api-builders'
import { type FakeApi, installFakeApi } from '../../../../../tests/helpers/fake-api'
import { AgendaScreen } from './agenda-screen'

/** Builders and a router/query wrapper for the agenda's component tests. */

export const ANA = '11111111-1111-4111-8111-111111111111'
export const BRUNO = '22222222-2222-4222-8222-222222222222'
export const CLUB = '66666666-6666-4666-8666-666666666666'
export const OTHER_CLUB = '77777777-7777-4777-8777-777777777777'
export const SERIES = '88888888-8888-4888-8888-888888888888'
export const LESSON = '99999999-9999-4999-8999-999999999999'

const end = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number)
  const total = (h ?? 0) * 60 + (m ?? 0) + minutes
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** A stand-alone lesson on 2026-11-25 at 18:00 with Ana, unless told otherwise. */
export function lesson(over: Partial<AgendaOccurrence> = {}): AgendaOccurrence {
  const date = over.date ?? '2026-11-25'
  const time = over.time ?? '18:00'
  const durationMinutes = over.durationMinutes ?? 60
  const startsAt = new Date(`${date}T${time}:00-03:00`)
  return {
    id: LESSON,
    lessonId: LESSON,
    seriesId: null,
    occurrenceDate: null,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000).toISOString(),
    date,
    time,
    endTime: end(time, durationMinutes),
    durationMinutes,
    status: 'scheduled',
    title: null,
    notes: null,
    club: { id: CLUB, name: 'Arena Central' },
    students: [{ id: ANA, name: 'Ana Souza', status: 'active', credits: 3, hasOpenAlert: false }],
    sessionId: null,
    state: over.status === 'cancelled' ? 'cancelled' : 'scheduled',
    attendance: (over.students ?? [{ id: ANA }]).map((s) => ({
      studentId: s.id,
      outcome: null,
      noticeAt: null,
      charged: false,
      noCredit: false,
      makeupOf: null,
    })),
    overlaps: false,
    sequence: 0,
    makeupCapacity: null,
    openPlaces: null,
    ...over,
  }
}

/** The virtual occurrence of a weekly series on a date. */
export function occurrence(date: string, over: Partial<AgendaOccurrence> = {}): AgendaOccurrence {
  return lesson({
    id: `s_${SERIES}_${date}`,
    lessonId: null,
    seriesId: SERIES,
    occurrenceDate: date,
    date,
    ...over,
  })
}

export function series(over: Partial<LessonSeriesDto> = {}): LessonSeriesDto {
  return {
    id: SERIES,
    weekdays: [3],
    time: '18:00',
    durationMinutes: 60,
    timeZone: 'America/Sao_Paulo',
    startDate: '2026-11-25',
    untilDate: null,
    club: { id: CLUB, name: 'Arena Central' },
    title: null,
    notes: null,
    students: [{ id: ANA, name: 'Ana Souza', status: 'active', credits: 3, hasOpenAlert: false }],
    sequence: 0,
    makeupCapacity: null,
    nextDate: '2026-11-25',
    ...over,
  }
}

/** A fake API with the coach's profile, two clubs (Arena Central the default) and students. */
export function agendaApi(items: AgendaOccurrence[] = []): FakeApi {
  return installFakeApi()
    .on('GET /profile', build.profile())
    .on('GET /clubs', [
      build.club({ id: CLUB, name: 'Arena Central', isDefault: true }),
      build.club({ id: OTHER_CLUB, name: 'Clube do Lago' }),
    ])
    .on('GET /students', ({ query }) =>
      build.studentPage(
        [
          build.student({ id: ANA, name: 'Ana Souza', credits: 3, type: 'fixed' }),
          build.student({ id: BRUNO, name: 'Bruno Lima', credits: 0, phone: '5511977776666' }),
        ].filter(
          (s) => !query.get('q') || s.name.toLowerCase().includes(query.get('q')!.toLowerCase()),
        ),
      ),
    )
    .on('GET /agenda', ({ query }) => ({
      from: query.get('from')!,
      to: query.get('to')!,
      timeZone: 'America/Sao_Paulo',
      items: items.filter((i) => i.date >= query.get('from')! && i.date <= query.get('to')!),
      cancelledDays: [],
    }))
}

function Where() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

function Screen() {
  return (
    <>
      <AgendaScreen />
      <Where />
    </>
  )
}

/** Renders the agenda screen at a URL, with a fresh query client. */
export function renderAgenda(path = '/app/agenda?date=2026-11-25') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Stub = createRoutesStub([
    { path: '/app/agenda', Component: Screen },
    { path: '/app/students/:id', Component: Where },
  ])
  return render(
    <QueryClientProvider client={qc}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  )
}
