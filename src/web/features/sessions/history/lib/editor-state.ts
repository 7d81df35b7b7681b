import { type FocusTag, LIMITS } from '@shared/constants'
import type { PackageDto } from '@shared/schemas/packages.response'
import type { SessionUpdateInput } from '@shared/schemas/session'
import type { SessionDto } from '@shared/schemas/sessions.response'
import type { VoiceNoteDto } from '@shared/schemas/voice-notes.response'
import { localInputToIso, toLocalInputValue } from '~/lib/session-date'

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
   * a student just added for whom the coach chose nothing: the server then picks with its one
   * rule (the oldest package valid on the class day) — no package is sent for them.
   */
  packageId: string | null | undefined
  added: boolean
  /** Issue 14: the feedback's voice notes, in order (saved ones and those just recorded). */
  voiceNotes: VoiceNoteDto[]
}

export interface EditorState {
  students: EditorStudent[]
  notes: string
  /** When the class happened, as a datetime-local value (browser's time zone). */
  date: string
  /** Only a corrected date is sent: untouched, the class keeps its instant to the second. */
  dateEdited: boolean
}

/** The editor starts from the session as it is. */
export function initialEditorState(session: SessionDto): EditorState {
  return {
    notes: session.notes ?? '',
    date: toLocalInputValue(new Date(session.date)),
    dateEdited: false,
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
        voiceNotes: f?.voiceNotes ?? [],
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
    voiceNotes: [],
  }
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

/**
 * The PUT /api/sessions/:id body. A student added without a choice gets no assignment: the
 * server chooses. A corrected date goes as an ISO instant (an unparsable one as typed, for
 * the shared schema to refuse).
 */
export function toUpdateInput(state: EditorState): SessionUpdateInput {
  return {
    studentIds: state.students.map((s) => s.studentId),
    ...(state.dateEdited ? { date: localInputToIso(state.date) ?? state.date } : {}),
    notes: state.notes,
    feedbacks: state.students.map((s) => ({
      studentId: s.studentId,
      rating: s.rating,
      notes: s.notes,
      tags: s.tags as FocusTag[],
      clubId: s.clubId,
      // the whole list: a note discarded in the editor leaves the feedback ([] = none)
      voiceNoteIds: s.voiceNotes.map((note) => note.id),
    })),
    assignments: state.students.flatMap((s) =>
      s.packageId === undefined ? [] : [{ studentId: s.studentId, packageId: s.packageId }],
    ),
  }
}

/** 'Ana', 'Ana e Bruno', 'Ana, Bruno e Carla' (the delete confirmation). */
export function joinNames(names: string[], and: string): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`
}
