import type { VoiceNotePatch } from '@shared/schemas/voice-note'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, RawBody } from '~/lib/api-client'
import { sessionKeys } from '~/lib/query-keys'

/**
 * Issue 14, decision 0015: a note is uploaded right after it is recorded (the raw audio, its
 * Content-Type the recorder's, its measured length in the query) and attached to the feedback
 * when the feedback is saved (`voiceNoteIds`).
 */
export function uploadVoiceNote(audio: Blob, mimeType: string, durationMs: number) {
  return api.upload('/voice-notes', new RawBody(audio, mimeType), {
    durationMs: Math.max(1, Math.round(durationMs)),
  })
}

/** Discards a note uploaded but not saved yet (a saved one leaves with the feedback's save). */
export function useDeleteVoiceNote() {
  return useMutation({ mutationFn: (id: string) => api.delete(`/voice-notes/${id}`) })
}

/** Corrects a note's transcript (or shares it): the histories that show it reload. */
export function usePatchVoiceNote() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: VoiceNotePatch }) =>
      api.patch(`/voice-notes/${id}`, patch),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  })
}
