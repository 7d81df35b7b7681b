// The web build resolves `zod` to this module (vite.config.ts), so every schema of the app —
// its own and @shared's — is built after this setting, whichever page loads first. The pages'
// Content-Security-Policy allows no eval (src/server/lib/security-headers.ts): zod's compiled
// object parsers probe `new Function` when a schema is built, and even though the error is
// caught, the browser reports a CSP violation. Parse without the compiled fast path.
import * as z from 'zod/v4'

z.config({ jitless: true })

export * from 'zod/v4'
export { z, z as default }
