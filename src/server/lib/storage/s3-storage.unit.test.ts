import { describe, expect, it } from 'vitest'
import { startLocalS3 } from '../../../../tests/helpers/local-s3'
import {
  chunked,
  describeMediaStorage,
  newKey,
  pattern,
} from '../../../../tests/helpers/media-storage-suite'
import { createMediaStorage } from '.'
import { createS3Storage } from './s3-storage'

// the same contract as the filesystem driver's, against a real S3-compatible server (s3rver)
describeMediaStorage('S3 (s3rver)', async () => {
  const s3 = await startLocalS3()
  return { storage: s3.storage, listAll: () => s3.listKeys(), close: () => s3.close() }
})

describe('S3 media storage', () => {
  it('is what createMediaStorage picks when S3 is configured, and keeps keys as they are', async () => {
    const s3 = await startLocalS3('quadra-media')
    try {
      const storage = await createMediaStorage({ mediaDir: '/nonexistent', s3: s3.settings })
      expect(storage.driver).toBe('s3')
      const key = newKey('m4a')
      await storage.put(key, chunked(pattern(1234)), 'audio/mp4')
      expect(await s3.listKeys()).toEqual([key])
      // another instance sharing the bucket reads the same file
      const other = createS3Storage(s3.settings)
      expect((await other.get(key))?.size).toBe(1234)
    } finally {
      await s3.close()
    }
  })

  it('a range past the end gives an empty body with the size, as the filesystem does', async () => {
    const s3 = await startLocalS3()
    try {
      const key = newKey()
      await s3.storage.put(key, chunked(pattern(100)), 'audio/webm')
      const got = await s3.storage.get(key, { start: 100, end: 100 })
      expect(got?.size).toBe(100)
      let n = 0
      for await (const part of got!.body) n += (part as Buffer).length
      expect(n).toBe(0)
    } finally {
      await s3.close()
    }
  })

  it('rejects when the server is unreachable (the caller answers, nothing is stored)', async () => {
    const s3 = await startLocalS3()
    const settings = s3.settings
    await s3.close()
    const storage = createS3Storage(settings)
    await expect(storage.put(newKey(), chunked(pattern(10)), 'audio/webm')).rejects.toThrow()
    await expect(storage.get(newKey())).rejects.toThrow()
    await expect(storage.delete(newKey())).rejects.toThrow()
  })
})
