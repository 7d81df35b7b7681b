import {
  CLASSES,
  type Classe,
  type Gender,
  STUDENT_TYPES,
  type StudentType,
} from '@shared/constants'
import { IMPORT_FIELDS, type ImportField } from '@shared/schemas/student-import'
import { useId } from 'react'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { useTranslation } from '~/lib/i18n'
import { studentLabel } from '~/lib/student-label'
import { type ColumnMapping, columnSamples } from '../lib/import-rows'

/** The choices for what the sheet leaves empty, and the names' case. */
export interface ImportOptions {
  gender: Gender | null
  type: StudentType
  classe: Classe
  properCaseNames: boolean
}

/** How many of the first rows the header picker offers (a title above the header is common). */
const HEADER_CHOICES = 10

/**
 * Which column holds what: the column's title, a few of its values, the field it feeds. The
 * header row is the server's; when it found none, the coach picks it.
 */
export function MappingStep({
  cells,
  headerRow,
  headerFound,
  mapping,
  options,
  onHeaderRow,
  onColumn,
  onOptions,
}: {
  cells: string[][]
  headerRow: number
  headerFound: boolean
  mapping: ColumnMapping
  options: ImportOptions
  onHeaderRow: (row: number) => void
  onColumn: (column: number, field: ImportField | null) => void
  onOptions: (options: ImportOptions) => void
}) {
  const { t } = useTranslation('student-import')
  const headerId = useId()

  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground text-sm">{t('mapping.help')}</p>
      {!headerFound && (
        <div className="grid gap-2">
          <p className="text-sm">{t('mapping.headerRowHelp')}</p>
          <Label htmlFor={headerId}>{t('mapping.headerRow')}</Label>
          <NativeSelect
            id={headerId}
            value={headerRow}
            onChange={(event) => onHeaderRow(Number(event.target.value))}
          >
            {cells.slice(0, HEADER_CHOICES).map((row, i) => (
              <option key={i} value={i}>
                {t('mapping.rowOption', {
                  line: i + 1,
                  text: row.filter(Boolean).join(' · ').slice(0, 60) || t('mapping.emptyRow'),
                })}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}

      <ColumnList cells={cells} headerRow={headerRow} mapping={mapping} onColumn={onColumn} />

      <DefaultsFieldset options={options} onOptions={onOptions} />
    </div>
  )
}

/** Each column: its title, a few of its values, and the field it feeds. */
function ColumnList({
  cells,
  headerRow,
  mapping,
  onColumn,
}: {
  cells: string[][]
  headerRow: number
  mapping: ColumnMapping
  onColumn: (column: number, field: ImportField | null) => void
}) {
  const { t } = useTranslation('student-import')
  const id = useId()
  const header = cells[headerRow] ?? []
  return (
    <ol className="grid divide-y rounded-lg border">
      {mapping.map((field, column) => {
        const name = header[column]?.trim() || t('mapping.columnN', { n: column + 1 })
        const samples = columnSamples(cells, headerRow, column)
        const selectId = `${id}-col-${column}`
        return (
          <li
            key={column}
            className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <p className="truncate font-medium" title={name}>
                {name}
              </p>
              <p className="truncate text-muted-foreground text-xs">
                <span className="sr-only">{t('mapping.samples')}: </span>
                {samples.length ? samples.join(' · ') : t('mapping.noSamples')}
              </p>
            </div>
            <NativeSelect
              id={selectId}
              aria-label={t('mapping.fieldOf', { name })}
              value={field ?? ''}
              onChange={(event) =>
                onColumn(column, (event.target.value || null) as ImportField | null)
              }
            >
              <option value="">{t('mapping.ignore')}</option>
              {IMPORT_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {t(`fields.${f}`)}
                </option>
              ))}
            </NativeSelect>
          </li>
        )
      })}
    </ol>
  )
}

/** The choices for what the sheet leaves empty, and the names' case. */
function DefaultsFieldset({
  options,
  onOptions,
}: {
  options: ImportOptions
  onOptions: (options: ImportOptions) => void
}) {
  const { t } = useTranslation('student-import')
  const ids = { gender: useId(), type: useId(), classe: useId(), case: useId() }
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 font-medium text-sm">{t('defaults.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.gender}>{t('defaults.gender')}</Label>
          <NativeSelect
            id={ids.gender}
            value={options.gender ?? ''}
            onChange={(event) =>
              onOptions({ ...options, gender: (event.target.value || null) as Gender | null })
            }
          >
            <option value="">{t('defaults.genderNone')}</option>
            <option value="male">{t('defaults.genderMale')}</option>
            <option value="female">{t('defaults.genderFemale')}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.type}>{t('defaults.type')}</Label>
          <NativeSelect
            id={ids.type}
            value={options.type}
            onChange={(event) => onOptions({ ...options, type: event.target.value as StudentType })}
          >
            {STUDENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {studentLabel('type', type)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.classe}>{t('defaults.classe')}</Label>
          <NativeSelect
            id={ids.classe}
            value={options.classe}
            onChange={(event) => onOptions({ ...options, classe: event.target.value as Classe })}
          >
            {CLASSES.map((classe) => (
              <option key={classe} value={classe}>
                {studentLabel('classe', classe)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={ids.case}
          checked={options.properCaseNames}
          onCheckedChange={(checked) =>
            onOptions({ ...options, properCaseNames: checked === true })
          }
          className="mt-0.5"
        />
        <Label htmlFor={ids.case} className="font-normal leading-snug">
          {t('defaults.properCase')}
        </Label>
      </div>
    </fieldset>
  )
}
