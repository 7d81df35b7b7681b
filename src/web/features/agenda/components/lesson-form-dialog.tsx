import '~/locales/agenda'
import type { AgendaOccurrence, LessonConflict } from '@shared/api-types'
import { AGENDA_LIMITS } from '@shared/constants'
import { isoWeekday } from '@shared/domain/recurrence'
import {
  lessonCreateSchema,
  lessonSeriesCreateSchema,
  lessonUpdateSchema,
  occurrenceUpdateSchema,
} from '@shared/schemas/agenda'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { ZodType } from 'zod'
import { pressedToggleClass } from '~/components/choice-toggles'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { Textarea } from '~/components/ui/textarea'
import { Toggle } from '~/components/ui/toggle'
import { clubsQuery } from '~/features/clubs/api'
import { ClubSelect } from '~/features/clubs/components/club-select'
import { ApiError } from '~/lib/api-client'
import { applyServerIssues } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { toastError } from '~/lib/toast'
import { cn } from '~/lib/utils'
import {
  lessonSeriesQuery,
  useCreateLesson,
  useCreateSeries,
  useUpdateLesson,
  useUpdateOccurrence,
} from '../api/lessons'
import { OverlapDialog } from './overlap-dialog'
import { type PickedStudent, StudentPicker } from './student-picker'

/** What the form is for: a new lesson at a day/time, or a change of one (with its scope). */
export type LessonFormMode =
  | { kind: 'create'; date: string; time: string }
  | { kind: 'edit'; item: AgendaOccurrence; scope: 'single' | 'this' | 'following' }

export interface LessonFormValues {
  students: PickedStudent[]
  date: string
  time: string
  durationMinutes: number
  clubId: string | null
  title: string
  notes: string
  repeat: boolean
  weekdays: number[]
  noEnd: boolean
  untilDate: string
}

type Target =
  | { route: 'POST /lessons'; schema: ZodType; body: Record<string, unknown> }
  | { route: 'POST /lesson-series'; schema: ZodType; body: Record<string, unknown> }
  | { route: 'PATCH /lessons/:id'; schema: ZodType; body: Record<string, unknown> }
  | { route: 'PATCH occurrence'; schema: ZodType; body: Record<string, unknown> }

/** The request the form's values make, with the shared schema that checks it. */
export function lessonRequest(mode: LessonFormMode, v: LessonFormValues): Target {
  const common = {
    time: v.time,
    durationMinutes: Number.isFinite(v.durationMinutes) ? v.durationMinutes : undefined,
    studentIds: v.students.map((s) => s.id),
    clubId: v.clubId,
    title: v.title,
    notes: v.notes,
  }
  if (mode.kind === 'create') {
    return v.repeat
      ? {
          route: 'POST /lesson-series',
          schema: lessonSeriesCreateSchema,
          body: {
            ...common,
            weekdays: v.weekdays,
            startDate: v.date,
            untilDate: v.noEnd || !v.untilDate ? null : v.untilDate,
          },
        }
      : { route: 'POST /lessons', schema: lessonCreateSchema, body: { ...common, date: v.date } }
  }
  if (mode.scope === 'single') {
    return {
      route: 'PATCH /lessons/:id',
      schema: lessonUpdateSchema,
      body: { ...common, date: v.date },
    }
  }
  return {
    route: 'PATCH occurrence',
    schema: occurrenceUpdateSchema,
    body:
      mode.scope === 'this'
        ? { ...common, scope: 'this', date: v.date }
        : { ...common, scope: 'following', weekdays: v.weekdays },
  }
}

/** The API's field names → the form's. */
const RENAME: Record<string, keyof LessonFormValues> = {
  studentIds: 'students',
  startDate: 'date',
}
const FIELDS = [
  'students',
  'date',
  'time',
  'durationMinutes',
  'clubId',
  'title',
  'notes',
  'weekdays',
  'untilDate',
] as const satisfies readonly (keyof LessonFormValues)[]
const fieldOf = (path: string) => {
  const head = path.split('.')[0] ?? ''
  const name = RENAME[head] ?? head
  return (FIELDS as readonly string[]).includes(name) ? (name as keyof LessonFormValues) : null
}

