// The API's answer schemas, as the app loads them (~/lib/api-client's `apiSchemas`:
// not in the signed-in app's first download). zod comes with the app's settings (vite.config.ts).

export * from '@shared/schemas/agenda.response'
export * from '@shared/schemas/alerts.response'
export * from '@shared/schemas/calendar-feed.response'
export * from '@shared/schemas/clubs.response'
export * from '@shared/schemas/common.response'
export * from '@shared/schemas/dashboard.response'
export * from '@shared/schemas/leads.response'
export * from '@shared/schemas/packages.response'
export * from '@shared/schemas/payments.response'
export * from '@shared/schemas/profile.response'
export * from '@shared/schemas/progress.response'
export * from '@shared/schemas/reports.response'
export * from '@shared/schemas/sessions.response'
export * from '@shared/schemas/student-page.response'
export * from '@shared/schemas/students.response'
export * from '@shared/schemas/voice-notes.response'
