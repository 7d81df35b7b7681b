import '~/locales/reports'
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet'
import { ReportCard } from '~/components/report-card'
import { Button } from '~/components/ui/button'
import { formatDate } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { exportCsvUrl, type Period } from '../api'

/** 'Exportar para o contador': the period's payments and packages as CSV. */
export function ExportsCard({ period, className }: { period: Period; className?: string }) {
  const { t } = useTranslation('reports')
  const range = t('period.range', { from: formatDate(period.from), to: formatDate(period.to) })
  return (
    <section aria-label={t('exports.title')} className={className}>
      <ReportCard level="h2" title={t('exports.title')}>
        <p className="text-muted-foreground text-sm">{t('exports.help', { range })}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={exportCsvUrl('payments', period)} download>
              <FileSpreadsheet aria-hidden />
              {t('exports.payments')}
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={exportCsvUrl('packages', period)} download>
              <FileSpreadsheet aria-hidden />
              {t('exports.packages')}
            </a>
          </Button>
        </div>
      </ReportCard>
    </section>
  )
}
