import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaStorage } from '../../src/server/lib/storage/storage'

/**
 * The contract every media storage driver keeps (lib/storage/storage.ts), run against each
 * real driver: the filesystem in a temp dir and S3 against a local s3rver.
 */
export interface StorageUnderTest {
  storage: MediaStorage
  /** Every file the driver holds (temporary ones included): proves "nothing left behind". */
  listAll(): Promise<string[]>
  close(): Promise<void>
}

export const newKey = (ext = 'webm', user = randomUUID()) => `${user}/${randomUUID()}.${ext}`

/** Bytes 0..n-1 of a recognisable pattern. */
export const pattern = (n: number) => {
  const b = Buffer.alloc(n)
  for (let i = 0; i < n; i++) b[i] = (i * 31 + 7) & 0xff
  return b
}

/** A stream of `buf` in chunks of `chunk` bytes. */
export const chunked = (buf: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < buf.length; i += chunk) yield buf.subarray(i, i + chunk)
    })(),
  )

/** A stream that sends `bytes` bytes, then fails, as a cut connection or an exceeded limit. */
const cutStream = (bytes: number) =>
  Readable.from(
    (async function* () {
      yield pattern(bytes)
      await new Promise((r) => setTimeout(r, 10))
      throw new Error('connection cut')
    })(),
  )

export async function readAll(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array))
  return Buffer.concat(parts)
}

export function describeMediaStorage(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`media storage contract: ${name}`, () => {
    let t: StorageUnderTest
    beforeAll(async () => {
      t = await open()
    })
    afterAll(async () => {
      await t?.close()
    })

    it('stores a stream and reads it back whole, with its size', async () => {
      const key = newKey('ogg')
      const data = pattern(200_000)
      expect(await t.storage.put(key, chunked(data, 7_000), 'audio/ogg')).toEqual({
        bytes: 200_000,
      })
      const got = await t.storage.get(key)
      expect(got?.size).toBe(200_000)
      expect((await readAll(got!.body)).equals(data)).toBe(true)
    })

    it('reads a byte range (inclusive offsets) and still reports the whole size', async () => {
      const key = newKey('m4a')
      const data = pattern(10_000)
      await t.storage.put(key, chunked(data), 'audio/mp4')
      const first = await t.storage.get(key, { start: 0, end: 1 })
      expect(first?.size).toBe(10_000)
      expect((await readAll(first!.body)).equals(data.subarray(0, 2))).toBe(true)
      const middle = await t.storage.get(key, { start: 1000, end: 4999 })
      expect((await readAll(middle!.body)).equals(data.subarray(1000, 5000))).toBe(true)
      const last = await t.storage.get(key, { start: 9_999, end: 9_999 })
      expect((await readAll(last!.body)).equals(data.subarray(9_999))).toBe(true)
      expect(last?.size).toBe(10_000)
    })

    it('streams a file larger than one multipart part (6 MB)', async () => {
      const key = newKey()
      const data = pattern(6 * 1024 * 1024)
      expect((await t.storage.put(key, chunked(data), 'audio/webm')).bytes).toBe(data.length)
      const got = await t.storage.get(key, {
        start: 5 * 1024 * 1024 - 10,
        end: 5 * 1024 * 1024 + 9,
      })
      expect(got?.size).toBe(data.length)
      expect(
        (await readAll(got!.body)).equals(
          data.subarray(5 * 1024 * 1024 - 10, 5 * 1024 * 1024 + 10),
        ),
      ).toBe(true)
      await t.storage.delete(key)
    })

    it('answers null for a missing file, and deleting it is not an error', async () => {
      const key = newKey()
      expect(await t.storage.get(key)).toBeNull()
      expect(await t.storage.get(key, { start: 0, end: 10 })).toBeNull()
      await expect(t.storage.delete(key)).resolves.toBeUndefined()
    })

    it('deletes a file (idempotent)', async () => {
      const key = newKey()
      await t.storage.put(key, chunked(pattern(1000)), 'audio/webm')
      await t.storage.delete(key)
      expect(await t.storage.get(key)).toBeNull()
      await t.storage.delete(key)
    })

    it('rejects a cut stream and leaves nothing behind (not even a temporary file)', async () => {
      const before = await t.listAll()
      const small = newKey()
      await expect(t.storage.put(small, cutStream(3000), 'audio/webm')).rejects.toThrow(
        'connection cut',
      )
      // past one multipart part: the parts already sent are aborted too
      const big = newKey()
      await expect(
        t.storage.put(
          big,
          Readable.from(
            (async function* () {
              yield* chunked(pattern(6 * 1024 * 1024))
              throw new Error('connection cut')
            })(),
          ),
          'audio/webm',
        ),
      ).rejects.toThrow('connection cut')
      expect(await t.storage.get(small)).toBeNull()
      expect(await t.storage.get(big)).toBeNull()
      expect(await t.listAll()).toEqual(before)
    })

    it('refuses keys that are not server-made (<uuid>/<uuid>.<webm|ogg|m4a>)', async () => {
      const u = randomUUID()
      const bad = [
        '',
        `../${u}.webm`,
        `${u}/../../${u}.webm`,
        `/etc/${u}.webm`,
        `${u}/${u}.mp3`,
        `${u}/${u}.webm/`,
        `${u}.webm`,
        `${u}/${u}/${u}.webm`,
        `${u}\\${u}.webm`,
        `x${u}/${u}.webm`,
        `${u}/${u}.webm\n`,
        `${u.toUpperCase()}/${u}.webm`,
      ]
      for (const key of bad) {
        await expect(t.storage.put(key, chunked(pattern(10)), 'audio/webm')).rejects.toThrow(
          /invalid media key/,
        )
        await expect(t.storage.get(key)).rejects.toThrow(/invalid media key/)
        await expect(t.storage.delete(key)).rejects.toThrow(/invalid media key/)
      }
    })
  })
}
