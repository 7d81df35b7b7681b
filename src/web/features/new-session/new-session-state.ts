import type { StudentListItem } from '@shared/api-types'
import { FOCUS_TAGS, type FocusTag, LIMITS } from '@shared/constants'
import type { SessionCreateInput } from '@shared/schemas/session'
import {
  applyFilterPatch,
  EMPTY_FILTERS,
  type StudentFilterPatch,
  type StudentFilterValues,
} from '~/features/students/components/student-filters-state'

/** The students of a session are picked from this many per page. */
export const SELECTION_PAGE_SIZE = 12

export type SelectedStudent = Pick<StudentListItem, 'id' | 'name' | 'credits'>

/** One student's feedback being written (spec §4 New-session flow defaults). */
export interface FeedbackDraft {
  rating: number
  notes: string
  tags: FocusTag[]
  /** undefined = not chosen yet: the coach's default club. */
  clubId?: string | null
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
  | { type: 'notes'; value: string }

export const DEFAULT_DRAFT: FeedbackDraft = {
  rating: LIMITS.ratingDefaultNewSession,
  notes: '',
  tags: [],
}

export const initialNewSessionState: NewSessionState = {
  step: 1,
  selected: [],
  drafts: {},
  filters: { ...EMPTY_FILTERS, status: 'active' },
  page: 1,
  date: '',
  dateEdited: false,
  notes: '',
}

/** The state of a fresh screen, its date field showing `now`. */
export function createNewSessionState(now: Date = new Date()): NewSessionState {
  return { ...initialNewSessionState, date: toLocalInputValue(now) }
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
      return { ...state, date: action.now, dateEdited: false }
    case 'notes':
      return { ...state, notes: action.value }
  }
}

/** The filters the coach chose (the fixed 'active' status is not one of them). */
export function userFilters(filters: StudentFilterValues): StudentFilterValues {
  return { ...filters, status: null }
}

export function onlyFocusTags(tags: string[]): FocusTag[] {
  return FOCUS_TAGS.filter((tag) => tags.includes(tag))
}

const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0')

/** A Date as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value as an ISO date-time with the browser's offset ('…T14:30:00-03:00'). */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const offset = -date.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  return `${toLocalInputValue(date)}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`
}

export type DateProblem = 'invalid' | 'future' | null

/** The class date is optional (empty = now) and may not be in the future. */
export function dateProblem(value: string, now: number = Date.now()): DateProblem {
  if (!value) return null
  const iso = localInputToIso(value)
  if (!iso) return 'invalid'
  return Date.parse(iso) > now ? 'future' : null
}

/** Something the coach would lose by leaving: a student picked or a word written. */
export function hasUnsavedWork(state: NewSessionState): boolean {
  return (
    state.selected.length > 0 ||
    state.notes.trim() !== '' ||
    Object.values(state.drafts).some((d) => d.notes.trim() !== '' || d.tags.length > 0)
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
      return {
        studentId: id,
        rating: draft.rating,
        notes: draft.notes.trim(),
        tags: draft.tags,
        clubId: draft.clubId === undefined ? defaultClubId : draft.clubId,
      }
    }),
  }
  const date = state.dateEdited && state.date ? localInputToIso(state.date) : null
  if (date) input.date = date
  return input
}
