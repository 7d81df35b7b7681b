import { describe, expect, it } from 'vitest'
import { linkInLanguage, resetPasswordEmail, verificationEmail } from './emails'

const verify =
  'http://localhost:3000/api/auth/verify-email?token=abc.def-ghi&callbackURL=%2Fauth%2Fconfirm%3Fverified%3D1'
const reset =
  'http://localhost:3000/api/auth/reset-password/tok123?callbackURL=%2Fauth%2Freset-password'

describe('auth e-mails in the coach language (issue 15)', () => {
  it('writes the verification mail in English for an English coach', () => {
    const mail = verificationEmail('amy@example.com', 'Amy', verify, 'en')
    expect(mail.subject).toBe('Confirm your email for Quadra')
    expect(mail.text).toMatch(/^Hi Amy,\n\nTo activate your Quadra account/)
    expect(mail.text).toContain(verify)
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.html).toContain('Confirm email</a>')
    expect(mail.html).not.toMatch(/Olá|Confirme|Equipe/)
  })

  it('keeps the pt-BR mails (the default, and for an unknown language)', () => {
    for (const language of [undefined, 'pt-BR', 'fr']) {
      const mail = resetPasswordEmail('ana@example.com', 'Ana', reset, language)
      expect(mail.subject).toBe('Redefina sua senha do Quadra')
      expect(mail.text).toMatch(/^Olá, Ana!\n\nRecebemos um pedido/)
      expect(mail.html).toContain('<html lang="pt-BR">')
    }
    expect(resetPasswordEmail('x@example.com', '', reset, 'en').text).toMatch(/^Hi,\n/)
  })

  it("puts lang= on the landing page of an English coach's link, keeping its own query", () => {
    const link = new URL(linkInLanguage(verify, 'en'))
    expect(link.pathname).toBe('/api/auth/verify-email')
    expect(link.searchParams.get('token')).toBe('abc.def-ghi')
    expect(link.searchParams.get('callbackURL')).toBe('/auth/confirm?verified=1&lang=en')
    expect(new URL(linkInLanguage(reset, 'en')).searchParams.get('callbackURL')).toBe(
      '/auth/reset-password?lang=en',
    )
  })

  it('leaves pt-BR links and links without a callback as they are', () => {
    expect(linkInLanguage(verify, 'pt-BR')).toBe(verify)
    expect(linkInLanguage(verify, undefined)).toBe(verify)
    const bare = 'http://localhost:3000/api/auth/verify-email?token=abc'
    expect(linkInLanguage(bare, 'en')).toBe(bare)
  })
})
