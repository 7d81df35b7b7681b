import '~/locales/student-import'
import type { ImportField, ImportRequest } from '@shared/schemas/student-import'
import type { ImportPreview, ImportSheet } from '@shared/schemas/student-import.response'
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { errorMessage } from '~/lib/api-client'
import { useTranslation } from '~/lib/i18n'
import { useCommitImport, usePreviewImport, useReadSheet } from '../api'
import {
  assignField,
  type ColumnMapping,
  editableFields,
  initialHeaderRow,
  initialMapping,
  type LineEdits,
  lineValues,
  requestRows,
  rowOfLine,
} from '../lib/import-rows'
import { newIdempotencyKey } from '../lib/messages'
import { PASTED_TEXT_TYPE, uploadTypeOf } from '../lib/sheet-upload'
import { ImportDone } from './import-done'
import { type ImportOptions, MappingStep } from './mapping-step'
import { PreviewStep } from './preview-step'
import { RecentImports } from './recent-imports'
import { SourceStep } from './source-step'

/** A class in the middle of the range: most students of a coach's sheet are neither end. */
const DEFAULT_OPTIONS: ImportOptions = {
  gender: null,
  type: 'occasional',
  classe: '4-classe',
  properCaseNames: false,
}

/**
 * /app/students/import: the sheet read on the server, its columns mapped, a dry run whose lines
 * can be corrected in place, then the import (one transaction) with its undo. Nothing is
 * written before 'Importar'.
 */
