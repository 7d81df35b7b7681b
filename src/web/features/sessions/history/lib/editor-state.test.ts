import { describe, expect, it } from 'vitest'
import { build } from '../../../../../../tests/helpers/api-builders'
import { ANA, BRUNO, CARLA, PKG, pkg, session } from '../components/test-helpers'
import {
  addedStudent,
  initialEditorState,
  joinNames,
  packageOptions,
  toUpdateInput,
} from './editor-state'

describe('inline editor state', () => {
  it('starts from the session: feedbacks, packages and notes', () => {
    const state = initialEditorState(session())
    expect(state.notes).toBe('Treino de saque')
    expect(state.students).toEqual([
      expect.objectContaining({ studentId: ANA, rating: 4, packageId: PKG, added: false }),
      expect.objectContaining({ studentId: BRUNO, rating: 5, packageId: null, added: false }),
    ])
  })

  it('adds a student with rating 5, no tags, empty notes and the default club (spec §4)', () => {
    expect(addedStudent({ id: CARLA, name: 'Carla Dias' }, 'club-1')).toEqual({
      studentId: CARLA,
      name: 'Carla Dias',
      rating: 5,
      notes: '',
      tags: [],
      clubId: 'club-1',
      packageId: undefined,
      added: true,
      voiceNotes: [],
    })
  })

  it("keeps each feedback's voice notes and sends their ids in order (issue 14)", () => {
    const base = session()
    const notes = [build.voiceNote({ id: 'n1', feedbackId: 'f' }), build.voiceNote({ id: 'n2' })]
    const withNotes = {
      ...base,
      feedbacks: base.feedbacks.map((f, i) => (i === 0 ? { ...f, voiceNotes: notes } : f)),
    }
    const state = initialEditorState(withNotes)
    expect(state.students[0]!.voiceNotes.map((n) => n.id)).toEqual(['n1', 'n2'])
    state.students[0]!.voiceNotes = [notes[1]!]
    const body = toUpdateInput(state)
    expect(body.feedbacks?.[0]?.voiceNoteIds).toEqual(['n2'])
    expect(body.feedbacks?.[1]?.voiceNoteIds).toEqual([])
  })

  it('leaves the package of a student added without a choice to the server', () => {
    const state = initialEditorState(session())
    state.students.push(addedStudent({ id: CARLA, name: 'Carla' }, null))
    expect(toUpdateInput(state).assignments).toEqual([
      { studentId: ANA, packageId: PKG },
      { studentId: BRUNO, packageId: null },
    ])
    // an explicit choice, package or none, is sent
    state.students[2]!.packageId = null
    expect(toUpdateInput(state).assignments).toContainEqual({ studentId: CARLA, packageId: null })
  })

  it('sends the date only once corrected, as an instant with the browser offset', () => {
    const state = initialEditorState(session())
    expect(toUpdateInput(state)).not.toHaveProperty('date')
    expect(Date.parse(`${state.date}:00`)).toBe(
      new Date(session().date).getTime() - new Date(session().date).getSeconds() * 1000,
    )
    const corrected = { ...state, date: '2026-03-09T18:00', dateEdited: true }
    expect(Date.parse(toUpdateInput(corrected).date!)).toBe(new Date(2026, 2, 9, 18, 0).getTime())
  })

  it('offers packages with classes left plus the one already paying the class', () => {
    const packages = [
      pkg({ id: 'a' }),
      pkg({ id: 'b', remainingClasses: 0 }),
      pkg({ id: 'c', remainingClasses: 0 }),
    ]
    expect(packageOptions(packages, 'b').map((p) => p.id)).toEqual(['a', 'b'])
    expect(packageOptions(packages, null).map((p) => p.id)).toEqual(['a'])
  })

  it('builds the PUT body with feedbacks and every package choice', () => {
    const state = initialEditorState(session())
    state.students.push(addedStudent({ id: CARLA, name: 'Carla' }, null))
    state.notes = 'Nova observação'
    state.students[2]!.packageId = 'carla-pkg'
    const body = toUpdateInput(state)
    expect(body).toEqual({
      studentIds: [ANA, BRUNO, CARLA],
      notes: 'Nova observação',
      feedbacks: [
        {
          studentId: ANA,
          rating: 4,
          notes: 'Boa evolução',
          tags: ['Saque', 'Voleio', 'Mental', 'Físico', 'Smash'],
          clubId: null,
          voiceNoteIds: [],
        },
        { studentId: BRUNO, rating: 5, notes: '', tags: [], clubId: null, voiceNoteIds: [] },
        { studentId: CARLA, rating: 5, notes: '', tags: [], clubId: null, voiceNoteIds: [] },
      ],
      assignments: [
        { studentId: ANA, packageId: PKG },
        { studentId: BRUNO, packageId: null },
        { studentId: CARLA, packageId: 'carla-pkg' },
      ],
    })
  })

  it('joins names with commas and "e"', () => {
    expect(joinNames([], 'e')).toBe('')
    expect(joinNames(['Ana'], 'e')).toBe('Ana')
    expect(joinNames(['Ana', 'Bruno'], 'e')).toBe('Ana e Bruno')
    expect(joinNames(['Ana', 'Bruno', 'Carla'], 'e')).toBe('Ana, Bruno e Carla')
  })
})
