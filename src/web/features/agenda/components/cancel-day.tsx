import '~/locales/agenda'
import type { DayCancelReason } from '@shared/constants'
import { isIsoDate } from '@shared/domain/dates'
import type { AgendaOccurrence } from '@shared/schemas/agenda.response'
import { useQuery } from '@tanstack/react-query'
import CloudRain from 'lucide-react/icons/cloud-rain'
import Undo2 from 'lucide-react/icons/undo-2'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ChoiceToggles } from '~/components/choice-toggles'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
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
import { Label } from '~/components/ui/label'
import { Skeleton } from '~/components/ui/skeleton'
import { formatClock } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { toastError } from '~/lib/toast'
import { agendaQuery, useCancelDay, useUndoDayCancel } from '../api/lessons'
import { longDayLabel } from '../lib/week'
import { useLessonSummary } from './lesson-bits'

/** A lesson 'Cancelar o dia' can call off: still scheduled, not registered. */
const cancellable = (o: AgendaOccurrence) => o.status === 'scheduled' && !o.sessionId

/** Undo of a cancelled day, for the toast's action and the day's banner. */
function useUndo() {
  const { t } = useTranslation('agenda')
  const undo = useUndoDayCancel()
  return {
    pending: undo.isPending,
    run: async (date: string) => {
      try {
        await undo.mutateAsync(date)
        toast.success(t('cancelDay.undone'))
      } catch (error) {
        toastError(t('cancelDay.undoError'), error)
      }
    },
  }
}

/**
 * 'Cancelar o dia' (a rainy day, the coach unavailable): every lesson of a day still scheduled
 * and not registered is cancelled at once — the ones ticked — and their students are owed a
 * make-up; one write on the server, and 'Desfazer' puts the day back as it was.
 */
export function CancelDayButton({ day }: { day: string }) {
  const { t } = useTranslation('agenda')
  const [open, setOpen] = useState(false)
  // here, not in the form: the toast's 'Desfazer' comes after the dialog has closed
  const undo = useUndo()
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CloudRain aria-hidden />
        {t('cancelDay.action')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('cancelDay.title')}</DialogTitle>
            <DialogDescription>{t('cancelDay.description')}</DialogDescription>
          </DialogHeader>
          {open && <CancelDayForm initialDay={day} undo={undo.run} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  )
}

function CancelDayForm({
  initialDay,
  undo,
  onDone,
}: {
  initialDay: string
  undo: (day: string) => Promise<void>
  onDone: () => void
}) {
  const { t, i18n } = useTranslation('agenda')
  const id = useId()
  const summary = useLessonSummary()
  const [day, setDay] = useState(initialDay)
  const [reason, setReason] = useState<DayCancelReason | null>('rain')
  const [unticked, setUnticked] = useState<Set<string>>(new Set())
  const [reasonError, setReasonError] = useState<string | undefined>()
  const validDay = isIsoDate(day)
  const lessons = useQuery({ ...agendaQuery(day, day), enabled: validDay })
  const cancel = useCancelDay()
  const items = (lessons.data?.items ?? []).filter((o) => o.date === day)
  const open = items.filter(cancellable)
  const left = items.length - open.length
  const chosen = open.filter((o) => !unticked.has(o.id))
  const toggle = (lessonId: string, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev)
      if (on) next.delete(lessonId)
      else next.add(lessonId)
      return next
    })

  const submit = async () => {
    if (!reason) {
      setReasonError(t('cancelDay.reasonRequired'))
      return
    }
    try {
      const done = await cancel.mutateAsync({
        date: day,
        input: {
          reason,
          // every lesson of the day unless the coach left some out
          ...(chosen.length < open.length ? { lessonIds: chosen.map((o) => o.id) } : {}),
        },
      })
      toast.success(t('cancelDay.done', { count: done.lessonIds.length }), {
        description: longDayLabel(day, i18n.language),
        action: { label: t('cancelDay.undo'), onClick: () => void undo(day) },
        duration: 10_000,
      })
      onDone()
    } catch (error) {
      toastError(t('cancelDay.error'), error)
    }
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <FormField label={t('cancelDay.day')} htmlFor={`${id}-day`}>
        <Input
          type="date"
          value={day}
          onChange={(e) => {
            setDay(e.target.value)
            setUnticked(new Set())
          }}
          {...fieldA11y(`${id}-day`)}
        />
      </FormField>
      <ChoiceToggles
        id={`${id}-reason`}
        label={t('cancelDay.reason')}
        options={[
          { value: 'rain', label: t('cancelDay.reasons.rain') },
          { value: 'teacher_cancelled', label: t('cancelDay.reasons.teacher_cancelled') },
        ]}
        value={reason}
        onChange={(v) => {
          setReason(v)
          setReasonError(undefined)
        }}
        required
        error={reasonError}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">
          {validDay ? t('cancelDay.lessons', { day: longDayLabel(day, i18n.language) }) : null}
        </legend>
        {!validDay ? null : lessons.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : open.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('cancelDay.none')}</p>
        ) : (
          <ul className="grid max-h-64 gap-1 overflow-y-auto" data-testid="cancel-day-lessons">
            {open.map((o) => {
              const boxId = `${id}-${o.id}`
              return (
                <li key={o.id} className="flex min-h-11 items-center gap-3 rounded-md border px-3">
                  <Checkbox
                    id={boxId}
                    checked={!unticked.has(o.id)}
                    onCheckedChange={(v) => toggle(o.id, v === true)}
                  />
                  <Label htmlFor={boxId} className="min-w-0 flex-1 py-2 font-normal">
                    <span className="font-semibold tabular-nums">{formatClock(o.time)}</span>
                    <span className="min-w-0 break-words">{summary(o)}</span>
                  </Label>
                </li>
              )
            })}
          </ul>
        )}
        {left > 0 && (
          <p className="text-muted-foreground text-xs">{t('cancelDay.left', { count: left })}</p>
        )}
      </fieldset>
      <p className="text-muted-foreground text-sm">{t('cancelDay.effect')}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={cancel.isPending}>
          {t('cancelDay.back')}
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={cancel.isPending || chosen.length === 0 || !validDay}
        >
          {cancel.isPending
            ? t('cancelDay.pending')
            : chosen.length
              ? t('cancelDay.confirm', { count: chosen.length })
              : t('cancelDay.action')}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** A day called off with 'Cancelar o dia': says so, with 'Desfazer'. */
export function CancelledDayBanner({
  day,
  reason,
  withDay = false,
}: {
  day: string
  reason: DayCancelReason
  /** Names the day (the week's banners on a laptop). */
  withDay?: boolean
}) {
  const { t, i18n } = useTranslation('agenda')
  const undo = useUndo()
  const text = t(`cancelDay.banner.${reason}`)
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-warning/50 bg-warning-soft px-3 py-2 text-sm"
      data-testid="cancelled-day"
    >
      <p className="flex min-w-0 items-center gap-2 font-medium">
        <CloudRain className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words first-letter:uppercase">
          {withDay ? `${longDayLabel(day, i18n.language)} · ${text}` : text}
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={undo.pending}
        onClick={() => void undo.run(day)}
        aria-label={t('cancelDay.undoLabel', { day: longDayLabel(day, i18n.language) })}
      >
        <Undo2 aria-hidden />
        {t('cancelDay.undo')}
      </Button>
    </div>
  )
}