/** The shared zod schema of the request the values make is the form's validation. */
const resolverFor =
  (mode: LessonFormMode): Resolver<LessonFormValues> =>
  async (values) => {
    const { schema, body } = lessonRequest(mode, values)
    const parsed = schema.safeParse(body)
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<LessonFormValues> = {}
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'))
      if (field && !errors[field])
        errors[field] = { type: 'validate', message: localMessage(issue.message) }
    }
    return { values: {}, errors }
  }

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

function defaults(mode: LessonFormMode): LessonFormValues {
  if (mode.kind === 'create') {
    return {
      students: [],
      date: mode.date,
      time: mode.time,
      durationMinutes: AGENDA_LIMITS.durationDefault,
      clubId: null,
      title: '',
      notes: '',
      repeat: false,
      weekdays: [isoWeekday(mode.date)],
      noEnd: true,
      untilDate: '',
    }
  }
  const { item } = mode
  return {
    students: item.students.map((s) => ({ id: s.id, name: s.name, credits: s.credits })),
    date: item.date,
    time: item.time,
    durationMinutes: item.durationMinutes,
    clubId: item.club?.id ?? null,
    title: item.title ?? '',
    notes: item.notes ?? '',
    repeat: false,
    weekdays: [isoWeekday(item.occurrenceDate ?? item.date)],
    noEnd: true,
    untilDate: '',
  }
}

/**
 * 'Nova Aula' and 'Editar aula' (issue 11): students, date, start, duration, club (the default
 * one preselected), title, notes and — for a new lesson — 'Repetir toda semana' with weekdays and
 * an optional end. Checked with the shared schema of the request it makes; the server's field
 * errors land on the fields; a 409 LESSON_OVERLAP asks to confirm and resends.
 * A dialog on desktop, a bottom sheet on phones.
 */
