import { describe, expect, it } from 'vitest'
import { localInputToIso } from '~/lib/session-date'
import { build } from '../../../../../../tests/helpers/api-builders'
import {
  buildCreateInput,
  createNewSessionState,
  type NewSessionAction,
  type NewSessionState,
  newSessionReducer,
} from './new-session-state'

const ana = { id: 'a', name: 'Ana', credits: 4 }
const bruno = { id: 'b', name: 'Bruno', credits: 0 }
const run = (actions: NewSessionAction[], from = createNewSessionState()) =>
  actions.reduce<NewSessionState>(newSessionReducer, from)

describe('new-session reducer', () => {
  it('toggles students, keeping the order they were picked in', () => {
    const state = run([
      { type: 'toggle', student: bruno },
      { type: 'toggle', student: ana },
    ])
    expect(state.selected.map((s) => s.id)).toEqual(['b', 'a'])
    expect(run([{ type: 'toggle', student: bruno }], state).selected).toEqual([ana])
    // selecting twice (the add-student dialog) does not repeat a student
    expect(run([{ type: 'select', student: ana }], state).selected).toHaveLength(2)
  })

  it('gives each new student the default feedback: rating 3, no notes, no tags, default club', () => {
    const state = run([{ type: 'toggle', student: ana }])
    expect(state.drafts.a).toEqual({ rating: 3, notes: '', tags: [], voiceNotes: [] })
    expect(state.drafts.a?.clubId).toBeUndefined()
  })

  it('goes to the feedback step only with someone selected', () => {
    expect(run([{ type: 'goTo', step: 2 }]).step).toBe(1)
    expect(
      run([
        { type: 'toggle', student: ana },
        { type: 'goTo', step: 2 },
      ]).step,
    ).toBe(2)
  })

  it('keeps the drafts when going back and forth, and returns to step 1 when nobody is left', () => {
    let state = run([
      { type: 'toggle', student: ana },
      { type: 'goTo', step: 2 },
      { type: 'draft', id: 'a', patch: { rating: 5, tags: ['Saque'] } },
      { type: 'goTo', step: 1 },
      { type: 'goTo', step: 2 },
    ])
    expect(state.drafts.a).toMatchObject({ rating: 5, tags: ['Saque'] })
    state = run([{ type: 'remove', id: 'a' }], state)
    expect(state.step).toBe(1)
    // picked again: what was written comes back
    expect(run([{ type: 'toggle', student: ana }], state).drafts.a?.rating).toBe(5)
  })

  it('keeps the status fixed to active and goes back to page 1 on a filter change', () => {
    const state = run([
      { type: 'page', page: 3 },
      { type: 'filter', patch: { status: 'inactive', gender: 'male' } },
    ])
    expect(state.filters).toMatchObject({ status: 'active', gender: 'male' })
    expect(state.page).toBe(1)
    const credits = run(
      [
        { type: 'filter', patch: { creditsEnding: true } },
        { type: 'filter', patch: { creditsZero: true } },
      ],
      state,
    )
    expect(credits.filters).toMatchObject({ creditsEnding: false, creditsZero: true })
  })

  it('keeps the selection across pages and filters', () => {
    const state = run([
      { type: 'toggle', student: ana },
      { type: 'page', page: 2 },
      { type: 'filter', patch: { q: 'zzz' } },
    ])
    expect(state.selected).toEqual([ana])
  })
})

describe('buildCreateInput', () => {
  it('sends every selected student with their feedback and the default club when none was chosen', () => {
    const state = run([
      { type: 'toggle', student: ana },
      { type: 'toggle', student: bruno },
      { type: 'draft', id: 'a', patch: { rating: 5, notes: '  Bom saque ', tags: ['Saque'] } },
      { type: 'draft', id: 'b', patch: { clubId: null } },
      { type: 'notes', value: '   ' },
    ])
    expect(buildCreateInput(state, 'club-1')).toEqual({
      studentIds: ['a', 'b'],
      notes: null,
      feedbacks: [
        { studentId: 'a', rating: 5, notes: 'Bom saque', tags: ['Saque'], clubId: 'club-1' },
        { studentId: 'b', rating: 3, notes: '', tags: [], clubId: null },
      ],
    })
  })

  it('sends each feedback with its voice notes in order (issue 14), none when nothing was recorded', () => {
    const note = (id: string) => build.voiceNote({ id })
    const state = run([
      { type: 'toggle', student: ana },
      { type: 'toggle', student: bruno },
      { type: 'voiceNotes', id: 'a', update: (prev) => [...prev, note('n1')] },
      { type: 'voiceNotes', id: 'a', update: (prev) => [...prev, note('n2')] },
      { type: 'voiceNotes', id: 'a', update: (prev) => [...prev, note('n3')] },
      { type: 'voiceNotes', id: 'a', update: (prev) => prev.filter((n) => n.id !== 'n2') },
    ])
    const [a, b] = buildCreateInput(state, null).feedbacks ?? []
    expect(a?.voiceNoteIds).toEqual(['n1', 'n3'])
    expect(b).not.toHaveProperty('voiceNoteIds')
  })

  it('tracks the students whose notes are still recording or uploading', () => {
    const busy = run([
      { type: 'toggle', student: ana },
      { type: 'voiceBusy', id: 'a', busy: true },
      { type: 'voiceBusy', id: 'a', busy: true },
    ])
    expect(busy.voiceBusy).toEqual(['a'])
    expect(run([{ type: 'voiceBusy', id: 'a', busy: false }], busy).voiceBusy).toEqual([])
  })

  it('omits the date until the coach changes it', () => {
    const state = run([{ type: 'toggle', student: ana }])
    expect(buildCreateInput(state, null)).not.toHaveProperty('date')
    const edited = run([{ type: 'date', value: '2024-05-10T08:30' }], state)
    expect(buildCreateInput(edited, null).date).toBe(localInputToIso('2024-05-10T08:30'))
    const reset = run([{ type: 'dateNow', now: '2024-05-11T09:00' }], edited)
    expect(buildCreateInput(reset, null)).not.toHaveProperty('date')
  })
})
