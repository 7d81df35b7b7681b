import { formatPhone } from '@shared/domain/phone'
import type { ImportField } from '@shared/schemas/student-import'
import type { ImportPreview, ImportStudent } from '@shared/schemas/student-import.response'
import Pencil from 'lucide-react/icons/pencil'
import { useState } from 'react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { formatCount, formatDate, formatMoney } from '~/lib/formats'
import { useTranslation } from '~/lib/i18n'
import { importMessageText } from '../lib/messages'
import { LineEditor } from './line-editor'

/** How many students the list shows at first, and more at each 'Mostrar mais'. */
export const STUDENTS_PAGE = 100

type Values = Partial<Record<ImportField, string>>

const ACTION_BADGE = {
  create: 'success',
  update: 'default',
  unchanged: 'secondary',
} as const

/**
 * The dry run: the counts, every line that cannot be imported (each can be corrected here),
 * the notices, skipped lines and agenda conflicts, and the students the import creates or
 * updates — a long list shown a page at a time.
 */
export function PreviewStep({
  preview,
  checking,
  editableFields,
  valuesOfLine,
  onFixLine,
}: {
  preview: ImportPreview
  checking: boolean
  editableFields: ImportField[]
  valuesOfLine: (line: number) => Values
  onFixLine: (line: number, values: Values) => void
}) {
  const { t } = useTranslation('student-import')
  const { summary } = preview

  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground text-sm">{t('preview.help')}</p>
      <SummaryCounts summary={summary} />
      <ProblemList
        problems={preview.problems}
        checking={checking}
        editableFields={editableFields}
        valuesOfLine={valuesOfLine}
        onFixLine={onFixLine}
      />
      <MessageList
        title={t('preview.conflictsTitle')}
        items={preview.conflicts.map((c) => ({
          key: `${c.lines.join()}-${c.weekday}-${c.time}`,
          text: importMessageText(c),
        }))}
      />
      <MessageList
        title={t('preview.noticesTitle')}
        items={preview.notices.map((n) => ({
          key: `${n.line}-${n.message}`,
          text: importMessageText(n),
        }))}
      />
      <MessageList
        title={t('preview.skippedTitle')}
        items={preview.skipped.map((s) => ({
          key: `${s.line}-${s.message}`,
          text: importMessageText(s),
        }))}
      />

      <StudentList students={preview.students} />
    </div>
  )
}

function MessageList({ title, items }: { title: string; items: { key: string; text: string }[] }) {
  if (!items.length) return null
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="font-semibold">{title}</h3>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
    </section>
  )
}

/** One student of the import: the name and what happens, the phone and the balance brought in. */
function StudentLine({ student }: { student: ImportStudent }) {
  const { t } = useTranslation('student-import')
  const details = [
    formatPhone(student.phone) || student.email || t('preview.noPhone'),
    student.credits ? t('preview.studentCredits', { count: student.credits }) : null,
    student.expiry ? formatDate(student.expiry) : null,
    student.owedCents ? t('preview.owedShort', { amount: formatMoney(student.owedCents) }) : null,
  ].filter(Boolean)
  return (
    <li className="grid gap-0.5 px-3 py-2">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{student.name}</span>
        <Badge variant={ACTION_BADGE[student.action]}>
          {t(`preview.action.${student.action}`)}
        </Badge>
      </div>
      <p className="text-muted-foreground text-xs">{details.join(' · ')}</p>
    </li>
  )
}

/** How many students each action gets, and the balances and weekly times brought in. */
function SummaryCounts({ summary }: { summary: ImportPreview['summary'] }) {
  const { t } = useTranslation('student-import')
  const counts = [
    ['create', summary.create],
    ['update', summary.update],
    ['unchanged', summary.unchanged],
    ['problems', summary.problems],
    ['skipped', summary.skipped],
  ] as const
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {counts.map(([key, count]) => (
          <div
            key={key}
            className="rounded-lg border bg-muted/30 p-3 data-[warn=true]:border-destructive/40 data-[warn=true]:bg-destructive-soft"
            data-warn={key === 'problems' && count > 0}
          >
            <dt className="text-muted-foreground text-xs">{t(`preview.${key}`)}</dt>
            <dd className="font-semibold text-2xl tabular-nums">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      {(summary.credits > 0 || summary.owedCents > 0 || summary.slots > 0) && (
        <ul className="grid gap-1 text-sm">
          {summary.credits > 0 && <li>{t('preview.credits', { count: summary.credits })}</li>}
          {summary.owedCents > 0 && (
            <li>{t('preview.owed', { amount: formatMoney(summary.owedCents) })}</li>
          )}
          {summary.slots > 0 && <li>{t('preview.slots', { count: summary.slots })}</li>}
        </ul>
      )}
    </>
  )
}

/** The lines that cannot be imported, each with its reason and its correction in place. */
function ProblemList({
  problems,
  checking,
  editableFields,
  valuesOfLine,
  onFixLine,
}: {
  problems: ImportPreview['problems']
  checking: boolean
  editableFields: ImportField[]
  valuesOfLine: (line: number) => Values
  onFixLine: (line: number, values: Values) => void
}) {
  const { t } = useTranslation('student-import')
  const [fixing, setFixing] = useState<number | null>(null)
  if (!problems.length) return null
  return (
    <section aria-labelledby="import-problems" className="grid gap-2">
      <h3 id="import-problems" className="font-semibold">
        {t('preview.problemsTitle')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('preview.problemsHelp')}</p>
      <ul className="grid gap-2">
        {problems.map((problem) => (
          <li
            key={`${problem.line}-${problem.message}`}
            className="rounded-lg border border-destructive/30 bg-destructive-soft/40 p-3"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 flex-1 text-sm">{importMessageText(problem)}</p>
              {fixing !== problem.line && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setFixing(problem.line)}
                  aria-label={t('preview.fixLine', { line: problem.line })}
                >
                  <Pencil aria-hidden />
                  {t('preview.fix')}
                </Button>
              )}
            </div>
            {fixing === problem.line && (
              <LineEditor
                line={problem.line}
                fields={editableFields}
                values={valuesOfLine(problem.line)}
                busy={checking}
                onCancel={() => setFixing(null)}
                onSave={(values) => {
                  setFixing(null)
                  onFixLine(problem.line, values)
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The students of the import, a page at a time (a sheet may have thousands). */
function StudentList({ students }: { students: ImportStudent[] }) {
  const { t } = useTranslation('student-import')
  const [shown, setShown] = useState(STUDENTS_PAGE)
  if (!students.length) return null
  return (
    <section aria-labelledby="import-students" className="grid gap-2">
      <h3 id="import-students" className="font-semibold">
        {t('preview.studentsTitle')}
      </h3>
      <ul className="grid divide-y rounded-lg border">
        {students.slice(0, shown).map((student) => (
          <StudentLine key={student.line} student={student} />
        ))}
      </ul>
      {students.length > shown && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground text-sm">
            {t('preview.showing', {
              shown: formatCount(shown),
              total: formatCount(students.length),
            })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setShown((n) => n + STUDENTS_PAGE)}
          >
            {t('preview.showMore')}
          </Button>
        </div>
      )}
    </section>
  )
}
