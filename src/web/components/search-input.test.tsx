import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Link, useLocation, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SearchInput } from './search-input'

const DELAY = 40

function List() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <SearchInput
        id="q"
        label="Buscar aluno"
        placeholder="Buscar"
        value={params.get('q') ?? ''}
        onSearch={(q) => setParams(q ? { q } : {})}
        delay={DELAY}
      />
      <Link to="/app/students/ana">Ana Souza</Link>
    </>
  )
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function ListAndWhere() {
  return (
    <>
      <List />
      <Where />
    </>
  )
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('SearchInput', () => {
  it('applies the query after the pause in typing', async () => {
    const Stub = createRoutesStub([
      {
        path: '/app/students',
        Component: ListAndWhere,
      },
    ])
    render(<Stub initialEntries={['/app/students']} />)
    await userEvent.type(screen.getByLabelText('Buscar aluno'), 'Ana')
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=Ana'))
  })

  it('never overrides a navigation the user started while the next page loads', async () => {
    let release = () => {}
    const pageReady = new Promise<void>((r) => {
      release = r
    })
    const Stub = createRoutesStub([
      { path: '/app/students', Component: List },
      {
        path: '/app/students/:id',
        loader: async () => {
          await pageReady
          return null
        },
        Component: Where,
      },
    ])
    render(<Stub initialEntries={['/app/students']} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Buscar aluno'), 'Ana')
    // the click comes before the debounce fires; the page is still loading when it would
    await user.click(screen.getByRole('link', { name: 'Ana Souza' }))
    await sleep(DELAY * 3)
    release()
    expect(await screen.findByTestId('where')).toHaveTextContent('/app/students/ana')
  })
})
