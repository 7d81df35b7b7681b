import type { Readable } from 'node:stream'

/**
 * Where voice notes (and any later file) live (decision 0015): one small interface,
 * two drivers — the filesystem under DATA_DIR/media (default, embedded mode: fs-storage.ts)
 * and S3-compatible object storage when S3_* is set (several instances share the files:
 * s3-storage.ts). The database holds only a file's key and metadata. Keys are opaque,
 * server-made ('<userId>/<uuid>.<ext>'): never a user's text.
 */
export interface MediaStorage {
  /** 'fs' or 's3' (logs, health). */
  readonly driver: 'fs' | 's3'
  /**
   * Stores a stream under `key` (never the whole file in memory) and resolves with its size in
   * bytes once it is durable. Rejects, leaving nothing behind, if the stream errors (e.g. the
   * upload exceeded its limit or was cut).
   */
  put(key: string, body: Readable, contentType: string): Promise<{ bytes: number }>
  /**
   * Reads the file, or `range` of it (inclusive byte offsets, as HTTP's Range: bytes=start-end;
   * end already clamped to size − 1 by the caller). Null when there is no such file.
   */
  get(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; size: number } | null>
  /** Removes the file; a missing file is not an error (idempotent). */
  delete(key: string): Promise<void>
}

/**
 * The storage refused a write because the disk it writes to is (nearly) full: below the
 * configured free space (MIN_FREE_DISK_MB), or the system said so mid-write (ENOSPC). Nothing
 * of the file is left. The voice notes' upload answers 507 with a clear message.
 */
export class StorageFull extends Error {
  constructor(readonly freeBytes: number | null) {
    super(
      freeBytes === null
        ? 'media storage: no space left on the device'
        : `media storage: ${freeBytes} bytes free, below the configured minimum`,
    )
    this.name = 'StorageFull'
  }
}

/** S3 settings from the environment (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION). */
export interface S3Settings {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Path-style URLs (http://host/bucket/key): MinIO, s3rver and most self-hosted servers. */
  forcePathStyle: boolean
}
