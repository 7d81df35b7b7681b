import '~/locales/voice-notes'
import { VOICE_NOTE_LIMITS } from '@shared/constants'
import type { VoiceNoteDto } from '@shared/schemas/voice-notes.response'
import Loader2 from 'lucide-react/icons/loader-circle'
import Mic from 'lucide-react/icons/mic'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import Square from 'lucide-react/icons/square'
import Trash2 from 'lucide-react/icons/trash'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { errorMessage } from '~/lib/api-client'
import { useTranslation } from '~/lib/i18n'
import { uploadVoiceNote, useDeleteVoiceNote } from '../api'
import { TranscriptEditor } from './transcript-editor'
import {
  formatClock,
  type Recording,
  recorderSupport,
  useVoiceRecorder,
} from './use-voice-recorder'
import { VoiceNoteAudio } from './voice-note-list'

/** A recording on its way to the API, or whose upload failed (kept to retry). */
interface Pending {
  key: number
  recording: Recording
  url: string
  error: string | null
}

export type VoiceNotesUpdate = (prev: VoiceNoteDto[]) => VoiceNoteDto[]

const MAX_MINUTES = VOICE_NOTE_LIMITS.maxDurationMs / 60_000

/**
 * A feedback's voice notes in a form: record (a large button, the elapsed time),
 * stop, listen, discard, record another — at most 5 notes of 3 minutes. Each note is uploaded
 * right after it stops; the form gets the uploaded notes (their ids go in `voiceNoteIds` when
 * it is saved) and is told when a recording or an upload is under way.
 */
