import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { createS3Storage } from '../../src/server/lib/storage/s3-storage'
import type { MediaStorage, S3Settings } from '../../src/server/lib/storage/storage'

/**
 * A real S3-compatible server for the tests (s3rver) on a free localhost port, its files in a
 * fresh temp dir, with one bucket: no network beyond localhost, no mock.
 */
export interface LocalS3 {
  settings: S3Settings
  storage: MediaStorage
  /** Every object key in the bucket, sorted. */
  listKeys(): Promise<string[]>
  close(): Promise<void>
}

export async function startLocalS3(bucket = 'quadra-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'quadra-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's built-in account
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  }
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })
  return {
    settings,
    storage: createS3Storage(settings),
    async listKeys() {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        )
        for (const o of page.Contents ?? []) keys.push(o.Key!)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return keys.sort()
    },
    async close() {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
