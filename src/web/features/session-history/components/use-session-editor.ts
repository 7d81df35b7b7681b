import '~/locales/session-history'
import type { SessionDto } from '@shared/api-types'
import { sessionUpdateSchema } from '@shared/schemas/session'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { clubsQuery } from '~/features/clubs/api'
import { studentPackagesQuery } from '~/features/packages/api'
import { useUpdateSession } from '~/features/sessions/api'
import { toastError, toastSuccess } from '~/lib/toast'
import { useUnsavedChanges } from '~/lib/use-unsaved-changes'
import {
  addedStudent,
  type EditorState,
  type EditorStudent,
  initialEditorState,
  toUpdateInput,
} from '../editor-state'

/** State and save of the inline session editor (spec §2, §4 Full session edit). */
export function useSessionEditor(session: SessionDto, onSaved: () => void) {
  const { t } = useTranslation('session-history')
  const [initial] = useState<EditorState>(() => initialEditorState(session))
  const [state, setState] = useState<EditorState>(initial)
  const guard = useUnsavedChanges(JSON.stringify(state) !== JSON.stringify(initial))
  const update = useUpdateSession()
  const { data: clubs } = useQuery(clubsQuery())
  const packageQueries = useQueries({
    queries: state.students.map((s) => studentPackagesQuery(s.studentId)),
  })
  const packagesOf = (studentId: string) =>
    packageQueries[state.students.findIndex((s) => s.studentId === studentId)]?.data

  const setStudent = (studentId: string, patch: Partial<EditorStudent>) =>
    setState((prev) => ({
      ...prev,
      students: prev.students.map((s) => (s.studentId === studentId ? { ...s, ...patch } : s)),
    }))

  const remove = (studentId: string) =>
    setState((prev) => ({
      ...prev,
      students: prev.students.filter((s) => s.studentId !== studentId),
    }))

  const add = (students: { id: string; name: string }[]) => {
    const defaultClub = clubs?.find((c) => c.isDefault)?.id ?? null
    setState((prev) => {
      const known = new Set(prev.students.map((s) => s.studentId))
      const fresh = students
        .filter((s) => !known.has(s.id))
        .map((s) => addedStudent(s, defaultClub))
      return { ...prev, students: [...prev.students, ...fresh] }
    })
  }

  const setNotes = (notes: string) => setState((prev) => ({ ...prev, notes }))

  const save = async () => {
    const input = toUpdateInput(state, packagesOf)
    const parsed = sessionUpdateSchema.safeParse(input)
    if (!parsed.success) {
      toast.error(t('editor.validationTitle'), {
        description: parsed.error.issues[0]?.message,
      })
      return
    }
    try {
      await update.mutateAsync({ id: session.id, input })
    } catch (error) {
      toastError(t('editor.errorTitle'), error, t('editor.errorFallback'))
      return
    }
    toastSuccess(t('editor.success'), t('editor.successDescription'))
    guard.allowNavigation()
    onSaved()
  }

  return {
    state,
    setStudent,
    remove,
    add,
    setNotes,
    save,
    saving: update.isPending,
    packagesOf,
    guard,
  }
}
