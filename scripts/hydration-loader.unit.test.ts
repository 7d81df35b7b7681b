import { afterEach, describe, expect, it, vi } from 'vitest'
import { visitorLanguage } from '../src/web/lib/language'
import { loaderScript, visitorLanguageInline, WAKE_EVENTS } from './hydration-loader.mjs'

/**
 * The sign-in page's inline loader decides, before any module, whether the prerendered
 * (Portuguese) HTML is already right for the visitor: its language rule must be the app's.
 */
const ORIGIN = 'https://quadra.example.com'

function visit({ referrer = '', kept = null as string | null, languages = [] as string[] }) {
  vi.stubGlobal('location', new URL(`${ORIGIN}/app/login`))
  vi.stubGlobal('document', { referrer })
  vi.stubGlobal('localStorage', { getItem: () => kept })
  vi.stubGlobal('navigator', { languages })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the loader’s visitor language', () => {
  const cases = [
    {},
    { languages: ['en-US', 'en'] },
    { languages: ['fr-FR', 'en-GB'] },
    { languages: ['de', 'fr'] },
    { languages: ['pt-PT'] },
    { languages: ['EN-us'] },
    { kept: 'en', languages: ['pt-BR'] },
    { kept: 'pt-BR', languages: ['en-US'] },
    { kept: 'xx', languages: ['en-US'] },
    { referrer: `${ORIGIN}/eng`, languages: ['pt-BR'] },
    { referrer: `${ORIGIN}/lead-form/`, languages: ['pt-BR'] },
    { referrer: `${ORIGIN}/lead-form/en`, kept: 'pt-BR' },
    { referrer: `${ORIGIN}/privacy`, kept: 'pt-BR' },
    { referrer: `${ORIGIN}/`, kept: 'en' },
    { referrer: `${ORIGIN}/lead-form/pt`, languages: ['en'] },
    { referrer: `${ORIGIN}/test-pt`, languages: ['en'] },
    { referrer: `${ORIGIN}/app/students`, languages: ['en'] },
    { referrer: 'https://elsewhere.example/eng', languages: ['pt-BR'] },
    { referrer: 'not a url', languages: ['en'] },
  ]
  it.each(cases)('is the app’s: %o', (given) => {
    visit(given)
    expect(visitorLanguageInline()).toBe(visitorLanguage('', given.referrer ?? ''))
  })

  it('storage that throws (private mode) falls back to the browser’s language', () => {
    visit({ languages: ['en'] })
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
    })
    expect(visitorLanguageInline()).toBe('en')
  })
})

describe('loaderScript', () => {
  it('starts the modules on any of the wake events, with the build’s preloads', () => {
    const script = loaderScript({ preloads: ['/assets/a.js'], wakeForContext: false })
    for (const event of WAKE_EVENTS) expect(script).toContain(`"${event}"`)
    expect(script).toContain('["/assets/a.js"]')
    expect(script).not.toContain('location.search')
  })

  it('the sign-in page also starts at load for a query string or another language', () => {
    const script = loaderScript({ preloads: [], wakeForContext: true })
    expect(script).toContain('location.search')
    expect(script).toContain('quadra.language')
  })
})
