import '~/locales/new-session'
import { LIMITS } from '@shared/constants'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import { Button } from '~/components/ui/button'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { useTranslation } from '~/lib/i18n'
import { sessionDateError, toLocalInputValue } from '~/lib/session-date'

const SESSION_DATE_ID = 'new-session-date'

/** The class as a whole: when it happened (default now, never in the future) and its notes. */
export function SessionDetailsFields({
  date,
  dateEdited,
  fromLesson = false,
  notes,
  onDateChange,
  onDateReset,
  onNotesChange,
  dateRef,
  errors = {},
}: {
  date: string
  /** Untouched, the class is registered at the moment it is saved. */
  dateEdited: boolean
  /** Registering an agenda lesson: untouched, the class is dated at the lesson's start. */
  fromLesson?: boolean
  notes: string
  onDateChange: (value: string) => void
  onDateReset: () => void
  onNotesChange: (value: string) => void
  dateRef?: React.Ref<HTMLInputElement>
  /** Issues of the last save (the shared schema's or the server's), by field. */
  errors?: { date?: string; notes?: string }
}) {
  const { t } = useTranslation('new-session')
  const dateError = (dateEdited ? sessionDateError(date) : null) ?? errors.date
  const notesError = errors.notes
  const dateHint = t(fromLesson && !dateEdited ? 'details.dateLessonHint' : 'details.dateHint')
  const notesHint = t('details.notesCount', { count: notes.length, max: LIMITS.sessionNotesMax })

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,18rem)_1fr]">
      <div className="grid content-start gap-2">
        <FormField
          label={t('details.date')}
          htmlFor={SESSION_DATE_ID}
          error={dateError}
          hint={dateHint}
        >
          <Input
            ref={dateRef}
            type="datetime-local"
            value={date}
            // a lesson later today shows its start, past 'now': the limit applies to edits
            max={dateEdited || !fromLesson ? toLocalInputValue(new Date()) : undefined}
            onChange={(e) => onDateChange(e.target.value)}
            {...fieldA11y(SESSION_DATE_ID, dateError, dateHint)}
          />
        </FormField>
        {dateEdited && (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start"
            onClick={onDateReset}
          >
            <RotateCcw aria-hidden />
            {t('details.dateNow')}
          </Button>
        )}
      </div>
      <FormField
        label={t('details.notes')}
        htmlFor="new-session-notes"
        hint={notesHint}
        error={notesError}
      >
        <Textarea
          rows={3}
          value={notes}
          maxLength={LIMITS.sessionNotesMax}
          placeholder={t('details.notesPlaceholder')}
          onChange={(e) => onNotesChange(e.target.value)}
          {...fieldA11y('new-session-notes', notesError, notesHint)}
        />
      </FormField>
    </div>
  )
}
