import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Where a running server on the embedded database tells the command-line tools (leads export,
 * backup, seed) how to reach it: its local URL, its pid and a random token, in a file only the
 * server's user can read. The database itself stays one process's (see db/lock.ts).
 */
export interface AdminEndpoint {
  url: string
  pid: number
  token: string
}

export const adminFile = (dataDir: string) => path.join(dataDir, 'admin.json')

export const newAdminToken = () => randomBytes(32).toString('base64url')

export function writeAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): () => void {
  const file = adminFile(dataDir)
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 })
  chmodSync(file, 0o600)
  return () => {
    // only remove our own file (a newer server may have replaced it)
    if (readAdminEndpoint(dataDir)?.pid === endpoint.pid) rmSync(file, { force: true })
  }
}

export function readAdminEndpoint(dataDir: string): AdminEndpoint | null {
  try {
    const data = JSON.parse(readFileSync(adminFile(dataDir), 'utf8')) as Partial<AdminEndpoint>
    if (typeof data.url !== 'string' || typeof data.token !== 'string') return null
    if (typeof data.pid !== 'number') return null
    return data as AdminEndpoint
  } catch {
    return null
  }
}

/** Constant-time comparison (both sides hashed first, so lengths never leak either). */
export function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b) && given.length > 0
}
