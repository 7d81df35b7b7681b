import '~/locales/agenda'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import type { LessonConflict } from '@shared/schemas/common.response'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { clubsQuery } from '~/features/clubs/api'
import { ApiError } from '~/lib/api-client'
import { applyServerIssues } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import {
  lessonSeriesQuery,
  useCreateLesson,
  useCreateSeries,
  useUpdateLesson,
  useUpdateOccurrence,
} from '../api/lessons'
import {
  type LessonFormValues,
  lessonChangeResolver,
  lessonIssuePath,
  lessonValues,
  newLessonResolver,
  newLessonValues,
  occurrenceChangeResolver,
} from '../lib/lesson-form'
import { LessonFields } from './lesson-fields'
import { OverlapDialog } from './overlap-dialog'

interface FormProps {
  onCancel: () => void
  onSaved: () => void
}

/** A lesson form of the values, checked by `resolver` into the input `I` its request sends. */
function useLessonForm<I>(
  resolver: Resolver<LessonFormValues, unknown, I>,
  values: LessonFormValues,
) {
  return useForm<LessonFormValues, unknown, I>({ resolver, defaultValues: values })
}

/**
 * What every lesson form does around its fields: sends its input, and on a 409 LESSON_OVERLAP
 * asks to confirm and sends it again with `confirmOverlap`; the server's field errors land on
 * the fields, any other error under them and in a toast.
 */
function LessonFormFrame<I>({
  form,
  send,
  submitLabel,
  onCancel,
  onSaved,
  children,
}: FormProps & {
  form: UseFormReturn<LessonFormValues, unknown, I>
  /** Sends the input; resolves to the toast of its success. */
  send: (input: I, confirmOverlap: boolean) => Promise<string>
  submitLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation('agenda')
  const { isSubmitting } = form.formState
  const [overlap, setOverlap] = useState<{ conflicts: LessonConflict[]; input: I } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const save = async (input: I, confirmOverlap: boolean) => {
    toast.success(await send(input, confirmOverlap))
    onSaved()
  }

  const fail = (input: I, error: unknown) => {
    if (error instanceof ApiError && error.code === 'LESSON_OVERLAP') {
      setOverlap({ conflicts: error.conflicts, input })
      return
    }
    const onField = applyServerIssues(error, form.setError, [], {
      pathOf: lessonIssuePath,
      shouldFocus: true,
    })
    if (!onField) setFormError(error instanceof ApiError ? error.message : t('form.saveError'))
    toastError(t('form.saveError'), error)
  }

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null)
    try {
      await save(input, false)
    } catch (error) {
      fail(input, error)
    }
  })

  const confirmOverlap = async () => {
    if (!overlap) return
    setConfirming(true)
    try {
      await save(overlap.input, true)
      setOverlap(null)
    } catch (error) {
      setOverlap(null)
      fail(overlap.input, error)
    } finally {
      setConfirming(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}

      {formError && (
        <p
          role="alert"
          className="rounded-md bg-destructive-soft px-3 py-2 text-destructive-soft-foreground text-sm"
        >
          {formError}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting || confirming}>
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
      </div>

      <OverlapDialog
        conflicts={overlap?.conflicts ?? null}
        pending={confirming}
        onConfirm={() => void confirmOverlap()}
        onBack={() => setOverlap(null)}
      />
    </form>
  )
}

/** 'Nova Aula': a lesson (POST /lessons) or a weekly slot (POST /lesson-series). */
export function NewLessonForm({
  date,
  time,
  ...props
}: FormProps & { date: string; time: string }) {
  const { t } = useTranslation('agenda')
  const form = useLessonForm(newLessonResolver, newLessonValues(date, time))
  const createLesson = useCreateLesson()
  const createSeries = useCreateSeries()

  // a new lesson starts at the coach's default club
  const clubs = useQuery(clubsQuery())
  const defaultClub = clubs.data?.find((c) => c.isDefault)?.id
  useEffect(() => {
    if (defaultClub && !form.getFieldState('clubId').isDirty) form.setValue('clubId', defaultClub)
  }, [defaultClub, form])

  return (
    <LessonFormFrame
      {...props}
      form={form}
      submitLabel={t('form.create')}
      send={async (lesson, confirmOverlap) => {
        if (lesson.repeat) {
          await createSeries.mutateAsync({ ...lesson.input, confirmOverlap })
          return t('form.seriesCreated')
        }
        await createLesson.mutateAsync({ ...lesson.input, confirmOverlap })
        return t('form.created')
      }}
    >
      <LessonFields form={form} repeatable />
    </LessonFormFrame>
  )
}

/** 'Editar aula' of a lesson (PATCH /lessons/{id}). */
export function EditLessonForm({ item, ...props }: FormProps & { item: AgendaOccurrence }) {
  const { t } = useTranslation('agenda')
  const form = useLessonForm(lessonChangeResolver, lessonValues(item))
  const update = useUpdateLesson()
  return (
    <LessonFormFrame
      {...props}
      form={form}
      submitLabel={t('form.save')}
      send={async (input, confirmOverlap) => {
        if (!item.lessonId) throw new Error('no lesson id')
        await update.mutateAsync({ id: item.lessonId, input: { ...input, confirmOverlap } })
        return t('form.updated')
      }}
    >
      <LessonFields form={form} />
    </LessonFormFrame>
  )
}

/**
 * 'Editar aula' of a weekly slot's lesson (PATCH /lesson-series/{id}/occurrences/{date}):
 * 'só esta aula' (its date may change) or 'esta e as seguintes' (the series' weekdays, no date).
 */
export function EditOccurrenceForm({
  item,
  scope,
  ...props
}: FormProps & { item: AgendaOccurrence; scope: 'this' | 'following' }) {
  const { t } = useTranslation('agenda')
  const form = useLessonForm(occurrenceChangeResolver[scope], lessonValues(item))
  const update = useUpdateOccurrence()

  // 'esta e as seguintes' starts from the series' weekdays
  const seriesId = scope === 'following' ? item.seriesId : null
  const series = useQuery({ ...lessonSeriesQuery(seriesId ?? ''), enabled: Boolean(seriesId) })
  useEffect(() => {
    if (series.data && !form.getFieldState('weekdays').isDirty) {
      form.setValue('weekdays', series.data.weekdays)
    }
  }, [series.data, form])

  return (
    <LessonFormFrame
      {...props}
      form={form}
      submitLabel={t('form.save')}
      send={async (input, confirmOverlap) => {
        if (!item.seriesId || !item.occurrenceDate) throw new Error('not an occurrence')
        await update.mutateAsync({
          seriesId: item.seriesId,
          date: item.occurrenceDate,
          input: { ...input, confirmOverlap },
        })
        return t('form.updated')
      }}
    >
      <LessonFields form={form} date={scope === 'this'} weekdays={scope === 'following'} />
    </LessonFormFrame>
  )
}
