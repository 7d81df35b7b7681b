import { VOICE_NOTE_LIMITS } from '@shared/constants'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The recorder's formats, best first: Opus in WebM or Ogg, AAC in MP4 (Safari). */
/** The recorder's bit rate: speech at 64 kbit/s (a 3-minute note ≈ 1.4 MB of the 5 MB allowed). */
export const VOICE_AUDIO_BITS_PER_SECOND = 64_000

export const RECORDER_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const

/** Can this browser record here: 'ok', or why not (no MediaRecorder, not HTTPS). */
export type RecorderSupport = 'ok' | 'insecure' | 'unsupported'

export function recorderSupport(): RecorderSupport {
  if (typeof window === 'undefined') return 'unsupported'
  if (window.isSecureContext === false) return 'insecure'
  if (typeof window.MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return 'unsupported'
  }
  return 'ok'
}

/** The first supported format, or '' (the browser's own choice). */
export function pickMimeType(): string {
  const isSupported = window.MediaRecorder?.isTypeSupported?.bind(window.MediaRecorder)
  if (!isSupported) return ''
  return RECORDER_MIME_TYPES.find((type) => isSupported(type)) ?? ''
}

/** Why a recording could not start: permission refused, no microphone, anything else. */
export type RecorderError = 'denied' | 'noMicrophone' | 'failed'

export interface Recording {
  audio: Blob
  mimeType: string
  durationMs: number
  /** Stopped by itself at the length limit (3 minutes). */
  autoStopped: boolean
}

function errorOf(error: unknown): RecorderError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied'
  }
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError'
  ) {
    return 'noMicrophone'
  }
  return 'failed'
}

/**
 * One microphone recording at a time (MediaRecorder). Stops by itself at
 * VOICE_NOTE_LIMITS.maxDurationMs; the microphone is released (its tracks stopped) after each
 * recording, and when the component goes away mid-recording (that recording is dropped).
 */
export function useVoiceRecorder(onRecorded: (recording: Recording) => void) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle')
  const [elapsedMs, setElapsedMs] = useState(0)
  const [error, setError] = useState<RecorderError | null>(null)
  const recorder = useRef<MediaRecorder | null>(null)
  const stream = useRef<MediaStream | null>(null)
  const timers = useRef<{
    tick?: ReturnType<typeof setInterval>
    limit?: ReturnType<typeof setTimeout>
  }>({})
  const autoStopped = useRef(false)
  const alive = useRef(true)
  const recorded = useRef(onRecorded)
  recorded.current = onRecorded

  const release = useCallback(() => {
    clearInterval(timers.current.tick)
    clearTimeout(timers.current.limit)
    timers.current = {}
    for (const track of stream.current?.getTracks() ?? []) track.stop()
    stream.current = null
  }, [])

  const stop = useCallback((auto = false) => {
    const rec = recorder.current
    if (!rec || rec.state === 'inactive') return
    autoStopped.current = auto
    rec.stop()
  }, [])

  const start = useCallback(async () => {
    if (recorder.current) return
    setError(null)
    setState('starting')
    let media: MediaStream
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch (e) {
      if (alive.current) {
        setError(errorOf(e))
        setState('idle')
      }
      return
    }
    if (!alive.current) {
      for (const track of media.getTracks()) track.stop()
      return
    }
    stream.current = media
    const mime = pickMimeType()
    let rec: MediaRecorder
    try {
      // 64 kbit/s is plenty for speech: 3 minutes ≈ 1.4 MB, far under the 5 MB limit
      rec = new MediaRecorder(media, {
        audioBitsPerSecond: VOICE_AUDIO_BITS_PER_SECOND,
        ...(mime ? { mimeType: mime } : {}),
      })
    } catch (e) {
      release()
      setError(errorOf(e))
      setState('idle')
      return
    }
    const chunks: Blob[] = []
    let startedAt = Date.now()
    rec.ondataavailable = (e) => {
      if (e.data && e.data.size > 0) chunks.push(e.data)
    }
    rec.onstop = () => {
      release()
      recorder.current = null
      if (!alive.current) return
      const durationMs = Math.min(VOICE_NOTE_LIMITS.maxDurationMs, Date.now() - startedAt)
      const mimeType = rec.mimeType || mime || 'audio/webm'
      setState('idle')
      setElapsedMs(0)
      recorded.current({
        audio: new Blob(chunks, { type: mimeType }),
        mimeType,
        durationMs: Math.max(1, durationMs),
        autoStopped: autoStopped.current,
      })
    }
    recorder.current = rec
    autoStopped.current = false
    rec.start(1000)
    startedAt = Date.now()
    setElapsedMs(0)
    setState('recording')
    timers.current.tick = setInterval(() => setElapsedMs(Date.now() - startedAt), 250)
    timers.current.limit = setTimeout(() => stop(true), VOICE_NOTE_LIMITS.maxDurationMs)
  }, [release, stop])

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      const rec = recorder.current
      if (rec && rec.state !== 'inactive') rec.stop()
      recorder.current = null
      release()
    }
  }, [release])

  return {
    state,
    elapsedMs,
    error,
    start,
    stop: () => stop(false),
    clearError: () => setError(null),
  }
}

/**
 * 65_000 → '1:05' (m:ss, as the browser's own player counts): the recorder's clock (whole
 * seconds gone), a note's length (rounded).
 */
export function formatClock(ms: number, round: 'floor' | 'nearest' = 'nearest'): string {
  const seconds = ms / 1000
  const total = Math.max(0, round === 'floor' ? Math.floor(seconds) : Math.round(seconds))
  const m = Math.floor(total / 60)
  const s = total % 60
  return `${m}:${String(s).padStart(2, '0')}`
}
