import { describe, expect, it } from 'vitest'
import { portugueseWords } from './portuguese-words'

describe('the Portuguese-word scan of English screens (issue 15)', () => {
  it('passes English text, e-mails, links, amounts and the language picker', () => {
    expect(
      portugueseWords(
        'Students · Sign up · Save · 3 classes left · $200.00 · rafael@example.com · https://quadra.app/a/x · Português | English',
      ),
    ).toEqual([])
  })

  it('finds accented words and the app vocabulary without accents', () => {
    expect(portugueseWords('Alunos e Aulas: crédito, Pacote vence hoje')).toEqual([
      'alunos',
      'aulas',
      'crédito',
      'pacote',
      'vence',
      'hoje',
    ])
  })

  it('ignores the names it is told about', () => {
    expect(portugueseWords('Coach Joana da Silva', ['Joana da Silva'])).toEqual([])
  })
})
