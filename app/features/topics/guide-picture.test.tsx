// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { GuidePicture } from './guide-picture'

const image = { src: 'https://img.test/soil.jpg', alt: 'Dark, crumbly soil', width: 1200, height: 800 }

describe('GuidePicture', () => {
  it('shows the picture, and if it cannot load, a stand-in announced with its text', () => {
    render(<GuidePicture image={image} className="w-full" placeholderClassName="flex" loading="eager" />)
    const picture = screen.getByRole('img', { name: 'Dark, crumbly soil' })
    expect(picture).toHaveAttribute('loading', 'eager')
    fireEvent.error(picture)
    const standIn = screen.getByRole('img', { name: 'Dark, crumbly soil' })
    expect(standIn.tagName).toBe('DIV')
    expect(standIn).toHaveClass('flex', { exact: true })
  })

  it('draws an unannounced stand-in while there is no image, or where it is not to be labelled', () => {
    const { container, rerender } = render(<GuidePicture image={undefined} className="" placeholderClassName="flex" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    rerender(<GuidePicture image={image} className="" placeholderClassName="flex" isPlaceholderLabelled={false} />)
    fireEvent.error(screen.getByRole('img'))
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })
})
