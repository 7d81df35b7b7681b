import '~/locales/student-history'
import type { StudentFeedbackDto } from '@shared/schemas/sessions.response'
import Pencil from 'lucide-react/icons/pencil'
import { useEffect, useRef } from 'react'
import { StarRating } from '~/components/star-rating'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { VoiceNoteList } from '~/features/voice-notes/components/voice-note-list'
import { focusTagLabel } from '~/lib/focus-tags'
import { formatLongDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { FeedbacksTabEditor } from './feedbacks-tab-editor'

/** One feedback of the history: read view, or the inline editor when it is the one edited. */
export function FeedbacksTabItem({
  studentId,
  feedback,
  editing,
  onEdit,
  onDone,
}: {
  studentId: string
  feedback: StudentFeedbackDto
  editing: boolean
  onEdit: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('student-history')
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(editing)
  const date = formatLongDate(feedback.date)

  // Back from the editor (saved, cancelled): focus returns to this feedback's edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  return (
    <li
      aria-label={editing ? t('feedbacks.editing', { date }) : undefined}
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-4',
        editing && 'border-primary/50 ring-2 ring-primary/15',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-medium first-letter:uppercase">{date}</h3>
          {!editing && (
            <div className="flex items-center gap-2">
              <StarRating
                rating={feedback.rating}
                label={t('feedbacks.itemRating', { rating: feedback.rating })}
              />
              <span className="text-muted-foreground text-sm tabular-nums" aria-hidden>
                {feedback.rating}/5
              </span>
            </div>
          )}
        </div>
        {!editing && (
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            aria-label={t('feedbacks.edit')}
            onClick={onEdit}
            className="-mt-1 -mr-2 shrink-0"
          >
            <Pencil aria-hidden />
          </Button>
        )}
      </div>
      {editing ? (
        <FeedbacksTabEditor studentId={studentId} feedback={feedback} onDone={onDone} />
      ) : (
        <>
          {feedback.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {feedback.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{focusTagLabel(tag)}</Badge>
                </li>
              ))}
            </ul>
          )}
          {feedback.notes ? (
            <p className="whitespace-pre-wrap break-words text-sm">{feedback.notes}</p>
          ) : (
            <p className="text-muted-foreground text-sm">{t('feedbacks.noNotes')}</p>
          )}
          <VoiceNoteList notes={feedback.voiceNotes} shareable />
        </>
      )}
    </li>
  )
}
