import type { ConsentInput, ReminderSettingsInput } from '@shared/schemas/reminders'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api-client'

const keys = {
  settings: ['reminders', 'settings'] as const,
  outbox: ['reminders', 'outbox'] as const,
  student: (id: string) => ['reminders', 'student', id] as const,
}

/** Which reminders go to students, and when the lesson's goes. */
export const reminderSettingsQuery = () =>
  queryOptions({ queryKey: keys.settings, queryFn: () => api.get('/reminders/settings') })

export function useSaveReminderSettings() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) => api.put('/reminders/settings', input),
    onSuccess: (saved) => qc.setQueryData(keys.settings, saved),
  })
}

/** 'Para enviar': the messages waiting for the coach's tap, and what went today. */
export const reminderOutboxQuery = () =>
  queryOptions({ queryKey: keys.outbox, queryFn: () => api.get('/reminders/outbox') })

/** The coach opened a message in WhatsApp: it moves to 'Enviadas hoje'. */
export function useMarkSent() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(`/reminders/messages/${id}/sent`),
    onSettled: () => qc.invalidateQueries({ queryKey: ['reminders'] }),
  })
}

/** A student's consents and the messages planned for them. */
export const studentRemindersQuery = (studentId: string) =>
  queryOptions({
    queryKey: keys.student(studentId),
    queryFn: () => api.get(`/students/${studentId}/reminders`),
  })

export function useRecordConsent(studentId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ConsentInput) => api.put(`/students/${studentId}/consents`, input),
    onSuccess: (data) => {
      qc.setQueryData(keys.student(studentId), data)
      void qc.invalidateQueries({ queryKey: keys.outbox })
    },
  })
}
