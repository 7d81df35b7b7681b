import { describe, expect, it } from 'vitest'
import {
  addedStudent,
  chosenPackage,
  initialEditorState,
  joinNames,
  packageOptions,
  suggestedPackage,
  toUpdateInput,
} from './editor-state'
import { ANA, BRUNO, CARLA, PKG, pkg, session } from './test-helpers'

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
    })
  })

  it('suggests the oldest active package with classes left for an added student', () => {
    const packages = [
      pkg({ id: 'new', purchaseDate: '2026-03-05' }),
      pkg({ id: 'old-expired', purchaseDate: '2026-01-01', status: 'expired' }),
      pkg({ id: 'old', purchaseDate: '2026-02-01' }),
      pkg({ id: 'empty', purchaseDate: '2025-12-01', remainingClasses: 0, status: 'expired' }),
    ]
    expect(suggestedPackage(packages)).toBe('old')
    expect(suggestedPackage([])).toBeNull()
    expect(suggestedPackage(undefined)).toBeNull()
    const added = addedStudent({ id: CARLA, name: 'Carla' }, null)
    expect(chosenPackage(added, packages)).toBe('old')
    expect(chosenPackage({ ...added, packageId: null }, packages)).toBeNull()
    expect(chosenPackage({ ...added, packageId: 'new' }, packages)).toBe('new')
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
    const body = toUpdateInput(state, (id) => (id === CARLA ? [pkg({ id: 'carla-pkg' })] : []))
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
        },
        { studentId: BRUNO, rating: 5, notes: '', tags: [], clubId: null },
        { studentId: CARLA, rating: 5, notes: '', tags: [], clubId: null },
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
