import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { createRoutesStub, Link, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { UnsavedChangesDialog } from '~/components/unsaved-changes-dialog'
import { useUnsavedChanges } from './use-unsaved-changes'

function Form() {
  const [text, setText] = useState('')
  const guard = useUnsavedChanges(text !== '')
  const navigate = useNavigate()
  return (
    <>
      <UnsavedChangesDialog guard={guard} />
      <label htmlFor="notes">Observações</label>
      <input id="notes" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/app/dashboard">Dashboard</Link>
      <Link to="/app/form?tab=2">Outra aba</Link>
      <button
        type="button"
        onClick={() => {
          guard.allowNavigation()
          navigate('/app/dashboard')
        }}
      >
        Salvar
      </button>
    </>
  )
}

function Dashboard() {
  return <h1>Dashboard</h1>
}

function renderForm() {
  const Stub = createRoutesStub([
    { path: '/app/form', Component: Form },
    { path: '/app/dashboard', Component: Dashboard },
  ])
  render(<Stub initialEntries={['/app/form']} />)
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'Descartar alterações?' })

describe('useUnsavedChanges', () => {
  it('leaves a clean form without asking', async () => {
    renderForm()
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })

  it('asks before leaving a dirty form: Continuar editando keeps it, Descartar leaves', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('Observações'), 'Bom saque')
    await user.click(screen.getByRole('link', { name: 'Dashboard' }))
    expect(await screen.findByText('As alterações não salvas serão perdidas.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }))
    expect(dialog()).not.toBeInTheDocument()
    expect(screen.getByLabelText('Observações')).toHaveValue('Bom saque')

    await user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await user.click(await screen.findByRole('button', { name: 'Descartar' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })

  it('lets a query-string change (a tab) through', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('Observações'), 'x')
    await user.click(screen.getByRole('link', { name: 'Outra aba' }))
    expect(dialog()).not.toBeInTheDocument()
    expect(screen.getByLabelText('Observações')).toHaveValue('x')
  })

  it('does not ask after a save, and holds closing the tab only while dirty', async () => {
    const user = userEvent.setup()
    renderForm()
    const clean = new Event('beforeunload', { cancelable: true })
    fireEvent(window, clean)
    expect(clean.defaultPrevented).toBe(false)
    await user.type(screen.getByLabelText('Observações'), 'Bom saque')
    const dirty = new Event('beforeunload', { cancelable: true })
    fireEvent(window, dirty)
    expect(dirty.defaultPrevented).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(dialog()).not.toBeInTheDocument()
  })
})