export function VoiceNotesField({
  notes,
  onNotesChange,
  onBusyChange,
  name,
  editableTranscripts = false,
}: {
  /** The feedback's notes, in order (uploaded ones only). */
  notes: VoiceNoteDto[]
  onNotesChange: (update: VoiceNotesUpdate) => void
  /** Recording, uploading, or an upload failed and not retried: the form should not save yet. */
  onBusyChange?: (busy: boolean) => void
  /** The student: names the buttons when several feedbacks are on screen. */
  name?: string
  /** In the editors of saved feedbacks: a note's transcript can be corrected. */
  editableTranscripts?: boolean
}) {
  const { t } = useTranslation('voice-notes')
  const [support] = useState(recorderSupport)
  const [pending, setPending] = useState<Pending[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [autoStopped, setAutoStopped] = useState(false)
  const nextKey = useRef(1)
  const alive = useRef(true)
  const remove = useDeleteVoiceNote()

  const upload = async (item: Pending) => {
    const { audio, mimeType, durationMs } = item.recording
    setPending((prev) => prev.map((p) => (p.key === item.key ? { ...p, error: null } : p)))
    setAnnouncement(t('uploading'))
    try {
      const note = await uploadVoiceNote(audio, mimeType, durationMs)
      if (!alive.current) return
      URL.revokeObjectURL(item.url)
      setPending((prev) => prev.filter((p) => p.key !== item.key))
      onNotesChange((prev) => [...prev, note])
      setAnnouncement(t('uploaded'))
    } catch (error) {
      if (!alive.current) return
      const message = errorMessage(error, t('uploadFailed'))
      setPending((prev) => prev.map((p) => (p.key === item.key ? { ...p, error: message } : p)))
      setAnnouncement(message)
    }
  }

  const recorder = useVoiceRecorder((recording) => {
    setAutoStopped(recording.autoStopped)
    setAnnouncement(t('stopped', { time: formatClock(recording.durationMs) }))
    const item: Pending = {
      key: nextKey.current++,
      recording,
      url: URL.createObjectURL(recording.audio),
      error: null,
    }
    setPending((prev) => [...prev, item])
    void upload(item)
  })

  const recording = recorder.state !== 'idle'
  const busy = recording || pending.length > 0
  const busyChanged = useRef(onBusyChange)
  busyChanged.current = onBusyChange
  useEffect(() => {
    busyChanged.current?.(busy)
  }, [busy])

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      // gone mid-recording or mid-upload (the step changed): that note is dropped
      busyChanged.current?.(false)
    }
  }, [])

  const count = notes.length + pending.length
  const full = count >= VOICE_NOTE_LIMITS.perFeedback

  const discardNote = (note: VoiceNoteDto) => {
    onNotesChange((prev) => prev.filter((n) => n.id !== note.id))
    // uploaded here and never saved: gone now (the orphan sweep would take it after 24 h);
    // a saved note leaves with the feedback's save (absent from voiceNoteIds)
    if (note.feedbackId === null) remove.mutate(note.id)
    setAnnouncement(t('discarded'))
  }

  const discardPending = (item: Pending) => {
    URL.revokeObjectURL(item.url)
    setPending((prev) => prev.filter((p) => p.key !== item.key))
    setAnnouncement(t('discarded'))
  }

  const start = () => {
    setAutoStopped(false)
    void recorder.start()
  }

  const recordLabel = name
    ? t(count === 0 ? 'recordFor' : 'recordAnotherFor', { name })
    : t(count === 0 ? 'record' : 'recordAnother')
  const noteLabel = (n: number, duration: string) =>
    name ? t('noteOf', { n, name, duration }) : t('noteShort', { n, duration })
  const elapsed = formatClock(recorder.elapsedMs, 'floor')
  const max = formatClock(VOICE_NOTE_LIMITS.maxDurationMs)

  return (
    <fieldset
      aria-label={name ? t('groupLabel', { name }) : t('title')}
      className="grid min-w-0 gap-3"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium text-sm leading-none">{t('title')}</span>
        {count > 0 && (
          <span className="text-muted-foreground text-xs tabular-nums">
            {t('count', { count, max: VOICE_NOTE_LIMITS.perFeedback })}
          </span>
        )}
      </div>

      {count > 0 && (
        <ul className="grid gap-2">
          {notes.map((note, i) => {
            const duration = formatClock(note.durationMs)
            return (
              <li key={note.id} className="grid gap-2 rounded-lg border bg-muted/40 p-2">
                <VoiceNoteAudio
                  src={note.audioUrl}
                  durationMs={note.durationMs}
                  label={noteLabel(i + 1, duration)}
                />
                <div className="flex items-center justify-between gap-2">
                  <span className="px-1 text-muted-foreground text-xs">
                    {t('note', { n: i + 1 })}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    className="h-11 text-destructive hover:text-destructive"
                    aria-label={t('discardNote', { n: i + 1 })}
                    onClick={() => discardNote(note)}
                  >
                    <Trash2 aria-hidden />
                    {t('discard')}
                  </Button>
                </div>
                {editableTranscripts && note.transcript !== null ? (
                  <TranscriptEditor
                    note={note}
                    n={i + 1}
                    onSaved={(saved) =>
                      onNotesChange((prev) => prev.map((x) => (x.id === saved.id ? saved : x)))
                    }
                  />
                ) : note.transcript ? (
                  <p className="whitespace-pre-wrap break-words px-1 text-sm">{note.transcript}</p>
                ) : note.transcriptStatus === 'pending' ? (
                  <p className="px-1 text-muted-foreground text-xs">{t('transcriptPending')}</p>
                ) : null}
              </li>
            )
          })}
          {pending.map((item, j) => {
            const n = notes.length + j + 1
            const duration = formatClock(item.recording.durationMs)
            return (
              <li key={item.key} className="grid gap-2 rounded-lg border border-dashed p-2">
                <VoiceNoteAudio
                  src={item.url}
                  durationMs={item.recording.durationMs}
                  label={noteLabel(n, duration)}
                />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {item.error === null ? (
                    <span className="flex items-center gap-2 px-1 text-muted-foreground text-xs">
                      <Loader2 className="size-4 animate-spin" aria-hidden />
                      {t('uploading')}
                    </span>
                  ) : (
                    <span className="px-1 text-muted-foreground text-xs">{t('note', { n })}</span>
                  )}
                  <span className="flex gap-1">
                    {item.error !== null && (
                      <Button
                        type="button"
                        variant="outline"
                        className="h-11"
                        aria-label={t('retryNote', { n })}
                        onClick={() => void upload(item)}
                      >
                        <RotateCcw aria-hidden />
                        {t('retry')}
                      </Button>
                    )}
                    <Button
                      type="button"
                      variant="ghost"
                      className="h-11 text-destructive hover:text-destructive"
                      aria-label={t('discardNote', { n })}
                      onClick={() => discardPending(item)}
                    >
                      <Trash2 aria-hidden />
                      {t('discard')}
                    </Button>
                  </span>
                </div>
                {item.error !== null && (
                  <p role="alert" className="px-1 text-destructive text-sm">
                    {item.error}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}

      {support !== 'ok' ? (
        <p className="rounded-md border border-warning/50 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          {t(`errors.${support}`)}
        </p>
      ) : recording ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="destructive"
            className="h-14 min-w-40 px-5 text-base"
            aria-label={name ? t('stopFor', { name }) : t('stop')}
            disabled={recorder.state === 'starting'}
            onClick={recorder.stop}
          >
            {recorder.state === 'starting' ? (
              <Loader2 className="size-5 animate-spin" aria-hidden />
            ) : (
              <Square className="size-5 fill-current" aria-hidden />
            )}
            {recorder.state === 'starting' ? t('starting') : t('stop')}
          </Button>
          {recorder.state === 'recording' && (
            <span className="flex items-center gap-2 font-medium tabular-nums">
              <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
              <span aria-live="polite" aria-atomic="true">
                <span className="sr-only">{t('recording')}: </span>
                {elapsed}
                <span className="text-muted-foreground"> / {max}</span>
              </span>
            </span>
          )}
        </div>
      ) : full ? (
        <p className="text-muted-foreground text-sm">
          {t('full', { max: VOICE_NOTE_LIMITS.perFeedback })}
        </p>
      ) : (
        <div className="grid gap-1.5">
          <Button
            type="button"
            variant={count === 0 ? 'default' : 'outline'}
            className="h-14 w-full px-5 text-base sm:w-auto sm:justify-self-start"
            aria-label={recordLabel}
            onClick={start}
          >
            <Mic className="size-5" aria-hidden />
            {count === 0 ? t('record') : t('recordAnother')}
          </Button>
          {count === 0 && (
            <p className="text-muted-foreground text-xs">
              {t('limitHint', { minutes: MAX_MINUTES, max: VOICE_NOTE_LIMITS.perFeedback })}
            </p>
          )}
        </div>
      )}

      {autoStopped && !recording && (
        <p role="status" className="text-sm text-warning-soft-foreground">
          {t('autoStopped', { minutes: MAX_MINUTES })}
        </p>
      )}
      {recorder.error && (
        <p role="alert" className="text-destructive text-sm">
          {t(`errors.${recorder.error}`)}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  )
}
