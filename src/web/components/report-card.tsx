import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

/** The cards of the reports (the student's progress; the coach's reports). */

/** A card of the report: a title, an optional line beside it, and its content. */
export function ReportCard({
  title,
  aside,
  children,
  className,
  level = 'h3',
}: {
  title: string
  aside?: ReactNode
  children: ReactNode
  className?: string
  /** The heading's level: h3 inside a tab (progress), h2 for a screen's sections (reports). */
  level?: 'h2' | 'h3'
}) {
  const Heading = level
  return (
    <Card
      className={cn(
        'gap-3 py-4 sm:py-5 print:break-inside-avoid print:gap-1.5 print:py-2 print:shadow-none',
        className,
      )}
    >
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 sm:px-5 print:px-3">
        <CardTitle asChild className="text-base print:text-sm">
          <Heading>{title}</Heading>
        </CardTitle>
        {aside}
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:px-5 print:gap-1.5 print:px-3">
        {children}
      </CardContent>
    </Card>
  )
}

/**
 * A chart's numbers as a table (a table alternative for screen readers), behind
 * 'Ver como tabela' for anyone who prefers reading the numbers. Not printed: the chart is.
 */
export function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string
  headers: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  const { t } = useTranslation()
  return (
    <details className="group text-sm print:hidden">
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-md font-medium text-primary underline-offset-4 hover:underline">
        {t('seeTable')}
      </summary>
      <DataTable caption={caption} headers={headers} rows={rows} className="mt-2" />
    </details>
  )
}

/** A table of figures (new and lost, retention, methods, students at risk; a chart's numbers). */
export function DataTable({
  caption,
  headers,
  rows,
  footer,
  className,
}: {
  caption: string
  headers: string[]
  rows: { key: string; cells: ReactNode[] }[]
  footer?: ReactNode[]
  className?: string
}) {
  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            {headers.map((h) => (
              <th key={h} scope="col" className="px-2 py-1.5 font-medium text-muted-foreground">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              {row.cells.map((cell, i) => (
                <td key={i} className="px-2 py-1.5 align-top tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="border-t font-semibold">
              {footer.map((cell, i) => (
                <td key={i} className="px-2 py-1.5 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  )
}
