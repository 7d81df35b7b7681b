import type { ImportRequest } from '@shared/schemas/student-import'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, RawBody } from '~/lib/api-client'
import {
  agendaKey,
  dashboardKey,
  packageKeys,
  studentImportKeys,
  studentKeys,
} from '~/lib/query-keys'

/**
 * Reads a sheet on the server: a file's bytes, or the cells pasted from a spreadsheet as text.
 * Nothing is saved; the answer is every row and the columns the server recognised.
 */
export function useReadSheet() {
  return useMutation({
    mutationFn: ({ data, type }: { data: Blob; type: string }) =>
      api.upload('/student-imports/sheet', new RawBody(data, type)),
  })
}

/** The dry run: what the import would do with these lines, nothing written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) => api.post('/student-imports/preview', request),
  })
}

/** Whatever an import or its undo changes: the students, their balances, the agenda. */
function useInvalidateImported() {
  const qc = useQueryClient()
  return () =>
    Promise.all(
      [studentImportKeys.all, studentKeys.all, packageKeys.all, agendaKey, dashboardKey].map(
        (queryKey) => qc.invalidateQueries({ queryKey }),
      ),
    )
}

/**
 * The import itself. `key` is made once per confirmation and sent again on a retry: the server
 * answers the import already done rather than importing twice after a lost answer.
 */
export function useCommitImport() {
  const invalidate = useInvalidateImported()
  return useMutation({
    mutationFn: ({ request, key }: { request: ImportRequest; key: string }) =>
      api.postWith({ 'idempotency-key': key }, '/student-imports', request),
    onSuccess: invalidate,
  })
}

/** Undoes an import as a whole (refused with the reason when its students moved on since). */
export function useUndoImport() {
  const invalidate = useInvalidateImported()
  return useMutation({
    mutationFn: (id: string) => api.post(`/student-imports/${id}/undo`),
    onSettled: invalidate,
  })
}

/** The coach's latest imports, each with whether it can still be undone. */
export const studentImportsQuery = () =>
  queryOptions({
    queryKey: studentImportKeys.all,
    queryFn: () => api.get('/student-imports'),
  })
