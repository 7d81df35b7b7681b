import { describe, expect, it } from 'vitest'
import { collectPortugueseMessages } from '../../tests/helpers/pt-messages'
import en from '../web/locales/en/messages.json'
import pt from '../web/locales/pt-BR/messages.json'
import {
  generatedPackageName,
  packageNameForDialog,
  packageNameForScreen,
} from './domain/package-status'
import { localText, messageText, packageNameText } from './message-text'
import { type MessageCode, msg, parseMessage } from './messages'

/** The {{placeholders}} of a text, sorted. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('the messages catalogs', () => {
  it('the English catalog has exactly the Portuguese keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pt).sort())
  })

  it('each English text has the {{params}} of its Portuguese text', () => {
    const differ = Object.entries(pt)
      .filter(([code, text]) => {
        const english = (en as Record<string, string>)[code] ?? ''
        return placeholders(english).join() !== placeholders(text).join()
      })
      .map(([code]) => code)
    expect(differ).toEqual([])
  })

  it('every code is a short dotted name by area', () => {
    const bad = Object.keys(pt).filter((code) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(code))
    expect(bad).toEqual([])
  })
})

/** Texts the collector finds that are not messages shown to a coach, or are English already. */
const NOT_MESSAGES = new Set([
  // names, not messages: a sport, an erased student, the calendar feed's name
  'Tênis',
  'Aluno removido',
  // an import's opening package as stored (read through its generated name, package.importedName)
  'Saldo importado',
  'Quadra — Agenda',
  // admin-only answer (the operator's tool)
  'Use pg_dump',
  // the data export's README (bilingual already)
  ...[...collectPortugueseMessages().keys()].filter((t) => t.startsWith('Quadra — seus dados')),
  // the English lead form's schema: a page of one language, its texts written in it
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
  // the operator's configuration errors at start-up, in English like the others of env.ts
  'Invalid configuration: TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET must be set together (or none of them: no Telegram bot).',
  'Invalid configuration: the WhatsApp Cloud API needs {{}} together (or none of them: the coach sends WhatsApp reminders by hand); missing: {{}}.',
])

describe('messages in the code', () => {
  it('are codes: no Portuguese message is written as text outside the catalogs', () => {
    const found = collectPortugueseMessages()
    // the collector works: it still finds the texts it knows are not messages
    expect(found.get('Aluno removido')).toMatch(/constants\.ts$/)
    const written = [...found]
      .filter(([text]) => !NOT_MESSAGES.has(text))
      .map(([text, file]) => `${file}: ${text}`)
    expect(written).toEqual([])
  })
})

describe('msg and parseMessage', () => {
  it('carries a code and its values in one string, and reads them back', () => {
    const token = msg('agenda.tooManyStudents', { max: 20 })
    expect(typeof token).toBe('string')
    expect(parseMessage(token)).toEqual({ code: 'agenda.tooManyStudents', params: { max: 20 } })
    expect(parseMessage(msg('student.notFound'))).toEqual({ code: 'student.notFound', params: {} })
  })

  it('reads any other text as no message', () => {
    for (const text of ['Aluno não encontrado', 'Invalid input', 'msg:', 'msg:x', ''])
      expect(parseMessage(text), text).toBeNull()
  })
})

describe('messageText', () => {
  it('writes the Portuguese text by default, and the English one by the same code', () => {
    expect(messageText('auth.invalidCredentials')).toBe('Email ou senha inválidos')
    expect(messageText('auth.invalidCredentials', {}, 'en')).toBe('Invalid email or password')
  })

  it('puts the values in, amounts as the server wrote them', () => {
    const token = msg('payment.moreThanBalance', { balance: 'R$ 12,00' })
    expect(messageText(token)).toBe('O valor é maior que o saldo devedor (R$ 12,00)')
    expect(messageText(token, {}, 'en')).toBe(
      'The amount is greater than the balance due (R$ 12,00)',
    )
    expect(messageText('auth.signInThrottledSeconds', { n: 8 }, 'en')).toBe(
      'Too many sign-in attempts on this account. Try again in 8 seconds.',
    )
  })

  it("writes a message's day and clock time in each language's format", () => {
    const token = msg('agenda.overlapWho', { date: '2026-11-25', time: '14:30', who: 'Ana' })
    expect(messageText(token)).toBe(
      'Este horário coincide com outra aula: 25/11/2026 às 14:30 (Ana). Salvar mesmo assim?',
    )
    expect(messageText(token, {}, 'en')).toBe(
      'This time overlaps another class: Nov 25, 2026 at 2:30 PM (Ana). Save anyway?',
    )
  })

  it('translates by code: a reworded Portuguese text keeps its English', () => {
    const catalog = pt as Record<MessageCode, string>
    const before = catalog['student.notFound']
    try {
      catalog['student.notFound'] = 'Não encontramos este aluno'
      expect(messageText(msg('student.notFound'))).toBe('Não encontramos este aluno')
      expect(messageText(msg('student.notFound'), {}, 'en')).toBe('Student not found')
    } finally {
      catalog['student.notFound'] = before
    }
  })

  it('leaves a text that is not a message as it is (a CSV cell: a name)', () => {
    expect(localText('Ana Souza', 'en')).toBe('Ana Souza')
    expect(localText(msg('csv.student'), 'en')).toBe('Student')
  })
})

describe('generated package names', () => {
  it('read in each language; a typed name as typed', () => {
    expect(generatedPackageName(packageNameForDialog(8))).toBe(
      msg('package.generatedName', { n: 8 }),
    )
    expect(packageNameText(packageNameForDialog(8), 'en')).toBe('Package of 8 classes')
    expect(packageNameText(packageNameForScreen(10), 'en')).toBe('10-class package')
    expect(packageNameText(packageNameForScreen(10), 'pt-BR')).toBe('Pacote 10 aulas')
    expect(packageNameText('Mensal da Ana', 'en')).toBe('Mensal da Ana')
    expect(generatedPackageName('Pacote de dez aulas')).toBeNull()
  })
})
