import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { build } from '../../../../../tests/helpers/api-builders'
import { VoiceNoteAudio, VoiceNoteList } from './voice-note-list'

/** The media element reports a duration (as a browser does once it has read the file's head). */
function reportDuration(audio: HTMLElement, seconds: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds })
  fireEvent.durationChange(audio)
}

describe('voice note players', () => {
  it('show each note’s stored length as m:ss beside the player', () => {
    render(
      <VoiceNoteList
        name="Ana"
        notes={[
          build.voiceNote({ id: 'a', durationMs: 65_000 }),
          build.voiceNote({ id: 'b', durationMs: 9_400 }),
          build.voiceNote({ id: 'c', durationMs: 180_000 }),
        ]}
      />,
    )
    const items = within(screen.getByRole('list', { name: 'Áudios de Ana' })).getAllByRole(
      'listitem',
    )
    expect(items.map((li) => li.textContent)).toEqual(['1:05', '0:09', '3:00'])
    expect(within(items[0]!).getByLabelText('Áudio 1 de Ana, 1:05').tagName).toBe('AUDIO')
  })

  it('keep the stored length when the browser reports another (a WebM says 0 or Infinity)', () => {
    render(<VoiceNoteAudio src="/a.webm" label="Áudio 1" durationMs={65_000} />)
    const audio = screen.getByLabelText('Áudio 1')
    reportDuration(audio, Number.POSITIVE_INFINITY)
    reportDuration(audio, 0.5)
    expect(screen.getByText('1:05')).toBeInTheDocument()
    expect(screen.queryByText(/Infinity|NaN/)).not.toBeInTheDocument()
  })

  it('without a stored length, show the media’s own once it is finite', () => {
    const { container } = render(<VoiceNoteAudio src="/a.ogg" label="Áudio 1" durationMs={0} />)
    const audio = screen.getByLabelText('Áudio 1')
    expect(container.textContent).toBe('')
    reportDuration(audio, Number.POSITIVE_INFINITY)
    expect(container.textContent).toBe('')
    reportDuration(audio, 12.4)
    expect(container.textContent).toBe('0:12')
  })
})
