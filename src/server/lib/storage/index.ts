import { createFsStorage } from './fs-storage'
import type { MediaStorage, S3Settings } from './storage'

export { createFsStorage } from './fs-storage'
export { assertMediaKey, isMediaKey, mediaExtension, newMediaKey } from './keys'
export { type MediaStorage, type S3Settings, StorageFull } from './storage'

/**
 * The media storage the configuration asks for: S3-compatible storage when S3_* is set
 * (several instances share the files), otherwise the filesystem under DATA_DIR/media. The S3
 * client (~20 MiB once loaded) is imported only when S3 is configured.
 */
export async function createMediaStorage(config: {
  mediaDir: string
  s3?: S3Settings
  /** The filesystem driver refuses writes below this much free space (MIN_FREE_DISK_MB). */
  minFreeDiskBytes?: number
}): Promise<MediaStorage> {
  if (!config.s3)
    return createFsStorage(config.mediaDir, { minFreeBytes: config.minFreeDiskBytes ?? 0 })
  const { createS3Storage } = await import('./s3-storage')
  return createS3Storage(config.s3)
}
