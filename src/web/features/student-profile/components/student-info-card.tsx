import '~/locales/student-profile'
import '~/locales/payments'
import { initial } from '@shared/domain/names'
import { formatPhone, phoneLinks } from '@shared/domain/phone'
import type { StudentDetail } from '@shared/schemas/students.response'
import Mail from 'lucide-react/icons/mail'
import MessageCircle from 'lucide-react/icons/message-circle'
import Phone from 'lucide-react/icons/phone'
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'
import { CreditBadge } from '~/components/credit-badge'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { studentLabel } from '~/lib/student-label'
import { useWorldPhones } from '~/lib/world-phones'

/** The profile's header card: who the student is and how to reach them. */
export function StudentInfoCard({
  student,
  footer,
}: {
  student: StudentDetail
  /** Under the notes: the 'Apagar dados pessoais' action. */
  footer?: React.ReactNode
}) {
  const { t } = useTranslation('student-profile')
  const { t: tp } = useTranslation('payments')
  useWorldPhones(student.phone)
  const links = phoneLinks(student.phone)
  const details: [string, string][] = [
    [t('fields.gender'), studentLabel('gender', student.gender)],
    [t('fields.type'), studentLabel('type', student.type)],
    [t('fields.classe'), studentLabel('classe', student.classe)],
  ]

  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex items-start gap-4">
          <div
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xl"
          >
            {initial(student.name)}
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="flex min-w-0 items-center gap-2 wrap-anywhere font-semibold text-xl">
              {student.name}
              {student.hasOpenAlert && (
                <AlertTriangle
                  className="size-5 shrink-0 text-destructive"
                  role="img"
                  aria-label={t('info.openAlert')}
                />
              )}
            </h2>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <CreditBadge credits={student.credits} />
              <Badge variant={student.status === 'active' ? 'secondary' : 'outline'}>
                {studentLabel('status', student.status)}
              </Badge>
            </div>
            {student.balanceDueCents > 0 && (
              <p className="mt-2 font-medium text-destructive-soft-foreground text-sm">
                {tp('student.balance', { amount: formatMoney(student.balanceDueCents) })}
                {student.overdueCents > 0 && (
                  <span className="font-normal">
                    {' · '}
                    {tp('student.overdue', { amount: formatMoney(student.overdueCents) })}
                  </span>
                )}
              </p>
            )}
          </div>
        </div>
        <div className="grid gap-2 text-sm sm:grid-cols-2">
          <p className="flex min-w-0 items-center gap-2">
            <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="sr-only">{t('fields.email')}: </span>
            <span className={student.email ? 'truncate' : 'text-muted-foreground'}>
              {student.email ?? t('info.noEmail')}
            </span>
          </p>
          <div className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="sr-only">{t('fields.phone')}: </span>
            <span className="tabular-nums">{formatPhone(student.phone) || t('info.noPhone')}</span>
            {links && (
              <span className="ml-1 flex gap-1">
                <Button asChild variant="outline" size="icon" className="size-11 rounded-full">
                  <a href={links.tel} aria-label={t('info.call', { name: student.name })}>
                    <Phone className="size-5" aria-hidden />
                  </a>
                </Button>
                {links.whatsapp && (
                  <Button asChild variant="outline" size="icon" className="size-11 rounded-full">
                    <a
                      href={links.whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('info.whatsapp', { name: student.name })}
                    >
                      <MessageCircle className="size-5" aria-hidden />
                    </a>
                  </Button>
                )}
              </span>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="text-sm">
          <h3 className="mb-1 font-medium">{t('fields.notes')}</h3>
          <p className="whitespace-pre-line text-muted-foreground">
            {student.notes || t('info.noNotes')}
          </p>
        </div>
        {footer && <div className="flex justify-end border-t pt-3">{footer}</div>}
      </CardContent>
    </Card>
  )
}
