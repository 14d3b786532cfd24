// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { VideoPlayerDialog } from './video-player-dialog'

describe('VideoPlayerDialog', () => {
  it('plays on dark, with the title and the YouTube link in light text', () => {
    render(<VideoPlayerDialog video={{ youtubeId: 'dQw4w9WgXcQ', title: 'Maize planting' }} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Maize planting' })
    // Dark, and not also white: cn joins classes without merging (a conflict would fail this test).
    expect(dialog).toHaveClass('bg-stone-950', 'text-white')
    expect(dialog).not.toHaveClass('bg-white')
    expect(screen.getByRole('heading', { name: 'Maize planting' })).toHaveClass('text-white')
    expect(screen.getByRole('heading', { name: 'Maize planting' })).not.toHaveClass('text-stone-900')
    expect(screen.getByRole('link', { name: /Open it on YouTube/ })).toHaveAttribute(
      'href',
      expect.stringContaining('dQw4w9WgXcQ'),
    )
  })

  it('shows nothing, and loads nothing from YouTube, while closed', () => {
    render(<VideoPlayerDialog video={null} onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
