import { describe, expect, it } from 'vitest'
import { isCommonPassword, passwordHasher, passwordVariants, verifyPassword } from './passwords'

describe('passwordVariants: the spellings a guesser tries first', () => {
  it('lowercases and undoes leet (1 as i and as l)', () => {
    expect(passwordVariants('P@ssw0rd').whole).toEqual(['p@ssw0rd', 'password'])
    expect(passwordVariants('L1nda').whole).toEqual(['l1nda', 'linda', 'llnda'])
    expect(passwordVariants('$3nh4').whole).toContain('senha')
    expect(passwordVariants('7r0ub4dor').whole).toContain('troubador')
  })
  it('drops trailing digits and symbols, before and after undoing leet', () => {
    expect(passwordVariants('Senha@123').bases).toContain('senha')
    expect(passwordVariants('Quadra123').bases).toContain('quadra')
    expect(passwordVariants('P@ssw0rd!2026').bases).toContain('password')
    expect(passwordVariants('senh@').bases).toContain('senha')
  })
})

describe('isCommonPassword', () => {
  it.each([
    'password',
    'PASSWORD',
    'P@ssw0rd',
    'Passw0rd!',
    'p4ssw0rd123',
    'Senha@123',
    'senha123',
    'S3nh@2024!',
    'Quadra123',
    'qwerty!!',
    'Qwerty123',
    '123456',
    'aaaaaa',
    'ZZZZZZZZ',
    '11111111',
    'aaaaaa123',
    'Flamengo2026',
    'brasil@2024',
  ])('refuses %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(true)
  })

  it.each([
    'Quadra-teste-2026',
    'Quadra-e2e-2026',
    'Nova-senha-forte-9',
    'Outra-senha-forte-77',
    'correct horse battery staple',
    'Tr0ub4dor&3-cavalo',
    'abababab-pista-9',
  ])('accepts the strong %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(false)
  })
})

describe('passwordHasher', () => {
  it('hashes with argon2id at the OWASP minimum by default; both costs verify', async () => {
    const standard = await passwordHasher()('Quadra-2026')
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const fast = await passwordHasher('fast')('Quadra-2026')
    expect(fast).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/)
    for (const hash of [standard, fast]) {
      expect(await verifyPassword({ hash, password: 'Quadra-2026' })).toBe(true)
      expect(await verifyPassword({ hash, password: 'Quadra-2027' })).toBe(false)
    }
  })
})
