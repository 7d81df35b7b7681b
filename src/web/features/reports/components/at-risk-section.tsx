import '~/locales/reports'
import { MONEY_LIMITS } from '@shared/constants'
import { daysBetween, type IsoDate } from '@shared/domain/dates'
import { whatsappUrl } from '@shared/domain/whatsapp'
import type { AtRiskPage } from '@shared/schemas/reports.response'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import MessageCircle from 'lucide-react/icons/message-circle'
import { useState } from 'react'
import { Link } from 'react-router'
import { Pagination } from '~/components/pagination'
import { DataTable } from '~/components/report-card'
import { Button } from '~/components/ui/button'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { atRiskCsvUrl, atRiskQuery } from '../api'
import { ReportSection } from './report-section'

type Item = AtRiskPage['items'][number]

/**
 * Students at risk (no class in 21 days, credits used up, or an expired package with no new
 * one), one page at a time, each with a WhatsApp link when there is a phone. Not tied to the
 * period: it is about today.
 */
export function AtRiskSection({ today, className }: { today: IsoDate; className?: string }) {
  const { t } = useTranslation('reports')
  const [page, setPage] = useState(1)
  const q = useQuery({ ...atRiskQuery(page), placeholderData: keepPreviousData })

  const reason = (item: Item) => {
    if (item.reason !== 'no_recent_class') return t(`atRisk.reasons.${item.reason}`)
    if (item.lastClassDate === null) return t('atRisk.reasons.no_recent_class_never')
    return t('atRisk.reasons.no_recent_class', {
      days: daysBetween(item.lastClassDate, today),
    })
  }

  const whatsapp = (item: Item) => {
    if (!item.whatsappPhone)
      return <span className="text-muted-foreground">{t('atRisk.noPhone')}</span>
    const firstName = item.name.trim().split(/\s+/)[0] ?? item.name
    return (
      <Button variant="outline" size="sm" asChild>
        <a
          href={whatsappUrl(
            item.whatsappPhone,
            // written to the student: in the student's language, not the coach's
            t(`atRisk.messages.${item.reason}`, { name: firstName, lng: item.language }),
          )}
          target="_blank"
          rel="noreferrer"
          aria-label={t('atRisk.whatsappLabel', { name: item.name })}
        >
          <MessageCircle aria-hidden />
          <span className="hidden sm:inline">{t('atRisk.whatsapp')}</span>
        </a>
      </Button>
    )
  }

  return (
    <ReportSection<AtRiskPage>
      title={t('atRisk.title')}
      query={q}
      className={className}
      csvHref={atRiskCsvUrl()}
      isEmpty={(r) => r.total === 0}
      emptyText={t('atRisk.empty')}
      aside={(r) => (
        <span className="font-semibold text-base">{t('atRisk.total', { count: r.total })}</span>
      )}
    >
      {(r) => (
        <>
          <p className="text-muted-foreground text-xs">
            {t('atRisk.help', { days: MONEY_LIMITS.atRiskDays })}
          </p>
          <DataTable
            caption={t('atRisk.title')}
            headers={[
              t('atRisk.student'),
              t('atRisk.reason'),
              t('atRisk.lastClass'),
              t('atRisk.contact'),
            ]}
            rows={r.items.map((item) => ({
              key: item.studentId,
              cells: [
                <Link
                  key="name"
                  to={`/app/students/${item.studentId}`}
                  className="font-medium text-foreground underline-offset-4 hover:underline"
                >
                  {item.name}
                </Link>,
                reason(item),
                item.lastClassDate ? formatDate(item.lastClassDate) : t('atRisk.never'),
                whatsapp(item),
              ],
            }))}
          />
          <Pagination
            page={r.page}
            totalPages={Math.max(1, Math.ceil(r.total / r.pageSize))}
            onPageChange={setPage}
          />
        </>
      )}
    </ReportSection>
  )
}
