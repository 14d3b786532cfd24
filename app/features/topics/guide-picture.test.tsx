// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { GuidePicture, guidePhotoSources } from './guide-picture'

const image = { src: 'https://img.test/soil.jpg', alt: 'Dark, crumbly soil', width: 1200, height: 800 }

describe('GuidePicture', () => {
  it('shows the picture, and if it cannot load, a stand-in announced with its text', () => {
    render(<GuidePicture image={image} className="w-full" sizes="100vw" placeholderClassName="flex" loading="eager" />)
    const picture = screen.getByRole('img', { name: 'Dark, crumbly soil' })
    expect(picture).toHaveAttribute('loading', 'eager')
    fireEvent.error(picture)
    const standIn = screen.getByRole('img', { name: 'Dark, crumbly soil' })
    expect(standIn.tagName).toBe('DIV')
    expect(standIn).toHaveClass('flex', { exact: true })
  })

  it('draws an unannounced stand-in while there is no image, or where it is not to be labelled', () => {
    const { container, rerender } = render(
      <GuidePicture image={undefined} className="" sizes="100vw" placeholderClassName="flex" />,
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    rerender(
      <GuidePicture
        image={image}
        className=""
        sizes="100vw"
        placeholderClassName="flex"
        isPlaceholderLabelled={false}
      />,
    )
    fireEvent.error(screen.getByRole('img'))
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })

  it('offers an Unsplash photo from our origin in three widths for the column it is drawn in', () => {
    const unsplash = { ...image, src: 'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=80' }
    render(
      <GuidePicture image={unsplash} className="" sizes="(min-width: 768px) 720px, 100vw" placeholderClassName="" />,
    )
    const picture = screen.getByRole('img', { name: 'Dark, crumbly soil' })
    expect(picture).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw')
    const widths = picture
      .getAttribute('srcset')!
      .split(', ')
      .map((candidate) => {
        const [url, width] = candidate.split(' ')
        expect(url).toMatch(/^\/photos\/images\.unsplash\.com\/photo-1\?/)
        return [new URL(url!, 'https://tujue.example').searchParams.get('w'), width]
      })
    expect(widths).toEqual([
      ['480', '480w'],
      ['800', '800w'],
      ['1200', '1200w'],
    ])
  })

  it('gives "Save for offline" the sources the page shows', () => {
    const unsplash = 'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=800&q=80'
    render(<GuidePicture image={{ ...image, src: unsplash }} className="" sizes="100vw" placeholderClassName="" />)
    const picture = screen.getByRole('img', { name: 'Dark, crumbly soil' })
    const { src, srcSet } = guidePhotoSources(unsplash)
    expect(picture).toHaveAttribute('src', src)
    expect(picture).toHaveAttribute('srcset', srcSet)
  })
})
