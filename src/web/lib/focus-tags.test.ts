import { FOCUS_TAGS } from '@shared/constants'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import { focusTagLabel } from './focus-tags'

afterEach(() => i18n.changeLanguage('pt-BR'))

describe('focus tag labels', () => {
  it('pt-BR: the stored tag itself, every tag', () => {
    for (const tag of FOCUS_TAGS) expect(focusTagLabel(tag)).toBe(tag)
  })

  it('English: the English word; an unknown tag as stored', async () => {
    await i18n.changeLanguage('en')
    expect(FOCUS_TAGS.map(focusTagLabel)).toEqual([
      'Technique',
      'Tactics',
      'Fitness',
      'Mental',
      'Serve',
      'Forehand',
      'Backhand',
      'Volley',
      'Footwork',
      'Smash',
    ])
    expect(focusTagLabel('Devolução')).toBe('Devolução')
  })
})
