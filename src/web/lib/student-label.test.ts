import {
  CLASSE_LABELS,
  CLASSES,
  GENDER_LABELS,
  GENDERS,
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  STUDENT_TYPE_LABELS,
  STUDENT_TYPES,
} from '@shared/constants'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import { studentLabel, studentLabelOptions, studentSecondaryLine } from './student-label'

afterEach(() => i18n.changeLanguage('pt-BR'))

describe('student labels', () => {
  it("pt-BR: the spec's words of shared/constants, every value", () => {
    for (const g of GENDERS) expect(studentLabel('gender', g)).toBe(GENDER_LABELS[g])
    for (const v of STUDENT_TYPES) expect(studentLabel('type', v)).toBe(STUDENT_TYPE_LABELS[v])
    for (const c of CLASSES) expect(studentLabel('classe', c)).toBe(CLASSE_LABELS[c])
    for (const s of STUDENT_STATUSES)
      expect(studentLabel('status', s)).toBe(STUDENT_STATUS_LABELS[s])
  })

  it('English: the English words, in the options and the pickers too', async () => {
    await i18n.changeLanguage('en')
    expect(studentLabelOptions('gender', GENDERS)).toEqual([
      { value: 'male', label: 'Male' },
      { value: 'female', label: 'Female' },
    ])
    expect(studentLabel('type', 'fixed')).toBe('Regular')
    expect(studentLabel('status', 'inactive')).toBe('Inactive')
    expect(studentSecondaryLine({ phone: '', email: 'a@b.co', classe: '4-classe' })).toBe(
      'a@b.co · Level 4',
    )
  })
})
