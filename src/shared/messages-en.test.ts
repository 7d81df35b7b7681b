import { describe, expect, it } from 'vitest'
import { collectPortugueseMessages } from '../../tests/helpers/pt-messages'
import { englishDateOrTime, MESSAGES_EN, translateMessage } from './messages-en'

/** Texts the collector finds that are not messages shown to a coach, or are English already. */
const NOT_TRANSLATED = new Set([
  // names, not messages: a sport, an erased student, the calendar feed's name
  'Tênis',
  'Aluno removido',
  'Quadra — Agenda',
  // admin-only answer (the operator's tool)
  'Use pg_dump',
  // the data export's README (bilingual already)
  ...[...collectPortugueseMessages().keys()].filter((t) => t.startsWith('Quadra — seus dados')),
  // English already: the English lead form's schema and the rate limiter's answer
  'Name is required',
  'Email is required',
  'Please enter a valid email',
  'Phone is required',
  'Enter your phone with the country code, e.g. +14155552671',
  'Country is required',
  'Please specify your country',
  'Please tell us how you heard about us',
  'Please tell us where',
  'Too long',
  'Text contains invalid characters',
  'Phone number too long',
  'Too many requests. Please try again later.',
])

/**
 * Code whose pieces sit side by side (`${date} às ${time}${who}${more}`) cannot be one
 * template: its English is given per shape, the keys listed here.
 */
const BY_SHAPE: Record<string, string[]> = {
  'Este horário coincide com outra aula: {{}} às {{}}{{}}{{}}. Salvar mesmo assim?': [
    'Este horário coincide com outra aula: {{date}} às {{time}} ({{who}}) e mais {{more}}. Salvar mesmo assim?',
    'Este horário coincide com outra aula: {{date}} às {{time}} ({{who}}). Salvar mesmo assim?',
    'Este horário coincide com outra aula: {{date}} às {{time}} e mais {{more}}. Salvar mesmo assim?',
    'Este horário coincide com outra aula: {{date}} às {{time}}. Salvar mesmo assim?',
  ],
}

const shapeOf = (key: string) => key.replace(/\{\{\w+\}\}/g, '{{}}')

describe('English messages', () => {
  it('has an English text for every Portuguese message of the code', () => {
    const found = collectPortugueseMessages()
    // the collector works: it finds the spec's texts in schemas, services and constants
    expect(found.get('Email ou senha inválidos')).toMatch(/auth-messages\.ts$/)
    expect(found.get('Aluno não encontrado')).toMatch(/app-error\.ts$/)
    expect(found.get('O valor é maior que o saldo devedor ({{}})')).toMatch(/packages\.service/)
    expect(found.size).toBeGreaterThan(150)

    const shapes = new Set(Object.keys(MESSAGES_EN).map(shapeOf))
    const missing = [...found]
      .filter(([text]) => !NOT_TRANSLATED.has(text))
      .filter(([text]) =>
        BY_SHAPE[text] ? !BY_SHAPE[text].every((k) => k in MESSAGES_EN) : !shapes.has(text),
      )
      .map(([text, file]) => `${file}: ${text}`)
    expect(missing).toEqual([])
  })

  it('keeps every template placeholder in its English', () => {
    for (const [pt, en] of Object.entries(MESSAGES_EN)) {
      const names = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort()
      expect(names(en), pt).toEqual(names(pt))
    }
  })
})

describe('translateMessage', () => {
  it('leaves pt-BR as it is', () => {
    expect(translateMessage('Email ou senha inválidos', 'pt-BR')).toBe('Email ou senha inválidos')
    expect(translateMessage('Aluno não encontrado', undefined)).toBe('Aluno não encontrado')
  })

  it('translates a plain message', () => {
    expect(translateMessage('Email ou senha inválidos', 'en')).toBe('Invalid email or password')
    expect(translateMessage('Este email já está cadastrado', 'en')).toBe(
      'This email is already registered',
    )
  })

  it('fills a template with the values of the message, amounts as the server wrote them', () => {
    expect(translateMessage('O valor é maior que o saldo devedor (R$ 12,00)', 'en')).toBe(
      'The amount is greater than the balance due (R$ 12,00)',
    )
    expect(translateMessage('Máximo de 20 alunos por aula', 'en')).toBe(
      'At most 20 students per class',
    )
  })

  it('translates the known pieces inside a template', () => {
    expect(
      translateMessage(
        'Muitas tentativas de entrar nesta conta. Tente novamente em 8 segundos.',
        'en',
      ),
    ).toBe('Too many sign-in attempts on this account. Try again in 8 seconds.')
    expect(
      translateMessage(
        'Não é possível reduzir o pacote para 1 aula: 3 aulas já foram usadas.',
        'en',
      ),
    ).toBe('The package cannot be reduced to 1 class: 3 classes have already been used.')
  })

  it('picks the most specific shape of a message with optional parts', () => {
    expect(
      translateMessage(
        'Este horário coincide com outra aula: 12/03/2026 às 08:00 (Ana) e mais 2. Salvar mesmo assim?',
        'en',
      ),
    ).toBe(
      'This time overlaps another class: Mar 12, 2026 at 8:00 AM (Ana) and 2 more. Save anyway?',
    )
    expect(
      translateMessage(
        'Este horário coincide com outra aula: 12/03/2026 às 08:00. Salvar mesmo assim?',
        'en',
      ),
    ).toBe('This time overlaps another class: Mar 12, 2026 at 8:00 AM. Save anyway?')
  })

  it('writes the dates and times of a message in the English formats', () => {
    expect(
      translateMessage(
        'Este horário coincide com outra aula: 25/11/2026 às 14:30 (Ana). Salvar mesmo assim?',
        'en',
      ),
    ).toBe('This time overlaps another class: Nov 25, 2026 at 2:30 PM (Ana). Save anyway?')
    expect(translateMessage('Esta reposição já está marcada na aula de 01/03/2027.', 'en')).toBe(
      'This make-up is already booked in the class of Mar 1, 2027.',
    )
    expect(['00:05', '12:00', '23:59', 'amanhã'].map(englishDateOrTime)).toEqual([
      '12:05 AM',
      '12:00 PM',
      '11:59 PM',
      'amanhã',
    ])
  })

  it('leaves an unknown text unchanged (a name, a text already in English)', () => {
    expect(translateMessage('Ana Souza', 'en')).toBe('Ana Souza')
    expect(translateMessage('constructor', 'en')).toBe('constructor')
    expect(translateMessage('', 'en')).toBe('')
  })
})
