import '~/locales/session-history'
import '~/locales/voice-notes'
import { type SessionUpdateInput, sessionUpdateSchema } from '@shared/schemas/session'
import type { SessionDto } from '@shared/schemas/sessions.response'
import { useQueries, useQuery } from '@tanstack/react-query'
import { type BaseSyntheticEvent, useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { clubsQuery } from '~/features/clubs/api'
import { studentPackagesQuery } from '~/features/packages/api'
import { useUpdateSession } from '~/features/sessions/api'
import type { VoiceNotesUpdate } from '~/features/voice-notes/components/voice-notes-field'
import { applyServerIssues, type IssuePath, inputResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import {
  addedStudent,
  type EditorState,
  initialEditorState,
  toUpdateInput,
} from '../lib/editor-state'

/** The editor field an issue of the PUT body lands on: the feedbacks are the students, in order. */
const editorPath: IssuePath<EditorState> = (path) => {
  const head = path.split('.')[0] ?? ''
  if (head === 'date' || head === 'notes') return head
  if (head === 'studentIds') return 'students'
  const m = /^feedbacks\.(\d+)\.notes$/.exec(path)
  return m ? `students.${Number(m[1])}.notes` : null
}

/** The shared schema on the body the editor's values make; what is on no field, on the participants. */
const resolver = inputResolver(sessionUpdateSchema, toUpdateInput, {
  pathOf: editorPath,
  fallback: 'students',
  // the body as the editor builds it (the server applies the schema)
  raw: true,
})

/** The form and save of the inline session editor (spec §2, §4 Full session edit). */
export function useSessionEditor(session: SessionDto, onSaved: () => void) {
  const { t } = useTranslation('session-history')
  const [initial] = useState<EditorState>(() => initialEditorState(session))
  const form = useForm<EditorState, unknown, SessionUpdateInput>({
    defaultValues: initial,
    resolver,
  })
  const { append, remove } = useFieldArray({
    control: form.control,
    name: 'students',
    keyName: 'key',
  })
  const students = useWatch({ control: form.control, name: 'students' })
  /** Students whose voice notes are being recorded or uploaded: the save waits for them. */
  const [voiceBusy, setVoiceBusy] = useState<string[]>([])
  const guard = useUnsavedChanges(form.formState.isDirty)
  const update = useUpdateSession()
  const { data: clubs } = useQuery(clubsQuery())
  const packageQueries = useQueries({
    queries: students.map((s) => studentPackagesQuery(s.studentId)),
  })
  const packagesOf = (studentId: string) =>
    packageQueries[students.findIndex((s) => s.studentId === studentId)]?.data
  // the package choice of a student just added is made on their packages: wait for them
  const loadingPackages = students.some((s, i) => s.added && packageQueries[i]?.isPending === true)

  const indexOf = (studentId: string) =>
    form.getValues('students').findIndex((s) => s.studentId === studentId)

  /** A note recorded or discarded: applied to the student's notes as they are when it lands. */
  const setVoiceNotes = (studentId: string, change: VoiceNotesUpdate) => {
    const i = indexOf(studentId)
    if (i < 0) return
    form.setValue(`students.${i}.voiceNotes`, change(form.getValues(`students.${i}.voiceNotes`)), {
      shouldDirty: true,
    })
  }

  const setBusy = (studentId: string, busy: boolean) =>
    setVoiceBusy((prev) => {
      if (prev.includes(studentId) === busy) return prev
      return busy ? [...prev, studentId] : prev.filter((id) => id !== studentId)
    })

  const removeStudent = (studentId: string) => remove(indexOf(studentId))

  const add = (added: { id: string; name: string }[]) => {
    const defaultClub = clubs?.find((c) => c.isDefault)?.id ?? null
    form.clearErrors('students')
    const known = new Set(form.getValues('students').map((s) => s.studentId))
    const fresh = added.filter((s) => !known.has(s.id)).map((s) => addedStudent(s, defaultClub))
    // the focus stays on the picker's button: the coach may add more
    if (fresh.length) append(fresh, { shouldFocus: false })
  }

  const send = form.handleSubmit(async (input) => {
    let saved: SessionDto
    try {
      saved = await update.mutateAsync({ id: session.id, input })
    } catch (error) {
      // field issues go on their fields; anything else is one toast
      if (!applyServerIssues(error, form.setError, [], { pathOf: editorPath })) {
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
  })

  /** Salvar: once the packages of students just added are there and no note is on its way. */
  const save = (e?: BaseSyntheticEvent) => {
    e?.preventDefault()
    if (loadingPackages) return
    if (voiceBusy.some((id) => students.some((s) => s.studentId === id))) {
      toast.error(t('editor.errorTitle'), { description: t('voice-notes:busy') })
      return
    }
    return send(e)
  }

  return {
    form,
    students,
    setVoiceNotes,
    setBusy,
    remove: removeStudent,
    add,
    save,
    saving: update.isPending,
    loadingPackages,
    packagesOf,
    guard,
  }
}
