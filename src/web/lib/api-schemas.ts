// The API's answer schemas, as the app loads them (~/lib/api-client's `apiSchemas`:
// not in the signed-in app's first download). zod comes with the app's settings (vite.config.ts).

export * from '@shared/api-types'
