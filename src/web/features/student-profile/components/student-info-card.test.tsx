import type { StudentDetail } from '@shared/schemas/students.response'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import { StudentInfoCard } from './student-info-card'

const student = (over: Partial<StudentDetail> = {}): StudentDetail => ({
  id: 's1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '5511977776666',
  gender: 'female',
  type: 'fixed',
  classe: '4-classe',
  status: 'active',
  notes: null,
  language: 'pt-BR',
  credits: 3,
  hasOpenAlert: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  stats: { sessionsCount: 0, pendingClasses: 0, totalRevenueCents: 0, averageRating: null },
  recentSessions: [],
  latestPackage: null,
  balanceDueCents: 0,
  overdueCents: 0,
  ...over,
})

describe('StudentInfoCard phone actions (issue 8)', () => {
  it('calls or opens WhatsApp for a mobile', () => {
    render(<StudentInfoCard student={student()} />)
    expect(screen.getByText('(11) 97777-6666')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ligar para Ana Souza' })).toHaveAttribute(
      'href',
      'tel:+5511977776666',
    )
    const whatsapp = screen.getByRole('link', { name: 'Conversar com Ana Souza no WhatsApp' })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511977776666')
    expect(whatsapp).toHaveAttribute('target', '_blank')
  })

  it('only calls a landline, shown with the 10-digit mask', () => {
    render(<StudentInfoCard student={student({ phone: '551130634000' })} />)
    expect(screen.getByText('(11) 3063-4000')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ligar para Ana Souza' })).toHaveAttribute(
      'href',
      'tel:+551130634000',
    )
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  })

  it('offers no action for a number that cannot be dialled', () => {
    render(<StudentInfoCard student={student({ phone: '55123' })} />)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})

describe('StudentInfoCard phone of another country (issue 15)', () => {
  it('shows it internationally and links it once the metadata is loaded', async () => {
    render(<StudentInfoCard student={student({ phone: '12125550123' })} />)
    expect(await screen.findByText('+1 212 555 0123')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ligar para Ana Souza' })).toHaveAttribute(
      'href',
      'tel:+12125550123',
    )
    expect(
      screen.getByRole('link', { name: 'Conversar com Ana Souza no WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/12125550123')
  })

  it("offers no WhatsApp for Argentina's landline (its mobiles carry a 9)", async () => {
    render(<StudentInfoCard student={student({ phone: '541123456789' })} />)
    expect(await screen.findByText('+54 11 2345 6789')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ligar para Ana Souza' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
  })
})

describe('StudentInfoCard balance (issue 13)', () => {
  const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ')

  it("shows 'Saldo devedor' and what of it is overdue", () => {
    render(<StudentInfoCard student={student({ balanceDueCents: 30000, overdueCents: 10000 })} />)
    expect(norm(screen.getByText(/^Saldo devedor/).textContent)).toBe(
      'Saldo devedor R$ 300,00 · em atraso R$ 100,00',
    )
  })

  it('without anything overdue, only the balance; nothing when nothing is due', () => {
    const { unmount } = render(<StudentInfoCard student={student({ balanceDueCents: 5000 })} />)
    expect(norm(screen.getByText(/^Saldo devedor/).textContent)).toBe('Saldo devedor R$ 50,00')
    unmount()
    render(<StudentInfoCard student={student()} />)
    expect(screen.queryByText(/Saldo devedor/)).toBeNull()
  })
})

describe('StudentInfoCard in English (issue 15)', () => {
  afterEach(() => i18n.changeLanguage('pt-BR'))

  it("the student's attributes and actions in English", async () => {
    await i18n.changeLanguage('en')
    render(<StudentInfoCard student={student()} />)
    expect(screen.getByText('Gender')).toBeInTheDocument()
    expect(screen.getByText('Female')).toBeInTheDocument()
    expect(screen.getByText('Regular')).toBeInTheDocument()
    expect(screen.getByText('Level 4')).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Call Ana Souza' })).toBeInTheDocument()
  })
})
