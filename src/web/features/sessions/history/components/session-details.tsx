import '~/locales/session-history'
import { LIMITS } from '@shared/constants'
import { shortId } from '@shared/domain/package-status'
import type { SessionDto } from '@shared/schemas/sessions.response'
import PackagePlus from 'lucide-react/icons/package-plus'
import { useState } from 'react'
import { Link } from 'react-router'
import { StarRating } from '~/components/star-rating'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { VoiceNoteList } from '~/features/voice-notes/components/voice-note-list'
import { focusTagLabel } from '~/lib/focus-tags'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { AssignPackageDialog } from './assign-package-dialog'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h4 className="font-semibold text-sm">{title}</h4>
      {children}
    </section>
  )
}

/** The expanded content of a session card (spec §2 Session history). */
export function SessionDetails({ session }: { session: SessionDto }) {
  const { t } = useTranslation('session-history')
  const [assigning, setAssigning] = useState<{ studentId: string; name: string } | null>(null)
  const unassigned = session.assignments.filter((a) => a.packageId === null)

  return (
    <div className="grid gap-5 border-t px-4 py-4 sm:px-5">
      {unassigned.length > 0 && (
        <Section title={t('card.assignTitle')}>
          <p className="text-muted-foreground text-sm">{t('card.assignHint')}</p>
          <ul className="grid gap-2">
            {unassigned.map((a) => (
              <li
                key={a.studentId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2"
              >
                <span className="font-medium text-sm text-warning-soft-foreground">
                  {a.studentName}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="h-10"
                  aria-label={t('card.assignFor', { name: a.studentName })}
                  onClick={() => setAssigning({ studentId: a.studentId, name: a.studentName })}
                >
                  <PackagePlus aria-hidden />
                  {t('card.assign')}
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title={t('card.consumedTitle')}>
        <ul className="grid gap-1.5 text-sm">
          {session.assignments.map((a) => (
            <li key={a.studentId} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{a.studentName}</span>
              {a.packageId ? (
                <span className="text-muted-foreground tabular-nums">
                  {t('card.packageId', { id: shortId(a.packageId) })}
                  {a.packageTotalClasses !== null &&
                    ` · ${t('card.classes', { count: a.packageTotalClasses })}`}
                  {a.packagePurchaseDate &&
                    ` · ${t('card.purchasedOn', { date: formatDate(a.packagePurchaseDate) })}`}
                </span>
              ) : (
                <span className="text-warning-soft-foreground">{t('card.noPackage')}</span>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('card.feedbacksTitle')}>
        {session.feedbacks.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('card.noFeedbacks')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {session.feedbacks.map((f) => {
              const shown = f.tags.slice(0, LIMITS.historyTagsShown)
              const more = f.tags.length - shown.length
              return (
                <li key={f.studentId} className="grid content-start rounded-lg border">
                  <Link
                    to={`/app/students/${f.studentId}`}
                    title={t('card.openStudent', { name: f.studentName })}
                    className="grid content-start gap-1.5 rounded-lg p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium text-sm">{f.studentName}</span>
                      <span className="flex items-center gap-1.5">
                        <StarRating
                          rating={f.rating}
                          label={t('card.ratingLabel', { rating: f.rating })}
                        />
                        <span className="font-medium text-sm tabular-nums">
                          {t('card.rating', { rating: f.rating })}
                        </span>
                      </span>
                    </span>
                    {f.notes && (
                      <span className="line-clamp-2 text-muted-foreground text-sm">{f.notes}</span>
                    )}
                    {f.tags.length > 0 && (
                      <span className="flex flex-wrap gap-1">
                        {shown.map((tag) => (
                          <Badge key={tag} variant="secondary">
                            {focusTagLabel(tag)}
                          </Badge>
                        ))}
                        {more > 0 && (
                          <Badge variant="outline">{t('card.moreTags', { count: more })}</Badge>
                        )}
                      </span>
                    )}
                  </Link>
                  {/* the players sit outside the link: a control inside a link is not operable */}
                  <VoiceNoteList notes={f.voiceNotes} name={f.studentName} className="px-3 pb-3" />
                </li>
              )
            })}
          </ul>
        )}
      </Section>

      <Section title={t('card.notesTitle')}>
        <p className="whitespace-pre-line text-muted-foreground text-sm">
          {session.notes?.trim() || t('card.noNotes')}
        </p>
      </Section>

      <AssignPackageDialog
        session={session}
        student={assigning}
        onClose={() => setAssigning(null)}
      />
    </div>
  )
}