export function StudentImportScreen() {
  const { t } = useTranslation('student-import')
  const read = useReadSheet()
  const preview = usePreviewImport()
  const commit = useCommitImport()

  const [source, setSource] = useState<{ sheet: ImportSheet; name: string } | null>(null)
  const [headerRow, setHeaderRow] = useState(0)
  const [mapping, setMapping] = useState<ColumnMapping>([])
  const [options, setOptions] = useState<ImportOptions>(DEFAULT_OPTIONS)
  const [edits, setEdits] = useState<LineEdits>({})
  /** The dry run shown: kept while the next one runs, dropped when the lines change. */
  const [checkedPreview, setCheckedPreview] = useState<ImportPreview | null>(null)
  /** The lines the shown dry run checked: the import sends exactly these. */
  const checked = useRef<ImportRequest | null>(null)
  /** One confirmation's key, kept for its retries; a new dry run starts a new one. */
  const idempotencyKey = useRef<string | null>(null)

  const mappingHeading = useRef<HTMLHeadingElement>(null)
  const previewHeading = useRef<HTMLHeadingElement>(null)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const [focusOn, setFocusOn] = useState<React.RefObject<HTMLHeadingElement | null> | null>(null)
  useEffect(() => {
    focusOn?.current?.focus()
    focusOn?.current?.scrollIntoView?.({ block: 'start' })
  }, [focusOn])

  const cells = source?.sheet.cells ?? []

  const start = (sheet: ImportSheet, name: string) => {
    setSource({ sheet, name })
    setHeaderRow(initialHeaderRow(sheet))
    setMapping(initialMapping(sheet))
    setEdits({})
    setCheckedPreview(null)
    preview.reset()
    commit.reset()
    setFocusOn(mappingHeading)
  }

  const readSheet = (data: Blob, type: string, name: string) =>
    read.mutate({ data, type }, { onSuccess: (sheet) => start(sheet, name) })

  /** Any change to what the lines say makes the dry run shown out of date. */
  const changed = () => {
    setCheckedPreview(null)
    preview.reset()
    commit.reset()
  }

  const runPreview = (lineEdits: LineEdits = edits) => {
    const request: ImportRequest = {
      rows: requestRows(cells, headerRow, mapping, lineEdits),
      defaults: { gender: options.gender, type: options.type, classe: options.classe },
      properCaseNames: options.properCaseNames,
    }
    checked.current = request
    idempotencyKey.current = null
    commit.reset()
    preview.mutate(request, {
      onSuccess: (result) => {
        setCheckedPreview(result)
        setFocusOn(previewHeading)
      },
    })
  }

  const confirm = () => {
    const request = checked.current
    if (!request) return
    idempotencyKey.current ??= newIdempotencyKey()
    commit.mutate(
      { request, key: idempotencyKey.current },
      {
        onSuccess: () => {
          idempotencyKey.current = null
          setFocusOn(doneHeading)
        },
      },
    )
  }

  const again = () => {
    setSource(null)
    setCheckedPreview(null)
    read.reset()
    preview.reset()
    commit.reset()
  }

  const valuesOfLine = (line: number) => lineValues(rowOfLine(cells, line), mapping, edits[line])
  const fixLine = (line: number, values: Partial<Record<ImportField, string>>) => {
    const next = { ...edits, [line]: values }
    setEdits(next)
    runPreview(next)
  }

  const hasName = mapping.includes('name')
  const toImport = checkedPreview
    ? checkedPreview.summary.create + checkedPreview.summary.update
    : 0

  return (
    <div className="grid gap-6">
      {commit.data ? (
        <Step>
          <ImportDone result={commit.data} onAgain={again} headingRef={doneHeading} />
        </Step>
      ) : (
        <>
          <Step title={t('source.title')} number={1}>
            {source ? (
              <div className="grid gap-2">
                <p className="flex items-center gap-2 text-sm">
                  <FileSpreadsheet className="size-4 shrink-0" aria-hidden />
                  <span className="min-w-0 break-words">
                    {t('source.read', { count: cells.length, name: source.name })}
                  </span>
                </p>
                {source.sheet.otherSheets.length > 0 && (
                  <p className="text-sm">
                    {t('source.otherSheets', {
                      sheet: source.sheet.sheet ?? '',
                      others: source.sheet.otherSheets.join(', '),
                    })}
                  </p>
                )}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={again}
                >
                  {t('source.change')}
                </Button>
              </div>
            ) : (
              <SourceStep
                reading={read.isPending}
                error={
                  read.isError ? errorMessage(read.error, t('source.readErrorFallback')) : null
                }
                onFile={(file) => readSheet(file, uploadTypeOf(file), file.name)}
                onPaste={(text) =>
                  readSheet(
                    new Blob([text], { type: PASTED_TEXT_TYPE }),
                    PASTED_TEXT_TYPE,
                    t('source.pasted'),
                  )
                }
              />
            )}
          </Step>

          {source && (
            <Step title={t('mapping.title')} number={2} headingRef={mappingHeading}>
              <MappingStep
                cells={cells}
                headerRow={headerRow}
                headerFound={source.sheet.header !== null}
                mapping={mapping}
                options={options}
                onHeaderRow={(row) => {
                  setHeaderRow(row)
                  setEdits({})
                  changed()
                }}
                onColumn={(column, field) => {
                  setMapping((m) => assignField(m, column, field))
                  changed()
                }}
                onOptions={(next) => {
                  setOptions(next)
                  changed()
                }}
              />
              <div className="mt-5 grid gap-2">
                {!hasName && <p className="text-destructive text-sm">{t('mapping.needName')}</p>}
                <Button
                  type="button"
                  className="justify-self-start"
                  disabled={!hasName || preview.isPending}
                  onClick={() => runPreview()}
                >
                  {preview.isPending && <Spinner size="sm" label={t('checking')} />}
                  {preview.isPending
                    ? t('checking')
                    : checkedPreview
                      ? t('checkAgain')
                      : t('check')}
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
          )}

          {source && checkedPreview && (
            <Step title={t('preview.title')} number={3} headingRef={previewHeading}>
              <PreviewStep
                preview={checkedPreview}
                checking={preview.isPending}
                editableFields={editableFields(mapping, options.gender)}
                valuesOfLine={valuesOfLine}
                onFixLine={fixLine}
              />
              <div className="mt-6 grid gap-2 border-t pt-4">
                {toImport === 0 && (
                  <p className="text-muted-foreground text-sm">{t('confirmNothing')}</p>
                )}
                <Button
                  type="button"
                  size="lg"
                  className="w-full sm:w-auto sm:justify-self-start"
                  disabled={toImport === 0 || commit.isPending || preview.isPending}
                  onClick={confirm}
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
          )}
        </>
      )}
      <RecentImports />
    </div>
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
  headingRef?: React.Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      {title && (
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 flex items-center gap-2 font-semibold text-lg outline-none"
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