export function LessonFormDialog({
  mode,
  onOpenChange,
  onSaved,
}: {
  /** null: closed. */
  mode: LessonFormMode | null
  onOpenChange: (open: boolean) => void
  onSaved?: () => void
}) {
  const { t } = useTranslation('agenda')
  const title = mode?.kind === 'edit' ? t('form.editTitle') : t('form.createTitle')
  const description =
    mode?.kind === 'edit'
      ? mode.scope === 'single'
        ? t('form.editSingleDescription')
        : mode.scope === 'this'
          ? t('form.editThisDescription')
          : t('form.editFollowingDescription')
      : t('form.createDescription')
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(
          'sm:max-w-xl',
          // a bottom sheet on phones
          'max-sm:top-auto max-sm:bottom-0 max-sm:max-h-[92dvh] max-sm:max-w-full max-sm:translate-y-0 max-sm:rounded-b-none max-sm:px-4',
        )}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {mode && (
          <LessonForm
            key={mode.kind === 'edit' ? `${mode.item.id}-${mode.scope}` : 'new'}
            mode={mode}
            onCancel={() => onOpenChange(false)}
            onSaved={() => {
              onOpenChange(false)
              onSaved?.()
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function LessonForm({
  mode,
  onCancel,
  onSaved,
}: {
  mode: LessonFormMode
  onCancel: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('agenda')
  const form = useForm<LessonFormValues>({
    resolver: resolverFor(mode),
    defaultValues: defaults(mode),
  })
  const { errors, isSubmitting } = form.formState
  const repeat = form.watch('repeat')
  const noEnd = form.watch('noEnd')
  const isCreate = mode.kind === 'create'
  const following = mode.kind === 'edit' && mode.scope === 'following'
  const showWeekdays = (isCreate && repeat) || following

  // a new lesson starts at the coach's default club
  const clubs = useQuery(clubsQuery())
  const defaultClub = clubs.data?.find((c) => c.isDefault)?.id
  useEffect(() => {
    if (isCreate && defaultClub && !form.getFieldState('clubId').isDirty) {
      form.setValue('clubId', defaultClub)
    }
  }, [isCreate, defaultClub, form])

  // 'esta e as seguintes' starts from the series' weekdays
  const seriesId = mode.kind === 'edit' && following ? mode.item.seriesId : null
  const series = useQuery({ ...lessonSeriesQuery(seriesId ?? ''), enabled: Boolean(seriesId) })
  useEffect(() => {
    if (series.data && !form.getFieldState('weekdays').isDirty) {
      form.setValue('weekdays', series.data.weekdays)
    }
  }, [series.data, form])

  const createLesson = useCreateLesson()
  const createSeries = useCreateSeries()
  const updateLesson = useUpdateLesson()
  const updateOccurrence = useUpdateOccurrence()
  const [overlap, setOverlap] = useState<{
    conflicts: LessonConflict[]
    values: LessonFormValues
  } | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const send = async (values: LessonFormValues, confirmOverlap: boolean) => {
    const request = lessonRequest(mode, values)
    const body = { ...(request.schema.parse(request.body) as object), confirmOverlap }
    switch (request.route) {
      case 'POST /lessons':
        await createLesson.mutateAsync(body as never)
        toast.success(t('form.created'))
        break
      case 'POST /lesson-series':
        await createSeries.mutateAsync(body as never)
        toast.success(t('form.seriesCreated'))
        break
      case 'PATCH /lessons/:id':
        if (mode.kind !== 'edit' || !mode.item.lessonId) throw new Error('no lesson id')
        await updateLesson.mutateAsync({ id: mode.item.lessonId, input: body as never })
        toast.success(t('form.updated'))
        break
      case 'PATCH occurrence':
        if (mode.kind !== 'edit' || !mode.item.seriesId || !mode.item.occurrenceDate) {
          throw new Error('not an occurrence')
        }
        await updateOccurrence.mutateAsync({
          seriesId: mode.item.seriesId,
          date: mode.item.occurrenceDate,
          input: body as never,
        })
        toast.success(t('form.updated'))
        break
    }
    onSaved()
  }

  const fail = (values: LessonFormValues, error: unknown) => {
    if (error instanceof ApiError && error.code === 'LESSON_OVERLAP') {
      setOverlap({ conflicts: error.conflicts, values })
      return
    }
    const onField = applyServerIssues(error, form.setError, FIELDS, {
      rename: RENAME,
      shouldFocus: true,
    })
    if (!onField) setFormError(error instanceof ApiError ? error.message : t('form.saveError'))
    toastError(t('form.saveError'), error)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await send(values, false)
    } catch (error) {
      fail(values, error)
    }
  })

  const confirmOverlap = async () => {
    if (!overlap) return
    setConfirming(true)
    try {
      await send(overlap.values, true)
      setOverlap(null)
    } catch (error) {
      setOverlap(null)
      fail(overlap.values, error)
    } finally {
      setConfirming(false)
    }
  }

  const e = (name: keyof LessonFormValues) => errors[name]?.message as string | undefined

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <Controller
        control={form.control}
        name="students"
        render={({ field }) => (
          <StudentPicker
            id="lesson-students"
            value={field.value}
            onChange={field.onChange}
            error={e('students')}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {!following && (
          <FormField
            label={isCreate && repeat ? t('form.startDate') : t('form.date')}
            htmlFor="lesson-date"
            error={e('date')}
            required
            className="col-span-2 sm:col-span-1"
          >
            <Input
              type="date"
              required
              {...fieldA11y('lesson-date', e('date'))}
              {...form.register('date')}
            />
          </FormField>
        )}
        <FormField label={t('form.time')} htmlFor="lesson-time" error={e('time')} required>
          <Input
            type="time"
            step={300}
            required
            {...fieldA11y('lesson-time', e('time'))}
            {...form.register('time')}
          />
        </FormField>
        <FormField
          label={t('form.duration')}
          htmlFor="lesson-duration"
          error={e('durationMinutes')}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={AGENDA_LIMITS.durationMin}
            max={AGENDA_LIMITS.durationMax}
            step={5}
            required
            {...fieldA11y('lesson-duration', e('durationMinutes'))}
            {...form.register('durationMinutes', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      {isCreate && (
        <Controller
          control={form.control}
          name="repeat"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-lg border p-3">
              <Switch
                id="lesson-repeat"
                checked={field.value}
                onCheckedChange={(on) => {
                  field.onChange(on)
                  if (on && !form.getFieldState('weekdays').isDirty) {
                    form.setValue('weekdays', [isoWeekday(form.getValues('date') || '2000-01-03')])
                  }
                }}
                aria-describedby="lesson-repeat-hint"
              />
              <div className="grid gap-1">
                <Label htmlFor="lesson-repeat">{t('form.repeat')}</Label>
                <p id="lesson-repeat-hint" className="text-muted-foreground text-sm">
                  {t('form.repeatHint')}
                </p>
              </div>
            </div>
          )}
        />
      )}

      {showWeekdays && (
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field }) => (
            <fieldset
              className="m-0 min-w-0 border-0 p-0"
              aria-describedby={e('weekdays') ? 'lesson-weekdays-error' : undefined}
            >
              <legend className="mb-2 flex items-center gap-1 p-0 font-medium text-sm leading-none">
                {t('form.weekdays')}
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              </legend>
              <div className="flex flex-wrap gap-1.5">
                {WEEKDAYS.map((d) => (
                  <Toggle
                    key={d}
                    variant="outline"
                    size="sm"
                    pressed={field.value.includes(d)}
                    onPressedChange={(on) =>
                      field.onChange(
                        on
                          ? [...field.value, d].sort((a, b) => a - b)
                          : field.value.filter((x) => x !== d),
                      )
                    }
                    className={cn('min-w-11', pressedToggleClass)}
                  >
                    {t(`weekdays.${d}`)}
                  </Toggle>
                ))}
              </div>
              {e('weekdays') && (
                <p
                  id="lesson-weekdays-error"
                  role="alert"
                  className="mt-2 font-medium text-destructive text-sm"
                >
                  {e('weekdays')}
                </p>
              )}
            </fieldset>
          )}
        />
      )}

      {isCreate && repeat && (
        <div className="grid gap-2">
          <Controller
            control={form.control}
            name="noEnd"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="lesson-no-end"
                  checked={field.value}
                  onCheckedChange={(c) => field.onChange(c === true)}
                />
                <Label htmlFor="lesson-no-end">{t('form.noEnd')}</Label>
              </div>
            )}
          />
          {!noEnd && (
            <FormField label={t('form.until')} htmlFor="lesson-until" error={e('untilDate')}>
              <Input
                type="date"
                {...fieldA11y('lesson-until', e('untilDate'))}
                {...form.register('untilDate')}
              />
            </FormField>
          )}
        </div>
      )}

      <FormField label={t('form.club')} htmlFor="lesson-club" error={e('clubId')}>
        <Controller
          control={form.control}
          name="clubId"
          render={({ field }) => (
            <ClubSelect id="lesson-club" value={field.value} onChange={field.onChange} />
          )}
        />
      </FormField>
      <FormField label={t('form.title')} htmlFor="lesson-title" error={e('title')}>
        <Input
          placeholder={t('form.titlePlaceholder')}
          maxLength={AGENDA_LIMITS.titleMax}
          {...fieldA11y('lesson-title', e('title'))}
          {...form.register('title')}
        />
      </FormField>
      <FormField label={t('form.notes')} htmlFor="lesson-notes" error={e('notes')}>
        <Textarea
          rows={2}
          maxLength={AGENDA_LIMITS.notesMax}
          {...fieldA11y('lesson-notes', e('notes'))}
          {...form.register('notes')}
        />
      </FormField>

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
          {isSubmitting ? t('form.saving') : isCreate ? t('form.create') : t('form.save')}
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
