import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { lesson } from '../components/test-helpers'
import {
  type LessonFormValues,
  lessonChangeResolver,
  lessonValues,
  newLessonResolver,
  newLessonValues,
  occurrenceChangeResolver,
} from './lesson-form'

const ANA = '11111111-1111-4111-8111-111111111111'
const options: ResolverOptions<LessonFormValues> = { fields: {}, shouldUseNativeValidation: false }
const withAna = (v: LessonFormValues): LessonFormValues => ({
  ...v,
  students: [{ id: ANA, name: 'Ana Souza', credits: 3 }],
})

describe('the lesson forms: each makes its own input, checked by its shared schema', () => {
  it("'Nova Aula' makes a lesson, or with 'Repetir toda semana' a weekly slot", async () => {
    const values = withAna(newLessonValues('2026-11-25', '18:00'))
    expect((await newLessonResolver(values, undefined, options)).values).toEqual({
      repeat: false,
      input: {
        date: '2026-11-25',
        time: '18:00',
        durationMinutes: 60,
        studentIds: [ANA],
        clubId: null,
        title: null,
        notes: null,
        makeupCapacity: null,
        confirmOverlap: false,
      },
    })
    const weekly = { ...values, repeat: true, weekdays: [5, 3], noEnd: false, untilDate: '' }
    expect((await newLessonResolver(weekly, undefined, options)).values).toMatchObject({
      repeat: true,
      input: { startDate: '2026-11-25', weekdays: [3, 5], untilDate: null },
    })
  })

  it("puts the schema's issues on the form's fields, a weekly slot's too", async () => {
    const values = newLessonValues('2026-11-25', '18:00')
    const lesson = await newLessonResolver(values, undefined, options)
    expect(lesson.values).toEqual({})
    expect(lesson.errors.students?.message).toBe('Selecione pelo menos um aluno para a aula.')
    const weekly = await newLessonResolver(
      { ...withAna(values), repeat: true, noEnd: false, untilDate: '2026-11-01', weekdays: [] },
      undefined,
      options,
    )
    expect(weekly.errors.untilDate?.message).toBe(
      'A data final deve ser igual ou posterior à de início',
    )
    expect(weekly.errors.weekdays?.message).toBe('Escolha pelo menos um dia da semana')
  })

  it('a change sends the date of a lesson or of one occurrence, the weekdays of the following', async () => {
    const values = lessonValues(lesson())
    expect((await lessonChangeResolver(values, undefined, options)).values).toMatchObject({
      date: values.date,
      time: values.time,
    })
    const one = await occurrenceChangeResolver.this(values, undefined, options)
    expect(one.values).toMatchObject({ scope: 'this', date: values.date })
    const following = await occurrenceChangeResolver.following(
      { ...values, weekdays: [1, 3] },
      undefined,
      options,
    )
    expect(following.values).toMatchObject({ scope: 'following', weekdays: [1, 3] })
    expect(following.values).not.toHaveProperty('date')
  })

  it("'Aberta a reposições' sends its 'Vagas'; off, null (closes it); out of range, on the field", async () => {
    const closed = lessonValues(lesson())
    expect(closed).toMatchObject({ makeupOpen: false, makeupCapacity: 4 })
    expect((await lessonChangeResolver(closed, undefined, options)).values).toMatchObject({
      makeupCapacity: null,
    })
    const open = lessonValues(lesson({ makeupCapacity: 3, openPlaces: 2 }))
    expect(open).toMatchObject({ makeupOpen: true, makeupCapacity: 3 })
    const following = await occurrenceChangeResolver.following(open, undefined, options)
    expect(following.values).toMatchObject({ scope: 'following', makeupCapacity: 3 })
    const tooMany = await lessonChangeResolver({ ...open, makeupCapacity: 51 }, undefined, options)
    expect(tooMany.errors.makeupCapacity?.message).toBe('As vagas devem ser um número de 1 a 50.')
    const empty = await lessonChangeResolver(
      { ...open, makeupCapacity: Number.NaN },
      undefined,
      options,
    )
    expect(empty.errors.makeupCapacity?.message).toBe('As vagas devem ser um número de 1 a 50.')
  })
})
