import { describe, expect, it } from 'vitest'
import { ATTENDANCE_OUTCOMES } from '../constants'
import { canBook, freePlaces, holdsPlace, placeStanding } from './makeup-places'

describe('places open to make-ups', () => {
  it('a student holds a place unless an absence is recorded', () => {
    const held = ATTENDANCE_OUTCOMES.filter(holdsPlace)
    expect(held).toEqual(['present'])
    expect(holdsPlace(null)).toBe(true)
  })

  it('free places are the capacity less the students holding one, never negative', () => {
    expect(freePlaces(4, 2)).toBe(2)
    expect(freePlaces(2, 2)).toBe(0)
    expect(freePlaces(2, 5)).toBe(0)
  })

  it('with no waitlist, anyone books while a place is free', () => {
    expect(placeStanding({ free: 1, queue: [], studentId: 'a' })).toEqual({ kind: 'book' })
    expect(placeStanding({ free: 0, queue: [], studentId: 'a' })).toEqual({ kind: 'full' })
  })

  it('a freed place goes to the first in line; the others wait in order', () => {
    const queue = ['w1', 'w2', 'w3']
    expect(placeStanding({ free: 1, queue, studentId: 'w1' })).toEqual({ kind: 'offered' })
    expect(placeStanding({ free: 1, queue, studentId: 'w2' })).toEqual({
      kind: 'waiting',
      position: 2,
    })
    expect(placeStanding({ free: 0, queue, studentId: 'w1' })).toEqual({
      kind: 'waiting',
      position: 1,
    })
    // two places: the first two of the line
    expect(canBook(placeStanding({ free: 2, queue, studentId: 'w2' }))).toBe(true)
    expect(canBook(placeStanding({ free: 2, queue, studentId: 'w3' }))).toBe(false)
  })

  it('someone not in line books only a place left beyond the whole line', () => {
    const queue = ['w1', 'w2']
    expect(placeStanding({ free: 2, queue, studentId: 'x' })).toEqual({ kind: 'full' })
    expect(placeStanding({ free: 3, queue, studentId: 'x' })).toEqual({ kind: 'book' })
  })
})
