import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setTimeZone } from '~/lib/formats'
import { applyCoachSettings } from '~/lib/language'
import { build } from '../../../../../tests/helpers/api-builders'
import { PackageCard } from './package-card'
import { SessionsTabItem } from './sessions-tab-item'

/**
 * A coach in New York on a device set to São Paulo: the student's profile shows each class on
 * the coach's clocks, as the history does (08:00 there is 10:00 on the device).
 */
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Sao_Paulo')
})
afterAll(() => {
  vi.unstubAllEnvs()
})
afterEach(async () => {
  await applyCoachSettings({ language: 'pt-BR', currency: 'BRL' })
  setTimeZone(null)
})

// Saturday 28/11/2026 13:00 UTC: 8:00 AM in New York; 01:30 UTC on the 1st: Nov 30 in New York
const CLASS = '2026-11-28T13:00:00.000Z'
const LATE_CLASS = '2026-12-01T01:30:00.000Z'

const pkg = build.package({
  id: '22222222-2222-4222-8222-2222229abcde',
  sessions: [
    { sessionId: 'a', date: CLASS, manuallyAssigned: false },
    { sessionId: 'b', date: LATE_CLASS, manuallyAssigned: false },
  ],
})

describe('the student’s profile on the coach’s clocks', () => {
  it('English: the package’s classes at the coach’s 12-hour times', async () => {
    await applyCoachSettings({ language: 'en', currency: 'USD' })
    setTimeZone('America/New_York')
    render(<PackageCard pkg={pkg} onEdit={() => {}} />)
    const card = screen.getByRole('article', { name: /9abcde/ })
    expect(within(card).getByText('Nov 28, 2026 8:00 AM')).toBeInTheDocument()
    expect(within(card).getByText('Nov 30, 2026 8:30 PM')).toBeInTheDocument()
    expect(card).not.toHaveTextContent(/10:00|Dec 1/)
  })

  it('Portuguese: dd/MM/yyyy and 24 hours on the coach’s clocks', () => {
    setTimeZone('America/New_York')
    render(<PackageCard pkg={pkg} onEdit={() => {}} />)
    const card = screen.getByRole('article', { name: /9abcde/ })
    expect(within(card).getByText('28/11/2026 08:00')).toBeInTheDocument()
    expect(within(card).getByText('30/11/2026 20:30')).toBeInTheDocument()
  })

  it('the Aulas tab: the class’s day and time in the coach’s zone', async () => {
    await applyCoachSettings({ language: 'en', currency: 'USD' })
    setTimeZone('America/New_York')
    render(
      <MemoryRouter>
        <ul>
          <SessionsTabItem
            session={build.studentSession({ date: LATE_CLASS, createdAt: LATE_CLASS })}
          />
        </ul>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Monday, November 30, 2026 at 8:30 PM',
    )
  })
})
