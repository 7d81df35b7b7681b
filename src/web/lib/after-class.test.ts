import { describe, expect, it } from 'vitest'
import { afterClassState, readAfterClass } from './after-class'

describe('after-class router state', () => {
  it('carries the class and its students, and reads back', () => {
    const state = afterClassState({
      id: 'se1',
      participants: [
        { studentId: 'a', name: 'Ana' },
        { studentId: 'b', name: 'Bruno' },
      ],
    })
    expect(state).toEqual({
      afterClass: {
        sessionId: 'se1',
        students: [
          { id: 'a', name: 'Ana' },
          { id: 'b', name: 'Bruno' },
        ],
      },
    })
    expect(readAfterClass(state)).toEqual(state?.afterClass)
  })

  it('a class without students carries nothing; any other state reads as none', () => {
    expect(afterClassState({ id: 'se1', participants: [] })).toBeUndefined()
    expect(readAfterClass(undefined)).toBeNull()
    expect(readAfterClass({ from: '/app/agenda' })).toBeNull()
    expect(readAfterClass({ afterClass: { sessionId: 'se1', students: [] } })).toBeNull()
    expect(readAfterClass({ afterClass: { sessionId: 1, students: [{ id: 'a' }] } })).toBeNull()
  })
})
