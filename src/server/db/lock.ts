import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The embedded database is one process's at a time: a second process opening the same data
 * directory would corrupt it. The lock file holds the owner's pid; a stale one is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'quadra.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(readFileSync(file, 'utf8').trim())
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(
          `the embedded database in ${dir} is in use by another Quadra process (pid ${pid}); stop it first`,
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not lock ${dir}`)
}
