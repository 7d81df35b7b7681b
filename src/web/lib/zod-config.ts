import { z } from 'zod'

// The pages' Content-Security-Policy allows no eval (src/server/lib/security-headers.ts). Zod's
// compiled object parsers probe `new Function` once, and even though the error is caught, the
// browser reports a CSP violation in the console: parse without the compiled fast path.
z.config({ jitless: true })
