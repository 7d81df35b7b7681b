import type { StudentListItem } from '@shared/api-types'
import { CLASSE_LABELS } from '@shared/constants'
import { formatPhone } from '@shared/domain/phone'

/**
 * The line under a student's name in pickers, so two students of the same name can be told
 * apart (issue 8): the masked phone and the classe, e.g. '(11) 97777-6666 · 4 Classe'.
 */
export function studentSecondaryLine(
  student: Pick<StudentListItem, 'phone' | 'email' | 'classe'>,
): string {
  const contact = formatPhone(student.phone) || student.email
  return [contact, CLASSE_LABELS[student.classe]].filter(Boolean).join(' · ')
}
