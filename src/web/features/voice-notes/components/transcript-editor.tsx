import '~/locales/voice-notes'
import { VOICE_NOTE_LIMITS } from '@shared/constants'
import type { VoiceNoteDto } from '@shared/schemas/voice-notes.response'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { usePatchVoiceNote } from '../api'

/** A note's transcript, corrected in place (PATCH /api/voice-notes/{id}) in the editors. */
export function TranscriptEditor({
  note,
  n,
  onSaved,
}: {
  note: VoiceNoteDto
  /** Its position in the feedback (names the field). */
  n: number
  onSaved: (note: VoiceNoteDto) => void
}) {
  const { t } = useTranslation('voice-notes')
  const id = useId()
  const [text, setText] = useState(note.transcript ?? '')
  const patch = usePatchVoiceNote()
  const changed = text.trim() !== (note.transcript ?? '').trim()

  const save = async () => {
    try {
      const saved = await patch.mutateAsync({ id: note.id, patch: { transcript: text.trim() } })
      onSaved(saved)
      toastSuccess(t('transcriptSaved'))
    } catch (error) {
      toastError(t('transcriptError'), error)
    }
  }

  return (
    <div className="grid gap-1.5 px-1">
      <Label htmlFor={`${id}-transcript`} className="text-xs">
        {t('transcriptOf', { n })}
      </Label>
      <Textarea
        id={`${id}-transcript`}
        rows={2}
        value={text}
        maxLength={VOICE_NOTE_LIMITS.transcriptMax}
        onChange={(e) => setText(e.target.value)}
      />
      {changed && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-10 justify-self-end"
          disabled={patch.isPending}
          onClick={() => void save()}
        >
          {patch.isPending ? t('savingTranscript') : t('saveTranscript')}
        </Button>
      )}
    </div>
  )
}
