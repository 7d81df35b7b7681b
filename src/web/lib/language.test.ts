import { afterEach, describe, expect, it } from 'vitest'
import { pageLanguageOf, visitorLanguage } from './language'

/** Issue 15: the language of the account pages before sign-in. */
describe('visitorLanguage', () => {
  const origin = globalThis.location.origin
  afterEach(() => localStorage.clear())

  it('follows ?lang= first', () => {
    localStorage.setItem('quadra.language', 'pt-BR')
    expect(visitorLanguage('?tab=signup&lang=en', `${origin}/`)).toBe('en')
    expect(visitorLanguage('?lang=pt-BR', `${origin}/eng`)).toBe('pt-BR')
  })

  it('then the English or Portuguese page of ours the visitor came from', () => {
    localStorage.setItem('quadra.language', 'pt-BR')
    for (const page of ['/eng', '/test-en', '/lead-form', '/lead-form/en', '/privacy']) {
      expect(visitorLanguage('', `${origin}${page}`), page).toBe('en')
    }
    localStorage.setItem('quadra.language', 'en')
    for (const page of ['/', '/pt', '/test-pt', '/lead-form/pt', '/privacidade']) {
      expect(visitorLanguage('', `${origin}${page}`), page).toBe('pt-BR')
    }
  })

  it('then the one remembered, then the browser (another site or an app page says nothing)', () => {
    expect(pageLanguageOf('https://elsewhere.example/eng')).toBeNull()
    expect(pageLanguageOf(`${origin}/app/dashboard`)).toBeNull()
    expect(pageLanguageOf('not a url')).toBeNull()
    localStorage.setItem('quadra.language', 'en')
    expect(visitorLanguage('', 'https://elsewhere.example/')).toBe('en')
    localStorage.clear()
    const browser = navigator.languages[0]?.toLowerCase().startsWith('en') ? 'en' : 'pt-BR'
    expect(visitorLanguage('', '')).toBe(browser)
  })
})
