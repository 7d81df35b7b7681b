import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  chunked,
  describeMediaStorage,
  newKey,
  pattern,
  readAll,
} from '../../../../tests/helpers/media-storage-suite'
import { createFsStorage } from './fs-storage'

const tempRoot = () => mkdtempSync(path.join(os.tmpdir(), 'quadra-fs-storage-'))

/** Every file under a folder, relative paths, sorted (temporary files included). */
function listFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((p) => statSync(path.join(root, p)).isFile())
    .sort()
}

describeMediaStorage('filesystem', async () => {
  const root = tempRoot()
  return {
    storage: createFsStorage(root),
    listAll: async () => listFiles(root),
    close: async () => rmSync(root, { recursive: true, force: true }),
  }
})

describe('filesystem media storage', () => {
  it('keeps a file at <root>/<user>/<id>.<ext>, owner-readable only, and nothing else', async () => {
    const root = tempRoot()
    const storage = createFsStorage(path.join(root, 'media')) // created on first write
    const key = newKey('ogg')
    await storage.put(key, chunked(pattern(5000)), 'audio/ogg')
    const file = path.join(root, 'media', key)
    expect(readFileSync(file).equals(pattern(5000))).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(listFiles(root)).toEqual([path.join('media', key)])
    rmSync(root, { recursive: true, force: true })
  })

  it('writes concurrent uploads of one coach side by side', async () => {
    const root = tempRoot()
    const storage = createFsStorage(root)
    const user = crypto.randomUUID()
    const keys = Array.from({ length: 10 }, () => newKey('webm', user))
    const sizes = await Promise.all(
      keys.map((k, i) => storage.put(k, chunked(pattern(1000 * (i + 1)), 333), 'audio/webm')),
    )
    expect(sizes.map((s) => s.bytes)).toEqual(keys.map((_, i) => 1000 * (i + 1)))
    for (const [i, k] of keys.entries()) {
      const got = await storage.get(k)
      expect((await readAll(got!.body)).equals(pattern(1000 * (i + 1)))).toBe(true)
    }
    expect(listFiles(root)).toHaveLength(10)
    rmSync(root, { recursive: true, force: true })
  })

  it('a range past the end gives an empty body, as S3 does here', async () => {
    const root = tempRoot()
    const storage = createFsStorage(root)
    const key = newKey()
    await storage.put(key, chunked(pattern(100)), 'audio/webm')
    const got = await storage.get(key, { start: 100, end: 100 })
    expect(got?.size).toBe(100)
    expect((await readAll(got!.body)).length).toBe(0)
    rmSync(root, { recursive: true, force: true })
  })
})
