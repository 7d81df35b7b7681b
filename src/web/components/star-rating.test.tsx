import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { FocusTagToggles } from './focus-tag-toggles'
import { StarRatingInput } from './star-rating'

function Rating() {
  const [v, setV] = useState(3)
  return <StarRatingInput value={v} onChange={setV} label="Avaliação" name="r" />
}

describe('StarRatingInput', () => {
  it('is a group of native radios, showing n/5', async () => {
    render(<Rating />)
    expect(screen.getByText('3/5')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '5 de 5' }))
    expect(screen.getByRole('radio', { name: '5 de 5' })).toBeChecked()
    expect(screen.getByText('5/5')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: '1 de 5' }))
    expect(screen.getByText('1/5')).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Avaliação' })).toBeInTheDocument()
  })
})

function Tags() {
  const [t, setT] = useState<string[]>([])
  return <FocusTagToggles value={t} onChange={setT} label="Foco" />
}

describe('FocusTagToggles', () => {
  it('toggles tags with aria-pressed', async () => {
    render(<Tags />)
    const saque = screen.getByRole('button', { name: 'Saque' })
    await userEvent.click(saque)
    expect(saque).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(saque)
    expect(saque).toHaveAttribute('aria-pressed', 'false')
  })
})
