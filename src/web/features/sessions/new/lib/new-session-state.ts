import { FOCUS_TAGS, type FocusTag, LIMITS } from '@shared/constants'
import type { SessionCreateInput } from '@shared/schemas/session'
import type { StudentListItem } from '@shared/schemas/students.response'
import type { VoiceNoteDto } from '@shared/schemas/voice-notes.response'
import {
  applyFilterPatch,
  EMPTY_FILTERS,
  type StudentFilterPatch,
  type StudentFilterValues,
} from '~/components/student-filters/student-filters-state'
import type { VoiceNotesUpdate } from '~/features/voice-notes/components/voice-notes-field'
import type { LessonPrefill } from '~/lib/lesson-prefill'
import { localInputToIso, toLocalInputValue } from '~/lib/session-date'

/** The students of a session are picked from this many per page. */
export const SELECTION_PAGE_SIZE = 12

/** A chosen student; phone and classe tell two of the same name apart in step 2. */
export type SelectedStudent = Pick<StudentListItem, 'id' | 'name' | 'credits'> &
  Partial<Pick<StudentListItem, 'phone' | 'email' | 'classe'>>

/** One student's feedback being written (spec §4 New-session flow defaults). */
export interface FeedbackDraft {
  rating: number
  notes: string
  tags: FocusTag[]
  /** undefined = not chosen yet: the coach's default club. */
  clubId?: string | null
  /** Issue 14: the voice notes recorded (uploaded) for this student, in order. */
  voiceNotes: VoiceNoteDto[]
}

export interface NewSessionState {
  step: 1 | 2
  /** In the order they were picked; kept across pages and filter changes. */
  selected: SelectedStudent[]
  /** Kept when a student is unselected, so picking them again restores what was written. */
  drafts: Record<string, FeedbackDraft>
  filters: StudentFilterValues
  page: number
  /** The datetime-local value shown (the moment the screen opened, until edited). */
  date: string
  /** Untouched (or reset), the class is registered at the moment it is saved. */
  dateEdited: boolean
  notes: string
  /** Registering an agenda lesson ('Registrar aula'): the class is linked to it. */
  lessonId?: string
  /** Where to go after saving a registered lesson (the agenda's day it came from). */
  returnTo?: string
  /**
   * The lesson's students with a recorded absence: not selected at first; one the coach marks
   * present is sent in `confirmPresent` (the server refuses them otherwise).
   */
  lessonAbsent?: LessonPrefill['absent']
  /** Students whose voice notes are being recorded or uploaded: not saved until done. */
  voiceBusy: string[]
}

export type NewSessionAction =
  | { type: 'toggle'; student: SelectedStudent }
  | { type: 'select'; student: SelectedStudent }
  | { type: 'remove'; id: string }
  | { type: 'clearSelection' }
  | { type: 'goTo'; step: 1 | 2 }
  | { type: 'draft'; id: string; patch: Partial<FeedbackDraft> }
  | { type: 'filter'; patch: StudentFilterPatch }
  | { type: 'page'; page: number }
  | { type: 'date'; value: string }
  | { type: 'dateNow'; now: string }
  /** One of today's agenda lessons picked on step 1: its students, club and time, linked. */
  | { type: 'lesson'; prefill: LessonPrefill; now: Date }
  | { type: 'notes'; value: string }
  | { type: 'voiceNotes'; id: string; update: VoiceNotesUpdate }
  | { type: 'voiceBusy'; id: string; busy: boolean }

export const DEFAULT_DRAFT: FeedbackDraft = {
  rating: LIMITS.ratingDefaultNewSession,
  notes: '',
  tags: [],
  voiceNotes: [],
}

const initialNewSessionState: NewSessionState = {
  step: 1,
  selected: [],
  drafts: {},
  filters: { ...EMPTY_FILTERS, status: 'active' },
  page: 1,
  date: '',
  dateEdited: false,
  notes: '',
  voiceBusy: [],
}

/**
 * The state of a fresh screen, its date field showing `now`. From an agenda lesson: at step 2
 * with its students and club, dated at its start — past (registered late) or later today
 * (registered ahead): the class is the lesson the agenda planned, not the moment of saving.
 */
export function createNewSessionState(
  now: Date = new Date(),
  lesson: LessonPrefill | null = null,
): NewSessionState {
  const fresh = { ...initialNewSessionState, date: toLocalInputValue(now) }
  if (!lesson) return fresh
  const start = new Date(lesson.startsAt)
  const past = start.getTime() <= now.getTime()
  return {
    ...fresh,
    step: 2,
    selected: lesson.students,
    drafts: Object.fromEntries(
      [...lesson.students, ...lesson.absent].map((s) => [
        s.id,
        { ...DEFAULT_DRAFT, ...(lesson.clubId ? { clubId: lesson.clubId } : {}) },
      ]),
    ),
    date: toLocalInputValue(start),
    // a start still to come is not sent: the server dates the class at the lesson's start (a
    // date in the future is refused from anywhere else)
    dateEdited: past,
    lessonId: lesson.lessonId,
    ...(lesson.absent.length ? { lessonAbsent: lesson.absent } : {}),
    ...(lesson.returnTo ? { returnTo: lesson.returnTo } : {}),
  }
}

