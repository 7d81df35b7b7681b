import '~/locales/students'
import type { Classe, Gender, StudentStatus, StudentType } from '@shared/constants'
import { formatPhone } from '@shared/domain/phone'
import type { StudentListItem } from '@shared/schemas/students.response'
import { i18n } from '~/lib/i18n'

interface StudentLabelValues {
  gender: Gender
  type: StudentType
  classe: Classe
  status: StudentStatus
}

/**
 * A student attribute's label in the app's language, from `students:labels.*`: in
 * pt-BR the spec's words (GENDER_LABELS, CLASSE_LABELS… of shared/constants, checked by a test).
 */
export function studentLabel<K extends keyof StudentLabelValues>(
  kind: K,
  value: StudentLabelValues[K],
): string {
  return i18n.t(`labels.${kind}.${value}`, { ns: 'students' })
}

/** The options of a choice among a student attribute's values, labelled in the app's language. */
export function studentLabelOptions<K extends keyof StudentLabelValues>(
  kind: K,
  values: readonly StudentLabelValues[K][],
) {
  return values.map((value) => ({ value, label: studentLabel(kind, value) }))
}

/**
 * The line under a student's name in pickers, so two students of the same name can be told
 * apart: the masked phone and the classe, e.g. '(11) 97777-6666 · 4 Classe'.
 */
export function studentSecondaryLine(
  student: Pick<StudentListItem, 'phone' | 'email' | 'classe'>,
): string {
  const contact = formatPhone(student.phone) || student.email
  return [contact, studentLabel('classe', student.classe)].filter(Boolean).join(' · ')
}
