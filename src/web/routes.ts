import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

/** Every route of spec §2, plus the password-reset pages. */
export default [
  // public site (prerendered)
  index('routes/public/home-pt.tsx', { id: 'home' }),
  route('pt', 'routes/public/home-pt.tsx', { id: 'home-pt' }),
  route('eng', 'routes/public/home-en.tsx'),
  route('test-en', 'routes/public/beta-en.tsx'),
  route('test-pt', 'routes/public/beta-pt.tsx'),
  route('lead-form/:lang?', 'routes/public/lead-form.tsx'),
  route('privacidade', 'routes/public/privacy-pt.tsx'),
  route('privacy', 'routes/public/privacy-en.tsx'),

  // accounts
  route('app/login', 'routes/auth/login.tsx'),
  route('auth/confirm', 'routes/auth/confirm.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth/reset-password.tsx'),

  // signed-in area
  layout('routes/app/layout.tsx', [
    route('app', 'routes/app/index.tsx'),
    route('app/dashboard', 'routes/app/dashboard.tsx'),
    route('app/students', 'routes/app/students.tsx'),
    route('app/students/new', 'routes/app/student-new.tsx'),
    route('app/students/import', 'routes/app/student-import.tsx'),
    route('app/students/:id', 'routes/app/student-profile.tsx'),
    route('app/agenda', 'routes/app/agenda.tsx'),
    route('app/sessions', 'routes/app/sessions.tsx'),
    route('app/sessions/new', 'routes/app/session-new.tsx'),
    route('app/packages/new', 'routes/app/package-new.tsx'),
    route('app/relatorios', 'routes/app/reports.tsx'),
    route('app/reminders', 'routes/app/reminders.tsx'),
    route('app/profile', 'routes/app/profile.tsx'),
    route('app/*', 'routes/app/not-found.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
