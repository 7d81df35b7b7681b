import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat, statfs } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertMediaKey } from './keys'
import { type MediaStorage, StorageFull } from './storage'

/**
 * The filesystem driver (default, embedded mode): files under `root` (DATA_DIR/media), one
 * folder per coach. A file is written to a temporary name in its own folder, flushed to disk
 * (fsync) and renamed into place, so a reader never sees half a file and a cut upload leaves
 * nothing behind.
 *
 * `minFreeBytes` (MIN_FREE_DISK_MB): a write is refused (StorageFull) before a byte is written
 * when the filesystem has less free space than that. The embedded database usually lives on the
 * same disk (DATA_DIR): uploads must stop while there is still room for every coach's writes,
 * not when the disk is full and the database's own writes start failing.
 */
export function createFsStorage(
  root: string,
  { minFreeBytes = 0 }: { minFreeBytes?: number } = {},
): MediaStorage {
  const base = path.resolve(root)

  /** The file of a key: only server-made keys, and never outside the root. */
  const fileOf = (key: string) => {
    assertMediaKey(key)
    const file = path.resolve(base, key)
    if (!file.startsWith(base + path.sep)) throw new Error('media key escapes the storage root')
    return file
  }

  return {
    driver: 'fs',

    async put(key, body: Readable) {
      const file = fileOf(key)
      const dir = path.dirname(file)
      await mkdir(dir, { recursive: true })
      if (minFreeBytes > 0) {
        const fs = await statfs(dir)
        // bavail: the blocks an unprivileged process may still use (root's reserve excluded)
        const free = fs.bavail * fs.bsize
        if (free < minFreeBytes) throw new StorageFull(free)
      }
      const tmp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`)
      let bytes = 0
      try {
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            bytes += chunk.length
            done(null, chunk)
          },
        })
        await pipeline(body, counter, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }))
        // fsync applies to the file, whichever descriptor asks: the data is on disk before the
        // rename makes it visible
        const handle = await open(tmp, 'r')
        try {
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(tmp, file)
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => {})
        const code = (err as NodeJS.ErrnoException).code
        // the disk (or the user's quota) filled up during the write: the same refusal
        if (code === 'ENOSPC' || code === 'EDQUOT') throw new StorageFull(null)
        throw err
      }
      await syncDir(dir)
      return { bytes }
    },

    async get(key, range) {
      const file = fileOf(key)
      let size: number
      try {
        const info = await stat(file)
        if (!info.isFile()) return null
        size = info.size
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
      const body = range
        ? createReadStream(file, { start: range.start, end: range.end })
        : createReadStream(file)
      // the file may go between stat and open: the stream then errors (ENOENT) for the caller
      return { body, size }
    },

    async delete(key) {
      const file = fileOf(key)
      await rm(file, { force: true })
    },
  }
}

/** Makes the rename durable (the directory entry); best effort where directories cannot be opened. */
async function syncDir(dir: string) {
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // some platforms (Windows) cannot fsync a directory: the file itself is already synced
  }
}
