import { Transform, type TransformCallback } from 'node:stream'
import { VOICE_NOTE_LIMITS, type VoiceNoteMimeType } from '../../../shared/constants'

/** Bytes looked at to recognise the container (and below which an upload is "empty"). */
const SNIFF_BYTES = 12

export type UploadProblem = 'tooLarge' | 'type' | 'empty'

/** Why an upload stream stopped (mapped to 413/415/400 by the route). */
export class UploadRejected extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`voice note upload rejected: ${problem}`)
    this.name = 'UploadRejected'
  }
}

/**
 * The container of an audio file from its first bytes, never from what the client declares:
 * WebM/Matroska (EBML magic 1A 45 DF A3), Ogg ('OggS'), ISO-BMFF/MP4 ('ftyp' at offset 4).
 */
function sniffAudio(head: Uint8Array): VoiceNoteMimeType | null {
  if (
    head.length >= 4 &&
    head[0] === 0x1a &&
    head[1] === 0x45 &&
    head[2] === 0xdf &&
    head[3] === 0xa3
  )
    return 'audio/webm'
  const ascii = (from: number, to: number) =>
    Buffer.from(head.subarray(from, to)).toString('latin1')
  if (head.length >= 4 && ascii(0, 4) === 'OggS') return 'audio/ogg'
  if (head.length >= 8 && ascii(4, 8) === 'ftyp') return 'audio/mp4'
  return null
}

/**
 * The upload's gate, between the request body and the storage: counts the bytes (over the
 * limit: the stream fails, so the storage keeps nothing) and holds the first SNIFF_BYTES until
 * the type is known from them (`detected`). Memory: one chunk at a time, with backpressure.
 */
export class AudioGate extends Transform {
  bytes = 0
  failure: UploadRejected | null = null
  readonly detected: Promise<VoiceNoteMimeType>
  private head: Buffer[] = []
  private headBytes = 0
  private known = false
  private resolve!: (mime: VoiceNoteMimeType) => void
  private reject!: (err: Error) => void

  constructor(private readonly maxBytes: number = VOICE_NOTE_LIMITS.maxBytes) {
    super()
    this.detected = new Promise((resolve, reject) => {
      this.resolve = resolve
      this.reject = reject
    })
    // nobody may be waiting on it (the storage's put failed first): no unhandled rejection
    this.detected.catch(() => {})
    this.on('error', (err) => this.reject(err))
    this.on('close', () => this.reject(new UploadRejected('empty')))
  }

  private fail(problem: UploadProblem, done: TransformCallback) {
    this.failure = new UploadRejected(problem)
    this.reject(this.failure)
    done(this.failure)
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.maxBytes) return this.fail('tooLarge', done)
    if (this.known) return done(null, chunk)
    this.head.push(chunk)
    this.headBytes += chunk.length
    if (this.headBytes < SNIFF_BYTES) return done()
    const head = Buffer.concat(this.head)
    this.head = []
    const mime = sniffAudio(head)
    if (!mime) return this.fail('type', done)
    this.known = true
    this.resolve(mime)
    done(null, head)
  }

  override _flush(done: TransformCallback) {
    if (!this.known) return this.fail('empty', done)
    done()
  }
}
