import '~/locales/voice-notes'
import type { VoiceNoteDto } from '@shared/schemas/voice-notes.response'
import Check from 'lucide-react/icons/check'
import Share2 from 'lucide-react/icons/share-2'
import { type SyntheticEvent, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { cn } from '~/lib/utils'
import { usePatchVoiceNote } from '../api'
import { formatClock } from './use-voice-recorder'

/**
 * A note's player: the browser's own <audio controls> (keyboard and screen-reader operable,
 * seekable through the API's range requests), loaded only when played, and the note's length
 * beside it. A WebM from MediaRecorder declares no duration, so the browser's player shows 0:00
 * (or Infinity) as its length: the length shown is the one the recorder measured and the server
 * stored (`durationMs`); without one, the media's own duration once the browser knows it.
 */
export function VoiceNoteAudio({
  src,
  label,
  durationMs,
  className,
}: {
  src: string
  label: string
  /** The stored length (the recorder's measure); 0 or absent: read from the media, if finite. */
  durationMs?: number
  className?: string
}) {
  const [mediaMs, setMediaMs] = useState<number | null>(null)
  const readDuration = (e: SyntheticEvent<HTMLAudioElement>) => {
    const seconds = e.currentTarget.duration
    if (Number.isFinite(seconds) && seconds > 0) setMediaMs(seconds * 1000)
  }
  const lengthMs = durationMs !== undefined && durationMs > 0 ? durationMs : mediaMs
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      {/* biome-ignore lint/a11y/useMediaCaption: a coach's spoken note; its transcript shows below when there is one */}
      <audio
        controls
        preload="metadata"
        src={src}
        aria-label={label}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        className="h-10 w-full min-w-0 flex-1"
      />
      {lengthMs !== null && (
        <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
          {formatClock(lengthMs)}
        </span>
      )}
    </div>
  )
}

/**
 * 'Mostrar na página do aluno': a toggle (aria-pressed) that puts the note on the student's
 * private page (/a/<token>) or takes it off.
 */
function ShareToggle({ note, n }: { note: VoiceNoteDto; n: number }) {
  const { t } = useTranslation('voice-notes')
  const patch = usePatchVoiceNote()
  const toggle = () =>
    patch.mutate(
      { id: note.id, patch: { shared: !note.shared } },
      {
        onSuccess: (saved) => toastSuccess(t(saved.shared ? 'sharedToast' : 'unsharedToast')),
        onError: (error) => toastError(t('shareError'), error),
      },
    )
  return (
    <Button
      type="button"
      variant={note.shared ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={note.shared}
      aria-label={t('shareNote', { n })}
      disabled={patch.isPending}
      onClick={toggle}
      className="justify-self-start"
    >
      {note.shared ? <Check aria-hidden /> : <Share2 aria-hidden />}
      {t(note.shared ? 'shared' : 'share')}
    </Button>
  )
}

/**
 * A saved feedback's voice notes, read only (history cards, the Feedbacks tab): the player,
 * the length and the transcript under it when there is one; with `shareable`, the toggle that
 * shows the note on the student's page.
 */
export function VoiceNoteList({
  notes,
  name,
  shareable = false,
  className,
}: {
  notes: VoiceNoteDto[]
  /** Whose notes (the student): names each player for screen readers. */
  name?: string
  shareable?: boolean
  className?: string
}) {
  const { t } = useTranslation('voice-notes')
  if (notes.length === 0) return null
  return (
    <ul
      aria-label={name ? t('groupLabel', { name }) : t('title')}
      className={cn('grid gap-2', className)}
    >
      {notes.map((note, i) => {
        const duration = formatClock(note.durationMs)
        return (
          <li key={note.id} className="grid gap-1.5 rounded-lg border bg-muted/40 p-2">
            <VoiceNoteAudio
              src={note.audioUrl}
              durationMs={note.durationMs}
              label={
                name
                  ? t('noteOf', { n: i + 1, name, duration })
                  : t('noteShort', { n: i + 1, duration })
              }
            />
            {note.transcript ? (
              <p className="whitespace-pre-wrap break-words px-1 text-sm">{note.transcript}</p>
            ) : note.transcriptStatus === 'pending' ? (
              <p className="px-1 text-muted-foreground text-xs">{t('transcriptPending')}</p>
            ) : null}
            {shareable && <ShareToggle note={note} n={i + 1} />}
          </li>
        )
      })}
    </ul>
  )
}
