import { describe, expect, it } from 'vitest'
import { isCurrency, isLanguage, isTimeZone, languageFromAccept } from './locale'

describe('languageFromAccept (issue 15: the visitor language before sign-in)', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['en-GB', 'en'],
    [['en-AU', 'pt-BR'], 'en'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['fr-FR,en;q=0.5', 'en'],
    ['de-DE', 'pt-BR'],
    ['', 'pt-BR'],
    [null, 'pt-BR'],
    [undefined, 'pt-BR'],
    [[], 'pt-BR'],
  ] as const)('%j → %s', (accept, language) => {
    expect(languageFromAccept(accept)).toBe(language)
  })
})

describe('the settings a coach may choose', () => {
  it('knows the IANA time zones and refuses anything else', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true)
    expect(isTimeZone('Asia/Tokyo')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone('A'.repeat(65))).toBe(false)
    expect(isTimeZone(42)).toBe(false)
    expect(isTimeZone(null)).toBe(false)
  })
  it('takes only the languages and currencies it formats', () => {
    expect(isLanguage('en')).toBe(true)
    expect(isLanguage('pt-BR')).toBe(true)
    expect(isLanguage('es')).toBe(false)
    expect(isCurrency('USD')).toBe(true)
    expect(isCurrency('BRL')).toBe(true)
    expect(isCurrency('GBP')).toBe(false)
  })
})
