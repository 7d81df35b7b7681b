/**
 * The command-line tools and a running server on the same embedded database: the server holds
 * the database (one process at a time), so a tool asks it through its local admin endpoints
 * (URL, pid and token in DATA_DIR/admin.json, readable by the server's user only).
 */
import { readAdminEndpoint } from '../src/server/features/admin/admin-token'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The running server's admin client, or null when no server holds DATA_DIR's database. */
export function runningServer(dataDir: string) {
  const endpoint = readAdminEndpoint(dataDir)
  if (!endpoint || !alive(endpoint.pid)) return null
  return {
    async call(method: 'GET' | 'POST', path: string): Promise<Response> {
      const res = await fetch(`${endpoint.url}/api/admin${path}`, {
        method,
        headers: { authorization: `Bearer ${endpoint.token}` },
      })
      if (!res.ok) {
        throw new Error(`the running server (pid ${endpoint.pid}) answered ${res.status}`)
      }
      return res
    },
  }
}
