import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '~/lib/i18n'
import * as agenda from './app/agenda'
import * as dashboard from './app/dashboard'
import * as appNotFound from './app/not-found'
import * as packageNew from './app/package-new'
import * as profile from './app/profile'
import * as reports from './app/reports'
import * as sessionNew from './app/session-new'
import * as sessions from './app/sessions'
import * as studentNew from './app/student-new'
import * as studentProfile from './app/student-profile'
import * as students from './app/students'
import * as confirm from './auth/confirm'
import * as forgot from './auth/forgot-password'
import * as login from './auth/login'
import * as reset from './auth/reset-password'
import * as notFound from './not-found'

afterEach(() => i18n.changeLanguage('pt-BR'))

const title = (route: { meta: () => Array<{ title?: string } | object> }) =>
  route.meta().find((m): m is { title: string } => 'title' in m)?.title

describe('page titles (issue 15)', () => {
  it('pt-BR: the titles as they always were', () => {
    expect(
      [
        agenda,
        dashboard,
        packageNew,
        profile,
        reports,
        sessionNew,
        sessions,
        studentNew,
        studentProfile,
        students,
        appNotFound,
        confirm,
        forgot,
        login,
        reset,
        notFound,
      ].map(title),
    ).toEqual([
      'Agenda — Quadra',
      'Dashboard — Quadra',
      'Novo Pacote — Quadra',
      'Meu Perfil — Quadra',
      'Relatórios — Quadra',
      'Nova Sessão de Aulas — Quadra',
      'Histórico de Sessões — Quadra',
      'Novo Aluno — Quadra',
      'Perfil do Aluno — Quadra',
      'Alunos — Quadra',
      '404 — Quadra',
      'Email confirmado — Quadra',
      'Esqueci minha senha — Quadra',
      'Entrar — Quadra',
      'Criar nova senha — Quadra',
      '404 — Quadra',
    ])
  })

  it('English: the titles follow the language', async () => {
    await i18n.changeLanguage('en')
    expect(
      [agenda, profile, reports, sessions, studentNew, studentProfile, students].map(title),
    ).toEqual([
      'Schedule — Quadra',
      'My Profile — Quadra',
      'Reports — Quadra',
      'Session History — Quadra',
      'New Student — Quadra',
      'Student Profile — Quadra',
      'Students — Quadra',
    ])
    expect([confirm, forgot, login, reset].map(title)).toEqual([
      'Email confirmed — Quadra',
      'Forgot my password — Quadra',
      'Sign in — Quadra',
      'Create a new password — Quadra',
    ])
  })

  it('the account pages stay out of search engines', () => {
    for (const route of [confirm, forgot, login, reset, notFound])
      expect(route.meta()).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})
