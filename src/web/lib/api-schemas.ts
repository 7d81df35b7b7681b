// The API's answer schemas, as the app loads them (~/lib/api-client's `apiSchemas`): zod with
// the app's settings first (issue 16: not in the signed-in app's first download).
import '~/lib/zod-config'

export * from '@shared/api-types'
