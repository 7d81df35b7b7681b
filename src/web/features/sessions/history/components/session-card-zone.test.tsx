import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setTimeZone } from '~/lib/formats'
import { applyCoachSettings } from '~/lib/language'
import { build } from '../../../../../../tests/helpers/api-builders'
import { SessionCard } from './session-card'

/**
 * A coach in New York on a device set to São Paulo: the card shows the class on the coach's
 * clocks, in the app language's format — the class's time and the lesson it came from agree.
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

// Saturday 28/11/2026 13:00 UTC: 08:00 in New York, 10:00 in São Paulo
const session = build.session({
  date: '2026-11-28T13:00:00.000Z',
  createdAt: '2026-11-30T02:30:00.000Z',
  lesson: { id: 'l1', date: '2026-11-28', time: '08:00' },
})

function renderCard() {
  return render(
    <MemoryRouter>
      <SessionCard
        session={session}
        expanded={false}
        onToggle={() => {}}
        editing={false}
        onEdit={() => {}}
        onEditEnd={() => {}}
      />
    </MemoryRouter>,
  )
}

describe('a history card on the coach’s clocks, not the device’s', () => {
  it('English: the class and its lesson at the same 12-hour time', async () => {
    await applyCoachSettings({ language: 'en', currency: 'USD' })
    setTimeZone('America/New_York')
    renderCard()
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Saturday, November 28, 2026 at 8:00 AM',
    )
    expect(screen.getByRole('link', { name: 'Scheduled lesson: Nov 28 8:00 AM' })).toBeVisible()
    // registered on Sunday 29th 21:30 in New York (already Monday 30th in UTC)
    expect(screen.getByText('Registered on Nov 29 at 9:30 PM')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/10:00|08:00/)
  })

  it('Portuguese: dd/MM and 24 hours, on the coach’s clocks', () => {
    setTimeZone('America/New_York')
    renderCard()
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'sábado, 28 de novembro de 2026 às 08:00',
    )
    expect(screen.getByRole('link', { name: 'Aula agendada de 28/11 08:00' })).toBeVisible()
    expect(screen.getByText(/29\/11.*21:30/)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent('10:00')
  })
})
