import type { ImportField, ImportRequest } from '@shared/schemas/student-import'
import type { ImportPreview, ImportSheet } from '@shared/schemas/student-import.response'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useCommitImport, usePreviewImport, useReadSheet } from '../api'
import {
  assignField,
  type ColumnMapping,
  importRequest,
  initialHeaderRow,
  initialMapping,
  type LineEdits,
  lineValues,
  rowOfLine,
} from '../lib/import-rows'
import { newIdempotencyKey } from '../lib/messages'
import type { ImportOptions } from './mapping-step'

/** A class in the middle of the range: most students of a coach's sheet are neither end. */
const DEFAULT_OPTIONS: ImportOptions = {
  gender: null,
  type: 'occasional',
  classe: '4-classe',
  properCaseNames: false,
}

type Heading = RefObject<HTMLHeadingElement | null>

/** The steps' titles, and the focus (and the page) moved to one once it is shown. */
function useFocusStep() {
  const headings = {
    mapping: useRef<HTMLHeadingElement>(null),
    preview: useRef<HTMLHeadingElement>(null),
    done: useRef<HTMLHeadingElement>(null),
  }
  const [target, setTarget] = useState<Heading | null>(null)
  useEffect(() => {
    target?.current?.focus()
    target?.current?.scrollIntoView?.({ block: 'start' })
  }, [target])
  return { headings, focusStep: setTarget }
}

/** The sheet read, what its columns hold, the defaults, and the coach's corrections of lines. */
function useSheetLines() {
  const [source, setSource] = useState<{ sheet: ImportSheet; name: string } | null>(null)
  const [headerRow, setHeaderRow] = useState(0)
  const [mapping, setMapping] = useState<ColumnMapping>([])
  const [options, setOptions] = useState<ImportOptions>(DEFAULT_OPTIONS)
  const [edits, setEdits] = useState<LineEdits>({})
  return {
    source,
    headerRow,
    mapping,
    options,
    edits,
    setOptions,
    start: (sheet: ImportSheet, name: string) => {
      setSource({ sheet, name })
      setHeaderRow(initialHeaderRow(sheet))
      setMapping(initialMapping(sheet))
      setEdits({})
    },
    clear: () => setSource(null),
    /** Another header row: the lines are others, their corrections no longer apply. */
    setHeaderRow: (row: number) => {
      setHeaderRow(row)
      setEdits({})
    },
    setColumn: (column: number, field: ImportField | null) =>
      setMapping((m) => assignField(m, column, field)),
    /** Keeps a line's corrected values; answers all the corrections, for the next dry run. */
    fixLine: (line: number, values: Partial<Record<ImportField, string>>) => {
      const next = { ...edits, [line]: values }
      setEdits(next)
      return next
    },
  }
}

/**
 * The import screen's state: the sheet read, its mapping and options, the coach's corrections,
 * the dry run shown, and the import. What the import sends is exactly what the dry run shown
 * checked; any change to the lines drops that dry run.
 */
export function useStudentImport() {
  const read = useReadSheet()
  const preview = usePreviewImport()
  const commit = useCommitImport()
  const sheet = useSheetLines()
  const { source, headerRow, mapping, options, edits } = sheet
  /** The dry run shown: kept while the next one runs, dropped when the lines change. */
  const [checked, setChecked] = useState<{ request: ImportRequest; preview: ImportPreview }>()
  /** One confirmation's key, kept for its retries; a new dry run starts a new one. */
  const idempotencyKey = useRef<string | null>(null)
  const { headings, focusStep } = useFocusStep()
  const cells = source?.sheet.cells ?? []

  const resetRun = () => {
    setChecked(undefined)
    preview.reset()
    commit.reset()
  }
  /** Any change to what the lines say makes the dry run shown out of date. */
  const changing =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      change(...args)
      resetRun()
    }
  const start = (read: ImportSheet, name: string) => {
    changing(sheet.start)(read, name)
    focusStep(headings.mapping)
  }
  const runPreview = (lineEdits: LineEdits = edits) => {
    const request = importRequest(cells, headerRow, mapping, lineEdits, options)
    idempotencyKey.current = null
    commit.reset()
    preview.mutate(request, {
      onSuccess: (result) => {
        setChecked({ request, preview: result })
        focusStep(headings.preview)
      },
    })
  }

  return {
    read,
    preview,
    commit,
    source,
    cells,
    headerRow,
    mapping,
    options,
    checked: checked?.preview ?? null,
    headings,
    readSheet: (data: Blob, type: string, name: string) =>
      read.mutate({ data, type }, { onSuccess: (result) => start(result, name) }),
    setHeaderRow: changing(sheet.setHeaderRow),
    setColumn: changing(sheet.setColumn),
    setOptions: changing(sheet.setOptions),
    runPreview: () => runPreview(),
    valuesOfLine: (line: number) => lineValues(rowOfLine(cells, line), mapping, edits[line]),
    fixLine: (line: number, values: Partial<Record<ImportField, string>>) => {
      runPreview(sheet.fixLine(line, values))
    },
    confirm: () => {
      if (!checked) return
      idempotencyKey.current ??= newIdempotencyKey()
      const done = () => {
        idempotencyKey.current = null
        focusStep(headings.done)
      }
      commit.mutate({ request: checked.request, key: idempotencyKey.current }, { onSuccess: done })
    },
    again: () => {
      sheet.clear()
      read.reset()
      resetRun()
    },
  }
}
