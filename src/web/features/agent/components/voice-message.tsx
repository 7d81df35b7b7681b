import { VOICE_NOTE_LIMITS } from '@shared/constants'
import Loader2 from 'lucide-react/icons/loader-circle'
import Mic from 'lucide-react/icons/mic'
import Square from 'lucide-react/icons/square'
import X from 'lucide-react/icons/x'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import {
  formatClock,
  type RecorderError,
  type Recording,
  useVoiceRecorder,
} from '~/features/voice-notes/components/use-voice-recorder'
import type { TFunction } from '~/lib/i18n'

/**
 * Speaking to the assistant: the microphone beside the field records with the voice notes'
 * own recorder (its formats, bit rate and 3-minute limit); 'Parar e enviar' sends the recording,
 * 'Descartar' drops it. The recorder's state drives the composer: while it records, the field
 * gives way to the elapsed time and the two buttons.
 */
export function useVoiceMessage(onRecorded: (recording: Recording) => void) {
  const discard = useRef(false)
  const recorder = useVoiceRecorder((recording) => {
    if (discard.current) discard.current = false
    else onRecorded(recording)
  })
  return {
    ...recorder,
    active: recorder.state !== 'idle',
    /** Starts a recording (the last one's error goes). */
    begin: () => {
      recorder.clearError()
      void recorder.start()
    },
    cancel: () => {
      discard.current = true
      recorder.stop()
    },
  }
}

export type VoiceMessageControls = ReturnType<typeof useVoiceMessage>

/** The microphone button (only where the server can hear a voice message). */
export function MicButton({
  t,
  disabled,
  onStart,
}: {
  t: TFunction
  disabled: boolean
  onStart: () => void
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-10 shrink-0"
      aria-label={t('voice.record')}
      title={t('voice.record')}
      disabled={disabled}
      onClick={onStart}
    >
      <Mic aria-hidden />
    </Button>
  )
}

/** While recording: the elapsed time (of 3:00), 'Descartar' and 'Parar e enviar'. */
export function RecordingBar({ t, voice }: { t: TFunction; voice: VoiceMessageControls }) {
  const stop = useRef<HTMLButtonElement>(null)
  const starting = voice.state === 'starting'
  // the stop button takes the focus once the microphone is on: Enter or Space sends
  useEffect(() => {
    if (!starting) stop.current?.focus()
  }, [starting])
  return (
    <div className="flex min-h-10 items-center gap-2">
      <span className="flex flex-1 items-center gap-2 font-medium text-sm tabular-nums">
        {starting ? (
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
        ) : (
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-destructive" />
        )}
        <span role="status" aria-live="polite" aria-atomic="true">
          {starting ? t('voice.starting') : t('voice.recording')}
        </span>
        {!starting && (
          <span className="whitespace-nowrap">
            <span className="sr-only">{t('voice.elapsed')}: </span>
            {formatClock(voice.elapsedMs, 'floor')}
            <span className="text-muted-foreground">
              {' '}
              / {formatClock(VOICE_NOTE_LIMITS.maxDurationMs)}
            </span>
          </span>
        )}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-10 shrink-0"
        aria-label={t('voice.discard')}
        title={t('voice.discard')}
        disabled={starting}
        onClick={voice.cancel}
      >
        <X aria-hidden />
      </Button>
      <Button
        ref={stop}
        type="button"
        variant="destructive"
        className="shrink-0"
        disabled={starting}
        onClick={voice.stop}
      >
        <Square className="fill-current" aria-hidden />
        {t('voice.stop')}
      </Button>
    </div>
  )
}

/**
 * The composer's alerts: the last send's error (with 'Enviar o áudio de novo' when it was a
 * voice message), and why the microphone could not record.
 */
export function ComposerAlerts({
  t,
  error,
  recorderError,
  busy,
  onRetryVoice,
}: {
  t: TFunction
  error: string | null
  recorderError: RecorderError | null
  busy: boolean
  onRetryVoice: (() => void) | null
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}{' '}
          {onRetryVoice && (
            <button
              type="button"
              disabled={busy}
              onClick={onRetryVoice}
              className="cursor-pointer font-medium underline underline-offset-4"
            >
              {t('voice.retry')}
            </button>
          )}
        </p>
      )}
      {recorderError && (
        <p role="alert" className="text-destructive text-sm">
          {t(`voice.errors.${recorderError}`)}
        </p>
      )}
    </>
  )
}
