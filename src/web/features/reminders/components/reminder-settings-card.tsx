import '~/locales/reminders'
import { REMINDERS } from '@shared/constants'
import type { ReminderSettingsInput } from '@shared/schemas/reminders'
import { useQuery } from '@tanstack/react-query'
import BellRing from 'lucide-react/icons/bell-ring'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Skeleton } from '~/components/ui/skeleton'
import { Switch } from '~/components/ui/switch'
import { useTranslation } from '~/lib/i18n'
import { localMessage } from '~/lib/messages'
import { toastError, toastSuccess } from '~/lib/toast'
import { reminderSettingsQuery, useSaveReminderSettings } from '../api'
import { hoursProblem } from '../lib/settings'

type Toggle = 'creditsLow' | 'packageExpiring' | 'paymentDue' | 'classSummary'
const TOGGLES: Toggle[] = ['creditsLow', 'packageExpiring', 'paymentDue', 'classSummary']

/**
 * 'Lembretes aos alunos' on 'Meu Perfil': each kind on or off, and when the lesson's reminder
 * goes. Nothing reaches a student without their consent (on the student's profile).
 */
export function ReminderSettingsCard() {
  const { t } = useTranslation('reminders')
  const query = useQuery(reminderSettingsQuery())
  return (
    <section aria-labelledby="reminder-settings-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="reminder-settings-title" className="flex items-center gap-2 text-lg">
              <BellRing aria-hidden className="size-5 text-primary" />
              {t('settings.title')}
            </h2>
          </CardTitle>
          <p className="text-muted-foreground text-sm">{t('settings.description')}</p>
        </CardHeader>
        <CardContent>
          {query.data ? (
            <SettingsForm saved={query.data} />
          ) : query.isError ? (
            <p className="text-destructive text-sm">{t('settings.error')}</p>
          ) : (
            <Skeleton className="h-40 w-full" />
          )}
        </CardContent>
      </Card>
    </section>
  )
}

function SettingsForm({ saved }: { saved: ReminderSettingsInput }) {
  const { t } = useTranslation('reminders')
  const save = useSaveReminderSettings()
  const [values, setValues] = useState(saved)
  const [hours, setHours] = useState(String(saved.lessonHours))
  useEffect(() => {
    setValues(saved)
    setHours(String(saved.lessonHours))
  }, [saved])
  const problem = values.lessonMode === 'hours_before' ? hoursProblem(hours) : null
  const set = <K extends keyof ReminderSettingsInput>(key: K, value: ReminderSettingsInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (problem) return
    const lessonHours = values.lessonMode === 'hours_before' ? Number(hours) : values.lessonHours
    save.mutate(
      { ...values, lessonHours },
      {
        onSuccess: () => toastSuccess(t('settings.saved')),
        onError: (error) => toastError(t('settings.error'), error),
      },
    )
  }
  return (
    <form className="grid max-w-xl gap-5" onSubmit={submit} noValidate>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="reminder-lesson">{t('settings.lesson')}</Label>
        <Switch
          id="reminder-lesson"
          checked={values.lesson}
          onCheckedChange={(on) => set('lesson', on)}
        />
      </div>
      {values.lesson ? (
        <LessonTiming
          mode={values.lessonMode}
          onMode={(mode) => set('lessonMode', mode)}
          hours={hours}
          onHours={setHours}
          problem={problem}
        />
      ) : null}
      {TOGGLES.map((key) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <Label htmlFor={`reminder-${key}`}>{t(`settings.${key}`)}</Label>
          <Switch
            id={`reminder-${key}`}
            checked={values[key]}
            onCheckedChange={(on) => set(key, on)}
          />
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button asChild variant="link" className="px-0">
          <Link to="/app/reminders">{t('settings.outbox')}</Link>
        </Button>
      </div>
    </form>
  )
}

/** When the lesson's reminder goes: the evening before, or a number of hours before. */
function LessonTiming({
  mode,
  onMode,
  hours,
  onHours,
  problem,
}: {
  mode: ReminderSettingsInput['lessonMode']
  onMode: (mode: ReminderSettingsInput['lessonMode']) => void
  hours: string
  onHours: (hours: string) => void
  problem: string | null
}) {
  const { t } = useTranslation('reminders')
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="reminder-mode">{t('settings.when')}</Label>
        <NativeSelect
          id="reminder-mode"
          value={mode}
          onChange={(e) => onMode(e.target.value as ReminderSettingsInput['lessonMode'])}
        >
          <option value="evening_before">{t('settings.eveningBefore')}</option>
          <option value="hours_before">{t('settings.hoursBefore')}</option>
        </NativeSelect>
      </div>
      {mode === 'hours_before' ? (
        <div className="grid gap-2">
          <Label htmlFor="reminder-hours">{t('settings.hours')}</Label>
          <Input
            id="reminder-hours"
            type="number"
            inputMode="numeric"
            min={REMINDERS.hoursBeforeMin}
            max={REMINDERS.hoursBeforeMax}
            className="w-32"
            value={hours}
            onChange={(e) => onHours(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby="reminder-hours-error"
          />
          <p id="reminder-hours-error" role="alert" className="text-destructive text-sm">
            {problem ? localMessage(problem) : null}
          </p>
        </div>
      ) : null}
    </div>
  )
}
