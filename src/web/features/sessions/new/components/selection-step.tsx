import '~/locales/new-session'
import type { StudentListItem } from '@shared/schemas/students.response'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ComponentType, useMemo, useRef } from 'react'
import { Pagination } from '~/components/pagination'
import { StudentFilterPanel } from '~/components/student-filters/student-filter-panel'
import { hasActiveFilters, toApiFilters } from '~/components/student-filters/student-filters-state'
import { studentsQuery } from '~/features/students/api'
import { useTranslation } from '~/lib/i18n'
import { usePageCount } from '~/lib/paging'
import { useQueryErrorToast } from '~/lib/toast'
import {
  type NewSessionAction,
  type NewSessionState,
  SELECTION_PAGE_SIZE,
  userFilters,
} from '../lib/new-session-state'
import { SelectionSummary } from './selection-summary'
import { StudentChoiceResults } from './student-choice-results'
import { TodayLessons } from './today-lessons'

/**
 * 'Adicionar aluno': a button that creates a student and hands it back to be selected. The
 * students feature provides it; the route composes it in (a feature does not import another's).
 */
export type AddStudentSlot = ComponentType<{ onCreated: (student: StudentListItem) => void }>

/**
 * Step 1 (spec §2 New session): active students, filtered and paged by the API; the selection
 * is kept across pages and filter changes.
 */
export function SelectionStep({
  state,
  dispatch,
  headingRef,
  AddStudent,
}: {
  state: NewSessionState
  dispatch: React.Dispatch<NewSessionAction>
  headingRef: React.Ref<HTMLHeadingElement>
  AddStudent: AddStudentSlot
}) {
  const { t } = useTranslation('new-session')
  const { filters, page } = state
  const countRef = useRef<HTMLParagraphElement>(null)
  const query = useQuery({
    ...studentsQuery(toApiFilters(filters, page, SELECTION_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  })
  const data = query.data
  const selectedIds = useMemo(() => new Set(state.selected.map((s) => s.id)), [state.selected])

  // a page past the end (students became inactive meanwhile): the last page
  const totalPages = usePageCount(query, page, (last) => dispatch({ type: 'page', page: last }))
  useQueryErrorToast(
    query,
    'new-session-students-error',
    t('selection.loadErrorTitle'),
    t('selection.loadErrorDescription'),
  )

  return (
    <div className="grid gap-4">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl outline-none">
          {t('selection.heading')}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t('selection.help')}</p>
      </div>
      <TodayLessons onPick={(prefill) => dispatch({ type: 'lesson', prefill, now: new Date() })} />
      <SelectionSummary
        selected={state.selected}
        onRemove={(id) => dispatch({ type: 'remove', id })}
        onClear={() => dispatch({ type: 'clearSelection' })}
      />
      <StudentFilterPanel
        value={filters}
        onChange={(patch) => dispatch({ type: 'filter', patch })}
        showStatus={false}
        extraActions={
          <AddStudent
            onCreated={(student) =>
              dispatch({
                type: 'select',
                student: {
                  id: student.id,
                  name: student.name,
                  credits: student.credits,
                  phone: student.phone,
                  email: student.email,
                  classe: student.classe,
                },
              })
            }
          />
        }
      />
      <p
        ref={countRef}
        className="min-h-5 scroll-mt-20 text-muted-foreground text-sm"
        aria-live="polite"
      >
        {data && data.total > 0 && t('selection.count', { count: data.total })}
      </p>
      <StudentChoiceResults
        data={data}
        loading={query.isPending}
        stale={query.isPlaceholderData}
        failed={query.isError}
        filtered={hasActiveFilters(userFilters(filters))}
        selectedIds={selectedIds}
        onToggle={(student) => dispatch({ type: 'toggle', student })}
        onRetry={() => void query.refetch()}
      />
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => {
          dispatch({ type: 'page', page: next })
          countRef.current?.scrollIntoView?.({ block: 'start' })
        }}
        className="mt-2"
      />
    </div>
  )
}
