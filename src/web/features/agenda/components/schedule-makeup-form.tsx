import '~/locales/attendance'
import { AGENDA_LIMITS } from '@shared/constants'
import { addDaysIso } from '@shared/domain/dates'
import { lessonCreateSchema } from '@shared/schemas/agenda'
import type { LessonConflict } from '@shared/schemas/common.response'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { ApiError } from '~/lib/api-client'
import { splitIssues } from '~/lib/form-errors'
import { coachToday, formatClock, formatDayMonth } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { useCreateLesson } from '../api/lessons'
import { OverlapDialog } from './overlap-dialog'

import type { MakeupTarget } from './schedule-makeup'

type Field = 'date' | 'time' | 'durationMinutes'

/** The 'Agendar reposição' dialog, open from its first render (it is mounted on the tap). */
export default function MakeupDialog({
  target,
  names,
  onClose,
}: {
  target: MakeupTarget
  names: string
  onClose: () => void
}) {
  const { t } = useTranslation('attendance')
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('schedule.title')}</DialogTitle>
          <DialogDescription>
            {t('schedule.description', {
              names,
              reason: t(`outcome.${target.outcome}`),
              date: formatDayMonth(target.date),
              time: formatClock(target.time),
            })}
          </DialogDescription>
        </DialogHeader>
        <MakeupForm target={target} onDone={onClose} />
      </DialogContent>
    </Dialog>
  )
}

/** The make-up's day, time and length. */
function MakeupForm({ target, onDone }: { target: MakeupTarget; onDone: () => void }) {
  const { t } = useTranslation('attendance')
  const id = useId()
  const create = useCreateLesson()
  const [date, setDate] = useState(() => addDaysIso(coachToday(), 1))
  const [time, setTime] = useState(target.time)
  const [duration, setDuration] = useState(String(target.durationMinutes))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [conflicts, setConflicts] = useState<LessonConflict[] | null>(null)

  const save = async (confirmOverlap: boolean) => {
    const input = {
      date,
      time,
      durationMinutes: Number(duration),
      studentIds: target.students.map((s) => s.id),
      clubId: target.clubId,
      makeupOf: target.owedLessonId,
      confirmOverlap,
    }
    const checked = lessonCreateSchema.safeParse(input)
    const fieldOf = (path: string) =>
      path === 'date' || path === 'time' || path === 'durationMinutes' ? path : null
    if (!checked.success) {
      const { fields, rest } = splitIssues(checked.error, fieldOf)
      setErrors(fields)
      if (rest.length) toastError(t('schedule.error'), checked.error)
      return
    }
    setErrors({})
    try {
      const lesson = await create.mutateAsync(input)
      setConflicts(null)
      toastSuccess(
        t('schedule.saved', { date: formatDayMonth(lesson.date), time: formatClock(lesson.time) }),
      )
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LESSON_OVERLAP') {
        setConflicts(error.conflicts)
        return
      }
      setConflicts(null)
      const { fields, rest } = splitIssues(error, fieldOf)
      setErrors(fields)
      if (!Object.keys(fields).length || rest.length) toastError(t('schedule.error'), error)
    }
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save(false)
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('schedule.date')} htmlFor={`${id}-date`} error={errors.date}>
          <Input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            {...fieldA11y(`${id}-date`, errors.date)}
          />
        </FormField>
        <FormField label={t('schedule.time')} htmlFor={`${id}-time`} error={errors.time}>
          <Input
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            {...fieldA11y(`${id}-time`, errors.time)}
          />
        </FormField>
      </div>
      <FormField
        label={t('schedule.duration')}
        htmlFor={`${id}-duration`}
        error={errors.durationMinutes}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={AGENDA_LIMITS.durationMin}
          max={AGENDA_LIMITS.durationMax}
          step={5}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          {...fieldA11y(`${id}-duration`, errors.durationMinutes)}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('schedule.back')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('schedule.saving') : t('schedule.save')}
        </Button>
      </DialogFooter>
      <OverlapDialog
        conflicts={conflicts}
        pending={create.isPending}
        onConfirm={() => void save(true)}
        onBack={() => setConflicts(null)}
      />
    </form>
  )
}