export function newSessionReducer(
  state: NewSessionState,
  action: NewSessionAction,
): NewSessionState {
  switch (action.type) {
    case 'toggle':
      return state.selected.some((s) => s.id === action.student.id)
        ? newSessionReducer(state, { type: 'remove', id: action.student.id })
        : newSessionReducer(state, { type: 'select', student: action.student })
    case 'select': {
      if (state.selected.some((s) => s.id === action.student.id)) return state
      const { id } = action.student
      return {
        ...state,
        selected: [...state.selected, action.student],
        drafts: { ...state.drafts, [id]: state.drafts[id] ?? DEFAULT_DRAFT },
      }
    }
    case 'remove': {
      const selected = state.selected.filter((s) => s.id !== action.id)
      // nobody left to give feedback to: back to the selection
      return { ...state, selected, step: selected.length === 0 ? 1 : state.step }
    }
    case 'clearSelection':
      return { ...state, selected: [], step: 1 }
    case 'goTo':
      // the feedback step needs at least one student (spec §4)
      if (action.step === 2 && state.selected.length === 0) return state
      return { ...state, step: action.step }
    case 'draft': {
      const current = state.drafts[action.id] ?? DEFAULT_DRAFT
      return { ...state, drafts: { ...state.drafts, [action.id]: { ...current, ...action.patch } } }
    }
    case 'filter': {
      // the status is fixed: only active students are offered (spec §5 Sessions)
      const filters = {
        ...applyFilterPatch(state.filters, action.patch),
        status: 'active' as const,
      }
      return { ...state, filters, page: 1 }
    }
    case 'page':
      return { ...state, page: Math.max(1, action.page) }
    case 'date':
      return { ...state, date: action.value, dateEdited: true }
    case 'dateNow':
      // from a lesson, a date not sent means the lesson's start: 'now' is sent explicitly
      return { ...state, date: action.now, dateEdited: Boolean(state.lessonId) }
    case 'lesson': {
      const fromLesson = createNewSessionState(action.now, action.prefill)
      // what was written for a student stays theirs; the search stays as it was
      return {
        ...fromLesson,
        drafts: {
          ...state.drafts,
          ...Object.fromEntries(
            Object.entries(fromLesson.drafts).map(([id, lessonDraft]) => {
              const written = state.drafts[id]
              return [
                id,
                written
                  ? { ...written, clubId: written.clubId ?? lessonDraft.clubId }
                  : lessonDraft,
              ]
            }),
          ),
        },
        filters: state.filters,
        page: state.page,
        notes: state.notes,
      }
    }
    case 'notes':
      return { ...state, notes: action.value }
    case 'voiceNotes': {
      const current = state.drafts[action.id] ?? DEFAULT_DRAFT
      const voiceNotes = action.update(current.voiceNotes ?? [])
      return { ...state, drafts: { ...state.drafts, [action.id]: { ...current, voiceNotes } } }
    }
    case 'voiceBusy': {
      const others = state.voiceBusy.filter((id) => id !== action.id)
      const voiceBusy = action.busy ? [...others, action.id] : others
      if (
        voiceBusy.length === state.voiceBusy.length &&
        action.busy === state.voiceBusy.includes(action.id)
      )
        return state
      return { ...state, voiceBusy }
    }
  }
}

/** The filters the coach chose (the fixed 'active' status is not one of them). */
export function userFilters(filters: StudentFilterValues): StudentFilterValues {
  return { ...filters, status: null }
}

export function onlyFocusTags(tags: string[]): FocusTag[] {
  return FOCUS_TAGS.filter((tag) => tags.includes(tag))
}

/** Something the coach would lose by leaving: a student picked or a word written. */
export function hasUnsavedWork(state: NewSessionState): boolean {
  return (
    state.selected.length > 0 ||
    state.notes.trim() !== '' ||
    Object.values(state.drafts).some(
      (d) => d.notes.trim() !== '' || d.tags.length > 0 || (d.voiceNotes?.length ?? 0) > 0,
    )
  )
}

/** The POST /api/sessions body: every selected student with their feedback. */
export function buildCreateInput(
  state: NewSessionState,
  defaultClubId: string | null,
): SessionCreateInput {
  const input: SessionCreateInput = {
    studentIds: state.selected.map((s) => s.id),
    notes: state.notes.trim() ? state.notes.trim() : null,
    feedbacks: state.selected.map(({ id }) => {
      const draft = state.drafts[id] ?? DEFAULT_DRAFT
      const voiceNoteIds = (draft.voiceNotes ?? []).map((note) => note.id)
      return {
        studentId: id,
        rating: draft.rating,
        notes: draft.notes.trim(),
        tags: draft.tags,
        clubId: draft.clubId === undefined ? defaultClubId : draft.clubId,
        // the notes recorded for this student, attached in the same transaction
        ...(voiceNoteIds.length > 0 ? { voiceNoteIds } : {}),
      }
    }),
  }
  const date = state.dateEdited && state.date ? localInputToIso(state.date) : null
  if (date) input.date = date
  if (state.lessonId) input.lessonId = state.lessonId
  const confirmPresent = (state.lessonAbsent ?? [])
    .map((a) => a.id)
    .filter((id) => state.selected.some((s) => s.id === id))
  if (confirmPresent.length) input.confirmPresent = confirmPresent
  return input
}
