import '~/locales/student-import'
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet'
import type { ReactNode, Ref } from 'react'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { errorMessage } from '~/lib/api-client'
import { useTranslation } from '~/lib/i18n'
import { editableFields, filledRowCount } from '../lib/import-rows'
import { PASTED_TEXT_TYPE, uploadTypeOf } from '../lib/sheet-upload'
import { ImportDone } from './import-done'
import { MappingStep } from './mapping-step'
import { PreviewStep } from './preview-step'
import { RecentImports } from './recent-imports'
import { SourceStep } from './source-step'
import { useStudentImport } from './use-student-import'

type Import = ReturnType<typeof useStudentImport>

/**
 * /app/students/import: the sheet read on the server, its columns mapped, a dry run whose lines
 * can be corrected in place, then the import (one transaction) with its undo. Nothing is
 * written before 'Importar'.
 */
export function StudentImportScreen() {
  const { t } = useTranslation('student-import')
  const state = useStudentImport()
  const { read, commit, source } = state

  return (
    <div className="grid gap-6">
      {commit.data ? (
        <Step>
          <ImportDone result={commit.data} onAgain={state.again} headingRef={state.headings.done} />
        </Step>
      ) : (
        <>
          <Step title={t('source.title')} number={1}>
            {source ? (
              <SourceSummary state={state} />
            ) : (
              <SourceStep
                reading={read.isPending}
                error={
                  read.isError ? errorMessage(read.error, t('source.readErrorFallback')) : null
                }
                onFile={(file) => state.readSheet(file, uploadTypeOf(file), file.name)}
                onPaste={(text) =>
                  state.readSheet(
                    new Blob([text], { type: PASTED_TEXT_TYPE }),
                    PASTED_TEXT_TYPE,
                    t('source.pasted'),
                  )
                }
              />
            )}
          </Step>
          {source && <MappingCard state={state} />}
          {source && state.checked && <PreviewCard state={state} />}
        </>
      )}
      <RecentImports />
    </div>
  )
}

/** The sheet read: how many rows, the sheets of a workbook left out, and a way to start over. */
function SourceSummary({ state }: { state: Import }) {
  const { t } = useTranslation('student-import')
  const sheet = state.source?.sheet
  if (!sheet) return null
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm">
        <FileSpreadsheet className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {t('source.read', { count: filledRowCount(sheet.cells), name: state.source?.name })}
        </span>
      </p>
      {sheet.otherSheets.length > 0 && (
        <p className="text-sm">
          {t('source.otherSheets', {
            sheet: sheet.sheet ?? '',
            others: sheet.otherSheets.join(', '),
          })}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={state.again}
      >
        {t('source.change')}
      </Button>
    </div>
  )
}

function MappingCard({ state }: { state: Import }) {
  const { t } = useTranslation('student-import')
  const { preview } = state
  const hasName = state.mapping.includes('name')
  return (
    <Step title={t('mapping.title')} number={2} headingRef={state.headings.mapping}>
      <MappingStep
        cells={state.cells}
        headerRow={state.headerRow}
        headerFound={state.source?.sheet.header != null}
        mapping={state.mapping}
        options={state.options}
        onHeaderRow={state.setHeaderRow}
        onColumn={state.setColumn}
        onOptions={state.setOptions}
      />
      <div className="mt-5 grid gap-2">
        {!hasName && <p className="text-destructive text-sm">{t('mapping.needName')}</p>}
        <Button
          type="button"
          className="justify-self-start"
          disabled={!hasName || preview.isPending}
          onClick={state.runPreview}
        >
          {preview.isPending && <Spinner size="sm" label={t('checking')} />}
          {preview.isPending ? t('checking') : state.checked ? t('checkAgain') : t('check')}
        </Button>
        <div role="alert" className="empty:hidden">
          {preview.isError && (
            <ErrorBox title={t('checkError')}>
              {errorMessage(preview.error, t('checkError'))}
            </ErrorBox>
          )}
        </div>
      </div>
    </Step>
  )
}

function PreviewCard({ state }: { state: Import }) {
  const { t } = useTranslation('student-import')
  const { checked, commit, preview } = state
  if (!checked) return null
  const toImport = checked.summary.create + checked.summary.update
  return (
    <Step title={t('preview.title')} number={3} headingRef={state.headings.preview}>
      <PreviewStep
        preview={checked}
        checking={preview.isPending}
        editableFields={editableFields(state.mapping, state.options.gender)}
        valuesOfLine={state.valuesOfLine}
        onFixLine={state.fixLine}
      />
      <div className="mt-6 grid gap-2 border-t pt-4">
        {toImport === 0 && <p className="text-muted-foreground text-sm">{t('confirmNothing')}</p>}
        <Button
          type="button"
          size="lg"
          className="w-full sm:w-auto sm:justify-self-start"
          disabled={toImport === 0 || commit.isPending || preview.isPending}
          onClick={state.confirm}
        >
          {commit.isPending ? t('importing') : t('confirm', { count: toImport })}
        </Button>
        <div role="alert" className="empty:hidden">
          {commit.isError && (
            <ErrorBox title={t('importError')}>
              {errorMessage(commit.error, t('importError'))}
            </ErrorBox>
          )}
        </div>
      </div>
    </Step>
  )
}

/** One step of the screen: a card with its numbered title (focused when the step opens). */
function Step({
  title,
  number,
  headingRef,
  children,
}: {
  title?: string
  number?: number
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      {title && (
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 flex scroll-mt-20 items-center gap-2 font-semibold text-lg outline-none"
        >
          {number && (
            <span
              aria-hidden
              className="flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground text-sm"
            >
              {number}
            </span>
          )}
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}

function ErrorBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-destructive/30 bg-destructive-soft p-3 text-destructive-soft-foreground text-sm">
      <p className="font-semibold">{title}</p>
      <p>{children}</p>
    </div>
  )
}
