import type { PackageDto, SessionDto } from '@shared/api-types'
import { type FocusTag, LIMITS } from '@shared/constants'
import type { SessionUpdateInput } from '@shared/schemas/session'

/** One participant in the inline editor. */
export interface EditorStudent {
  studentId: string
  name: string
  rating: number
  notes: string
  tags: string[]
  clubId: string | null
  /**
   * The package that pays the class: an id, null ('Sem pacote atribuído'), or undefined for
   * a student just added whose choice is still the suggested package (see `suggestedPackage`).
   */
  packageId: string | null | undefined
  added: boolean
}

export interface EditorState {
  students: EditorStudent[]
  notes: string
}

/** The editor starts from the session as it is. */
export function initialEditorState(session: SessionDto): EditorState {
  return {
    notes: session.notes ?? '',
    students: session.participants.map((p) => {
      const f = session.feedbacks.find((x) => x.studentId === p.studentId)
      const a = session.assignments.find((x) => x.studentId === p.studentId)
      return {
        studentId: p.studentId,
        name: p.name,
        rating: f?.rating ?? LIMITS.ratingDefaultAddedInEdit,
        notes: f?.notes ?? '',
        tags: f?.tags ?? [],
        clubId: f?.clubId ?? null,
        packageId: a?.packageId ?? null,
        added: false,
      }
    }),
  }
}

/** A student included in edit (spec §4): rating 5, no tags, empty notes, default club. */
export function addedStudent(
  student: { id: string; name: string },
  defaultClubId: string | null,
): EditorStudent {
  return {
    studentId: student.id,
    name: student.name,
    rating: LIMITS.ratingDefaultAddedInEdit,
    notes: '',
    tags: [],
    clubId: defaultClubId,
    packageId: undefined,
    added: true,
  }
}

/**
 * The package suggested for a student added in edit, like a new session picks it (spec §4
 * Session creation): the oldest-purchased active package with classes left; else none.
 */
export function suggestedPackage(packages: PackageDto[] | undefined): string | null {
  const usable = (packages ?? [])
    .filter((p) => p.status === 'active' && p.remainingClasses > 0)
    .sort((a, b) => a.purchaseDate.localeCompare(b.purchaseDate))
  return usable[0]?.id ?? null
}

/** The package the select shows for a student. */
export function chosenPackage(
  student: EditorStudent,
  packages: PackageDto[] | undefined,
): string | null {
  return student.packageId === undefined ? suggestedPackage(packages) : student.packageId
}

/**
 * Packages a student can be given: those with classes left, plus the one that already
 * pays this class (its credit is this session's, even when none is left).
 */
export function packageOptions(
  packages: PackageDto[] | undefined,
  currentPackageId: string | null,
): PackageDto[] {
  return (packages ?? []).filter((p) => p.remainingClasses > 0 || p.id === currentPackageId)
}

/** The PUT /api/sessions/:id body. */
export function toUpdateInput(
  state: EditorState,
  packagesOf: (studentId: string) => PackageDto[] | undefined,
): SessionUpdateInput {
  return {
    studentIds: state.students.map((s) => s.studentId),
    notes: state.notes,
    feedbacks: state.students.map((s) => ({
      studentId: s.studentId,
      rating: s.rating,
      notes: s.notes,
      tags: s.tags as FocusTag[],
      clubId: s.clubId,
    })),
    assignments: state.students.map((s) => ({
      studentId: s.studentId,
      packageId: chosenPackage(s, packagesOf(s.studentId)),
    })),
  }
}

/** 'Ana', 'Ana e Bruno', 'Ana, Bruno e Carla' (the delete confirmation). */
export function joinNames(names: string[], and: string): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`
}
