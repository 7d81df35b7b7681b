import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StudentFilterPanel } from './student-filter-panel'
import {
  applyFilterPatch,
  EMPTY_FILTERS,
  type StudentFilterPatch,
  type StudentFilterValues,
} from './student-filters-state'

function Harness({ onPatch }: { onPatch?: (patch: StudentFilterPatch) => void }) {
  const [value, setValue] = useState<StudentFilterValues>(EMPTY_FILTERS)
  return (
    <StudentFilterPanel
      value={value}
      onChange={(patch) => {
        onPatch?.(patch)
        setValue((v) => applyFilterPatch(v, patch))
      }}
    />
  )
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed')

describe('StudentFilterPanel', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps Créditos Acabando and Sem Créditos mutually exclusive', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Créditos Acabando' }))
    expect(pressed('Créditos Acabando')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Sem Créditos' }))
    expect(pressed('Sem Créditos')).toBe('true')
    expect(pressed('Créditos Acabando')).toBe('false')
    await user.click(screen.getByRole('button', { name: 'Sem Créditos' }))
    expect(pressed('Sem Créditos')).toBe('false')
  })

  it('clears gender, type and status when the active value is clicked again', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    for (const [group, a, b] of [
      ['Gênero', 'Masculino', 'Feminino'],
      ['Tipo', 'Fixo', 'Pontual'],
      ['Status', 'Ativo', 'Inativo'],
    ] as const) {
      const box = within(screen.getByRole('group', { name: group }))
      await user.click(box.getByRole('button', { name: a }))
      expect(box.getByRole('button', { name: a })).toHaveAttribute('aria-pressed', 'true')
      await user.click(box.getByRole('button', { name: b }))
      expect(box.getByRole('button', { name: a })).toHaveAttribute('aria-pressed', 'false')
      await user.click(box.getByRole('button', { name: b }))
      expect(box.getByRole('button', { name: b })).toHaveAttribute('aria-pressed', 'false')
    }
  })

  it('labels the classes button and clears the selection', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const button = screen.getByRole('button', { name: /Selecionar classes/ })
    await user.click(button)
    await user.click(await screen.findByRole('checkbox', { name: '4 Classe' }))
    expect(button).toHaveTextContent('4 Classe')
    await user.click(screen.getByRole('checkbox', { name: 'Profissional' }))
    expect(button).toHaveTextContent('2 classes selecionadas')
    await user.click(screen.getByRole('button', { name: 'Limpar Seleção' }))
    expect(button).toHaveTextContent('Selecionar classes')
  })

  it('shows Limpar Filtros only with an active filter, resets everything and counts filters', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Feminino' }))
    await user.click(screen.getByRole('button', { name: 'Sem Créditos' }))
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveAccessibleName(
      'Filtros 2 filtros ativos',
    )
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }))
    expect(pressed('Feminino')).toBe('false')
    expect(pressed('Sem Créditos')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).not.toBeInTheDocument()
  })

  it('sends the search after a pause in typing, and an outside reset clears the box', () => {
    vi.useFakeTimers()
    const onPatch = vi.fn()
    render(<Harness onPatch={onPatch} />)
    const box = screen.getByRole('searchbox', { name: 'Buscar alunos' })
    fireEvent.change(box, { target: { value: 'an' } })
    act(() => vi.advanceTimersByTime(100))
    fireEvent.change(box, { target: { value: 'ana ' } })
    act(() => vi.advanceTimersByTime(299))
    expect(onPatch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onPatch).toHaveBeenCalledExactlyOnceWith({ q: 'ana' })
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Filtros' }))
    expect(box).toHaveValue('')
    act(() => vi.advanceTimersByTime(500))
    expect(onPatch).toHaveBeenCalledTimes(2)
  })

  it("toggles 'Pagamento pendente' and counts it (issue 13)", async () => {
    const user = userEvent.setup()
    const onPatch = vi.fn()
    render(<Harness onPatch={onPatch} />)
    expect(pressed('Pagamento pendente')).toBe('false')
    await user.click(screen.getByRole('button', { name: 'Pagamento pendente' }))
    expect(onPatch).toHaveBeenLastCalledWith({ paymentPending: true })
    expect(pressed('Pagamento pendente')).toBe('true')
    expect(screen.getByRole('button', { name: 'Limpar Filtros' })).toBeVisible()
  })

  it('hides it where only the status is fixed (New session)', () => {
    render(<StudentFilterPanel value={EMPTY_FILTERS} onChange={() => {}} showStatus={false} />)
    expect(screen.queryByRole('button', { name: 'Pagamento pendente' })).toBeNull()
  })
})
