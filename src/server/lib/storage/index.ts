import { createFsStorage } from './fs-storage'
import { createS3Storage } from './s3-storage'
import type { MediaStorage, S3Settings } from './storage'

export { createFsStorage } from './fs-storage'
export { assertMediaKey, isMediaKey, mediaExtension, newMediaKey } from './keys'
export { createS3Storage } from './s3-storage'
export type { MediaStorage, S3Settings } from './storage'

/**
 * The media storage the configuration asks for: S3-compatible storage when S3_* is set
 * (several instances share the files), otherwise the filesystem under DATA_DIR/media.
 */
export function createMediaStorage(config: { mediaDir: string; s3?: S3Settings }): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createFsStorage(config.mediaDir)
}
