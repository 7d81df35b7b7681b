import { pipeline, Readable, Transform } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertMediaKey } from './keys'
import type { MediaStorage, S3Settings } from './storage'

/**
 * The S3-compatible driver (AWS S3, MinIO, R2, s3rver…): several server instances share the
 * files. Uploads stream through lib-storage's multipart Upload (5 MB parts: a voice note is
 * one part, sent only once it is complete, so a cut upload stores nothing); reads pass the
 * HTTP Range through.
 */
export function createS3Storage(settings: S3Settings, client?: S3Client): MediaStorage {
  const s3 =
    client ??
    new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      // the SDK's default CRC32 checksums (streamed as aws-chunked trailers) are not understood
      // by many S3-compatible servers: send them only where the operation requires one
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  const Bucket = settings.bucket

  return {
    driver: 's3',

    async put(key, body, contentType) {
      assertMediaKey(key)
      let bytes = 0
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length
          done(null, chunk)
        },
      })
      // an error of the source (limit exceeded, connection cut) destroys the counter, which
      // makes the Upload reject and abort any multipart upload it began
      let sourceError: unknown
      pipeline(body, counter, (err) => {
        if (err) sourceError = err
      })
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: key, Body: counter, ContentType: contentType },
        leavePartsOnError: false,
        // one 5 MB part in memory at a time: a voice note (≤ 5 MB) is a single PutObject
        queueSize: 1,
      })
      try {
        await upload.done()
      } catch (err) {
        // the source's own error (the route's size limit, a cut connection) is what the caller
        // must see, not the upload's or its abort's
        if (sourceError) throw sourceError
        throw err
      }
      return { bytes }
    },

    async get(key, range) {
      assertMediaKey(key)
      try {
        const res = await s3.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        const total = /\/(\d+)\s*$/.exec(res.ContentRange ?? '')?.[1]
        const size = total !== undefined ? Number(total) : (res.ContentLength ?? 0)
        return { body: res.Body as Readable, size }
      } catch (err) {
        if (isMissing(err)) return null
        if (statusOf(err) === 416) {
          // a range past the end (the filesystem gives an empty stream): the same here
          const size = await headSize(s3, Bucket, key)
          return size === null ? null : { body: Readable.from([]), size }
        }
        throw err
      }
    },

    async delete(key) {
      assertMediaKey(key)
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: key }))
      } catch (err) {
        if (!isMissing(err)) throw err
      }
    },
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof S3ServiceException
    ? err.$metadata?.httpStatusCode
    : (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode
}

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string })?.name
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404
}

async function headSize(s3: S3Client, Bucket: string, Key: string): Promise<number | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket, Key }))
    return head.ContentLength ?? 0
  } catch (err) {
    if (isMissing(err)) return null
    throw err
  }
}
