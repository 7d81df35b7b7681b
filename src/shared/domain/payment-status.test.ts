import { describe, expect, it } from 'vitest'
import { balanceCents, defaultDueDate, packageMoney, paymentStatus } from './payment-status'

const today = '2026-03-10'

describe('paymentStatus', () => {
  it.each([
    // price, paid, due date, expected
    [0, 0, '2026-01-01', 'paid'], // free package: nothing to pay, even long after its due date
    [10_000, 10_000, '2026-01-01', 'paid'],
    [10_000, 12_000, '2026-01-01', 'paid'], // paid above the price (an older price): still paid
    [10_000, 4_000, '2026-03-10', 'partial'], // due today: not late yet
    [10_000, 4_000, '2026-04-01', 'partial'],
    [10_000, 0, '2026-03-10', 'pending'],
    [10_000, 0, '2026-12-31', 'pending'],
    [10_000, 0, '2026-03-09', 'overdue'], // the day after the due date
    [10_000, 9_999, '2026-03-09', 'overdue'], // partial and late: overdue wins
  ] as const)('price %i, paid %i, due %s → %s', (priceCents, paidCents, dueDate, expected) => {
    expect(paymentStatus({ priceCents, paidCents, dueDate }, today)).toBe(expected)
  })
})

describe('balanceCents and packageMoney', () => {
  it('never goes below zero', () => {
    expect(balanceCents({ priceCents: 5_000, paidCents: 7_000 })).toBe(0)
    expect(balanceCents({ priceCents: 5_000, paidCents: 1 })).toBe(4_999)
  })
  it('gathers price, paid, balance, due date and status', () => {
    expect(
      packageMoney({ priceCents: 12_000, paidCents: 2_000, dueDate: '2026-03-01' }, today),
    ).toEqual({
      priceCents: 12_000,
      paidCents: 2_000,
      balanceCents: 10_000,
      dueDate: '2026-03-01',
      paymentStatus: 'overdue',
    })
  })
})

describe('defaultDueDate', () => {
  it('is the start date, never a day before today', () => {
    expect(defaultDueDate('2026-03-09', today)).toBe(today)
    expect(defaultDueDate(today, today)).toBe(today)
    expect(defaultDueDate('2026-03-20', today)).toBe('2026-03-20')
    // a package sold today with yesterday's start is not overdue
    expect(
      paymentStatus(
        { priceCents: 500, paidCents: 0, dueDate: defaultDueDate('2026-03-09', today) },
        today,
      ),
    ).toBe('pending')
  })
})
