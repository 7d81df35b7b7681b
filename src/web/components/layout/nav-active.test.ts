import { describe, expect, it } from 'vitest'
import { isNavActive, type NavTarget } from './nav-active'

const items: NavTarget[] = [
  { to: '/app/dashboard' },
  { to: '/app/students', exclude: ['/app/students/new'] },
  { to: '/app/sessions', end: true },
  { to: '/app/relatorios' },
  { to: '/app/sessions/new', end: true },
  { to: '/app/students/new', end: true },
  { to: '/app/packages/new', end: true },
]
const active = (path: string) => items.filter((i) => isNavActive(path, i)).map((i) => i.to)

describe('sidebar active item', () => {
  it('highlights only Novo Aluno on /app/students/new', () => {
    expect(active('/app/students/new')).toEqual(['/app/students/new'])
  })

  it('keeps Alunos for a student profile and the list', () => {
    expect(active('/app/students')).toEqual(['/app/students'])
    expect(active('/app/students/123')).toEqual(['/app/students'])
    expect(active('/app/students/')).toEqual(['/app/students'])
  })

  it('tells the history from a new session', () => {
    expect(active('/app/sessions')).toEqual(['/app/sessions'])
    expect(active('/app/sessions/new')).toEqual(['/app/sessions/new'])
  })

  it('highlights Relatórios on the reports', () => {
    expect(active('/app/relatorios')).toEqual(['/app/relatorios'])
  })

  it('highlights nothing on the profile', () => {
    expect(active('/app/profile')).toEqual([])
  })
})
