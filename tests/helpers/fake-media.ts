import { vi } from 'vitest'

/**
 * A small fake of the browser's recording APIs for component tests (happy-dom has none):
 * MediaRecorder (the chunks arrive and `stop` fires after stop(), as in a browser) and
 * navigator.mediaDevices.getUserMedia with a stream whose tracks record being stopped.
 */
export class FakeMediaRecorder {
  static supported = ['audio/webm;codecs=opus']
  static instances: FakeMediaRecorder[] = []
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type)
  state: 'inactive' | 'recording' = 'inactive'
  mimeType: string
  audioBitsPerSecond: number | undefined
  ondataavailable: ((e: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null
  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string; audioBitsPerSecond?: number },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm'
    this.audioBitsPerSecond = options?.audioBitsPerSecond
    FakeMediaRecorder.instances.push(this)
  }
  start() {
    this.state = 'recording'
  }
  stop() {
    if (this.state === 'inactive') return
    this.state = 'inactive'
    void Promise.resolve().then(() => {
      this.ondataavailable?.({ data: new Blob(['OggS-fake-audio'], { type: this.mimeType }) })
      this.onstop?.()
    })
  }
}

export interface FakeMedia {
  getUserMedia: ReturnType<typeof vi.fn>
  /** Every microphone track handed out, to check each was released. */
  tracks: { stop: ReturnType<typeof vi.fn> }[]
}

/** Installs the fakes (undo with vi.unstubAllGlobals() and uninstallFakeMedia()); `refuse` makes getUserMedia reject. */
export function installFakeMedia(options: { refuse?: string } = {}): FakeMedia {
  FakeMediaRecorder.instances = []
  const tracks: FakeMedia['tracks'] = []
  const getUserMedia = vi.fn(async () => {
    if (options.refuse) throw new DOMException('refused', options.refuse)
    const track = { stop: vi.fn() }
    tracks.push(track)
    return { getTracks: () => [track] }
  })
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia },
    configurable: true,
  })
  return { getUserMedia, tracks }
}

/** Removes the fake microphone (MediaRecorder goes with vi.unstubAllGlobals()). */
export function uninstallFakeMedia() {
  Reflect.deleteProperty(navigator, 'mediaDevices')
}
