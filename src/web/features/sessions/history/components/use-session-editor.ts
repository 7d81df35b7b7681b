import '~/locales/session-history'
import '~/locales/voice-notes'
import type { SessionDto } from '@shared/api-types'
import { sessionUpdateSchema } from '@shared/schemas/session'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { clubsQuery } from '~/features/clubs/api'
import { studentPackagesQuery } from '~/features/packages/api'
import { useUpdateSession } from '~/features/sessions/api'
import type { VoiceNotesUpdate } from '~/features/voice-notes/components/voice-notes-field'
import { splitIssues } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import {
  addedStudent,
  type EditorState,
  type EditorStudent,
  initialEditorState,
  toUpdateInput,
} from '../lib/editor-state'

/** The editor fields an issue lands on: 'date', 'notes', 'studentIds', 'feedbacks.<id>.notes'. */
function fieldOf(students: EditorStudent[]) {
  return (path: string): string | null => {
    const head = path.split('.')[0] ?? ''
    if (head === 'date' || head === 'notes' || head === 'studentIds') return head
    const m = /^feedbacks\.(\d+)\.notes$/.exec(path)
    const student = m ? students[Number(m[1])] : undefined
    return student ? `feedbacks.${student.studentId}.notes` : null
  }
}

/** State and save of the inline session editor (spec §2, §4 Full session edit). */
export function useSessionEditor(session: SessionDto, onSaved: () => void) {
  const { t } = useTranslation('session-history')
  const [initial] = useState<EditorState>(() => initialEditorState(session))
  const [state, setState] = useState<EditorState>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  /** Students whose voice notes are being recorded or uploaded: the save waits for them. */
  const [voiceBusy, setVoiceBusy] = useState<string[]>([])
  const guard = useUnsavedChanges(JSON.stringify(state) !== JSON.stringify(initial))
  const update = useUpdateSession()
  const { data: clubs } = useQuery(clubsQuery())
  const packageQueries = useQueries({
    queries: state.students.map((s) => studentPackagesQuery(s.studentId)),
  })
  const packagesOf = (studentId: string) =>
    packageQueries[state.students.findIndex((s) => s.studentId === studentId)]?.data
  // the package choice of a student just added is made on their packages: wait for them
  const loadingPackages = state.students.some(
    (s, i) => s.added && packageQueries[i]?.isPending === true,
  )

  const clearError = (field: string) =>
    setErrors((prev) => {
      if (!(field in prev)) return prev
      const { [field]: _, ...rest } = prev
      return rest
    })

  const setStudent = (studentId: string, patch: Partial<EditorStudent>) => {
    if ('notes' in patch) clearError(`feedbacks.${studentId}.notes`)
    setState((prev) => ({
      ...prev,
      students: prev.students.map((s) => (s.studentId === studentId ? { ...s, ...patch } : s)),
    }))
  }

  const setVoiceNotes = (studentId: string, update: VoiceNotesUpdate) =>
    setState((prev) => ({
      ...prev,
      students: prev.students.map((s) =>
        s.studentId === studentId ? { ...s, voiceNotes: update(s.voiceNotes) } : s,
      ),
    }))

  const setBusy = (studentId: string, busy: boolean) =>
    setVoiceBusy((prev) => {
      if (prev.includes(studentId) === busy) return prev
      return busy ? [...prev, studentId] : prev.filter((id) => id !== studentId)
    })

  const remove = (studentId: string) =>
    setState((prev) => ({
      ...prev,
      students: prev.students.filter((s) => s.studentId !== studentId),
    }))

  const add = (students: { id: string; name: string }[]) => {
    const defaultClub = clubs?.find((c) => c.isDefault)?.id ?? null
    clearError('studentIds')
    setState((prev) => {
      const known = new Set(prev.students.map((s) => s.studentId))
      const fresh = students
        .filter((s) => !known.has(s.id))
        .map((s) => addedStudent(s, defaultClub))
      return { ...prev, students: [...prev.students, ...fresh] }
    })
  }

  const setNotes = (notes: string) => {
    clearError('notes')
    setState((prev) => ({ ...prev, notes }))
  }

  const setDate = (date: string) => {
    clearError('date')
    setState((prev) => ({ ...prev, date, dateEdited: true }))
  }

  /** Field issues go on their fields; anything else is one toast. */
  const showIssues = (source: unknown) => {
    const { fields, rest } = splitIssues(source, fieldOf(state.students))
    setErrors(fields)
    return { onFields: Object.keys(fields).length > 0, rest }
  }

  const save = async () => {
    if (loadingPackages) return
    if (voiceBusy.some((id) => state.students.some((s) => s.studentId === id))) {
      toast.error(t('editor.errorTitle'), { description: t('voice-notes:busy') })
      return
    }
    const input = toUpdateInput(state)
    const parsed = sessionUpdateSchema.safeParse(input)
    if (!parsed.success) {
      const { onFields, rest } = showIssues(parsed.error)
      if (!onFields) toast.error(t('editor.validationTitle'), { description: rest[0]?.message })
      return
    }
    setErrors({})
    let saved: SessionDto
    try {
      saved = await update.mutateAsync({ id: session.id, input })
    } catch (error) {
      if (!showIssues(error).onFields) {
        toastError(t('editor.errorTitle'), error, t('editor.errorFallback'))
      }
      return
    }
    // the usual warnings: credits a corrected date moved, classes left without a package
    const sent = new Map(input.assignments?.map((a) => [a.studentId, a.packageId]))
    const moved = input.date
      ? saved.assignments.filter(
          (a) =>
            a.packageId !== null && sent.has(a.studentId) && sent.get(a.studentId) !== a.packageId,
        ).length
      : 0
    const description = [
      t('editor.successDescription'),
      moved > 0 ? t('editor.movedCredits', { count: moved }) : null,
      saved.unassignedCount > 0 ? t('editor.unassigned', { count: saved.unassignedCount }) : null,
    ]
      .filter(Boolean)
      .join(' ')
    toast.success(t('editor.success'), { description })
    guard.allowNavigation()
    onSaved()
  }

  return {
    state,
    errors,
    setStudent,
    setVoiceNotes,
    setBusy,
    remove,
    add,
    setNotes,
    setDate,
    save,
    saving: update.isPending,
    loadingPackages,
    packagesOf,
    guard,
  }
}
