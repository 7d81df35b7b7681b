import { describe, expect, it } from 'vitest'
import { leadFormHref, translationHref } from './links'

describe('public page links', () => {
  it('the language toggle goes to the same page in the other language', () => {
    expect(translationHref('/', 'pt-BR')).toBe('/eng')
    expect(translationHref('/pt', 'pt-BR')).toBe('/eng')
    expect(translationHref('/eng', 'en')).toBe('/')
    expect(translationHref('/test-pt', 'pt-BR')).toBe('/test-en')
    expect(translationHref('/test-en', 'en')).toBe('/test-pt')
  })

  it('an unknown page falls back to the other language home', () => {
    expect(translationHref('/nowhere', 'pt-BR')).toBe('/eng')
    expect(translationHref('/nowhere', 'en')).toBe('/')
  })

  it('the beta lead form in the page language', () => {
    expect(leadFormHref('en')).toBe('/lead-form')
    expect(leadFormHref('pt-BR')).toBe('/lead-form/pt')
  })
})
