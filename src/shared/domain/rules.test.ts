import { describe, expect, it } from 'vitest'
import { studentsPageSize } from '../constants'
import { alertPriorityColour, creditBadgeTone, creditColour } from './credits'
import { displayName, initial, teacherName } from './names'
import {
  expiryDateFor,
  packageNameFor,
  packageNameForDialog,
  packageNameForScreen,
  packageOriginOf,
  packageStatus,
  shortId,
} from './package-status'

describe('package status (spec §4)', () => {
  const today = '2026-11-22'
  it('is active with credits and an expiry today or later', () => {
    expect(packageStatus({ remainingClasses: 3, expiryDate: '2026-11-22' }, today)).toBe('active')
    expect(packageStatus({ remainingClasses: 1, expiryDate: '2027-01-01' }, today)).toBe('active')
  })
  it('is expired with no classes left, or past its expiry day', () => {
    expect(packageStatus({ remainingClasses: 0, expiryDate: '2027-01-01' }, today)).toBe('expired')
    expect(packageStatus({ remainingClasses: 5, expiryDate: '2026-11-21' }, today)).toBe('expired')
  })
})

describe('package validity and names', () => {
  it('a single-class package expires on its start day', () => {
    expect(expiryDateFor('2026-11-22', 1, 30)).toBe('2026-11-22')
  })
  it('other packages expire start + validity (default 30)', () => {
    expect(expiryDateFor('2026-11-22', 4, 30)).toBe('2026-12-22')
    expect(expiryDateFor('2026-11-22', 4, null)).toBe('2026-12-22')
    expect(expiryDateFor('2026-11-22', 10, 60)).toBe('2027-01-21')
  })
  it('names packages as the spec does', () => {
    expect(packageNameForDialog(4)).toBe('Pacote de 4 aulas')
    expect(packageNameForScreen(8)).toBe('Pacote 8 aulas')
  })
  it('reads the origin of a package back through the same generator (an edit keeps the style)', () => {
    for (const origin of ['profile', 'screen'] as const) {
      const stored = { name: packageNameFor(origin, 8), totalClasses: 8 }
      expect(packageOriginOf(stored)).toBe(origin)
    }
    expect(packageOriginOf({ name: 'Pacote 8 aulas', totalClasses: 10 })).toBe('profile')
  })
  it('shortens ids', () => {
    expect(shortId('0b6e4a7e-1111-2222-3333-4444a1b2c3d4')).toBe('b2c3d4')
    expect(shortId('0b6e4a7e-1111-2222-3333-4444a1b2c3d4', 4)).toBe('c3d4')
  })
})

describe('credit colours (spec §4, §9)', () => {
  it('badge tone: 0 none, 1-2 low, 3+ ok', () => {
    expect([0, 1, 2, 3, 10].map(creditBadgeTone)).toEqual(['none', 'low', 'low', 'ok', 'ok'])
  })
  it('profile colour: red ≤2, yellow ≤5, green otherwise', () => {
    expect([0, 2, 3, 5, 6].map(creditColour)).toEqual(['red', 'red', 'yellow', 'yellow', 'green'])
  })
  it('alert priority colour', () => {
    expect(['high', 'medium', 'low', 'other'].map(alertPriorityColour)).toEqual([
      'red',
      'yellow',
      'blue',
      'gray',
    ])
  })
})

describe('names (spec §2, §6)', () => {
  it('display name: metadata name, else e-mail before @, else Usuário', () => {
    expect(displayName({ name: 'Ana', email: 'ana@x.com' })).toBe('Ana')
    expect(displayName({ name: '  ', email: 'joao.silva@x.com' })).toBe('joao.silva')
    expect(displayName({ name: null, email: null })).toBe('Usuário')
  })
  it('teacher name: metadata name, else e-mail, else Professor', () => {
    expect(teacherName({ name: 'Ana', email: 'ana@x.com' })).toBe('Ana')
    expect(teacherName({ name: '', email: 'ana@x.com' })).toBe('ana@x.com')
    expect(teacherName({})).toBe('Professor')
  })
  it('avatar initial', () => {
    expect(initial(' maria')).toBe('M')
    expect(initial('')).toBe('?')
  })
})

describe('students page size (spec §2)', () => {
  it('15 under 768 px, 12 under 1024 px, 16 otherwise', () => {
    expect(studentsPageSize(390)).toBe(15)
    expect(studentsPageSize(800)).toBe(12)
    expect(studentsPageSize(1280)).toBe(16)
  })
})
