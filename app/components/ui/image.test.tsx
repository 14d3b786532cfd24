// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { DataSaverContext } from '~/lib/data-saver/context'
import { Image } from './image'

describe('Image', () => {
  it('tries the fallback source, then shows the fallback element, reporting each failure', () => {
    const onFailure = vi.fn()
    render(
      <Image
        src="https://img.test/a.jpg"
        fallbackSrc="https://img.test/b.jpg"
        fallback={<span>JM</span>}
        alt="John Mwangi"
        onFailure={onFailure}
      />,
    )
    const image = screen.getByRole('img', { name: 'John Mwangi' })
    expect(image).toHaveAttribute('loading', 'lazy')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'John Mwangi' })).toHaveAttribute('src', 'https://img.test/b.jpg')
    fireEvent.error(screen.getByRole('img', { name: 'John Mwangi' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('JM')).toBeInTheDocument()
    expect(onFailure.mock.calls).toEqual([['https://img.test/a.jpg'], ['https://img.test/b.jpg']])
  })

  it('decodes a photo of the first screen (eager) with the frame that draws it, a lazy one apart from it', () => {
    render(
      <>
        <Image src="/hero-800.webp" alt="Hero" loading="eager" />
        <Image src="/team-192.webp" alt="Levy" />
      </>,
    )
    // With decoding="async" Chromium drew the page first and the arrived hero a frame later,
    // which then became the page's largest paint.
    expect(screen.getByRole('img', { name: 'Hero' })).not.toHaveAttribute('decoding')
    expect(screen.getByRole('img', { name: 'Levy' })).toHaveAttribute('decoding', 'async')
  })

  it('shows nothing when there is no fallback at all', () => {
    const { container } = render(<Image src="https://img.test/a.jpg" alt="" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('Image with a srcset', () => {
  it('drops the srcset with the source that failed, so the fallback can show', () => {
    render(
      <Image
        src="https://img.test/a.jpg"
        srcSet="https://img.test/a-640.jpg 640w"
        fallbackSrc="https://img.test/b.jpg"
        alt="Field"
      />,
    )
    const image = screen.getByRole('img', { name: 'Field' })
    expect(image).toHaveAttribute('srcset', 'https://img.test/a-640.jpg 640w')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'Field' })).toHaveAttribute('src', 'https://img.test/b.jpg')
    expect(screen.getByRole('img', { name: 'Field' })).not.toHaveAttribute('srcset')
  })
})

describe('Image with data saver on', () => {
  const withDataSaver = (element: ReactElement) =>
    render(<DataSaverContext.Provider value>{element}</DataSaverContext.Provider>)

  it('puts a lazy picture (below the fold, as the markup says) behind a closed "Show photo (size)"', async () => {
    const { container } = withDataSaver(
      <Image src="https://img.test/maize.jpg" alt="A maize field" width={480} height={320} />,
    )
    // Its own chunk, loaded only by lean pages.
    const summary = await screen.findByText('Show photo (25 KB)')
    expect(summary.tagName).toBe('SUMMARY')
    const details = container.querySelector('details')
    expect(details).not.toHaveAttribute('open')
    expect(details).toHaveAttribute('data-saved-bytes', String(Math.round(480 * 320 * 0.165)))
    const image = container.querySelector('details img')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('alt', 'A maize field')
  })

  it('leaves out a lazy picture with no text of its own, its stand-in in its place', async () => {
    const { container } = withDataSaver(
      <Image src="https://img.test/card.jpg" alt="" width={400} height={300} fallback={<span>stand-in</span>} />,
    )
    expect(await screen.findByText('stand-in')).toBeInTheDocument()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-saved-bytes]')).toHaveAttribute('data-saved-bytes', '19800')
  })

  it('loads a picture above the fold (eager) as usual, and one the caller keeps', () => {
    const { container } = withDataSaver(
      <>
        <Image src="https://img.test/hero.jpg" alt="Hero" loading="eager" width={1600} height={900} />
        <Image src="https://img.test/still.jpg" alt="" dataSaver="keep" width={120} height={90} />
      </>,
    )
    expect(container.querySelector('details')).toBeNull()
    expect(container.querySelectorAll('img')).toHaveLength(2)
    expect(container.querySelector('[data-saved-bytes]')).toBeNull()
  })

  it('asks for the narrowest copy only, a picture above the fold too', () => {
    const { container } = withDataSaver(
      <Image src="/hero-1600.webp" srcSet="/hero-640.webp 640w, /hero-1600.webp 1600w" alt="" loading="eager" />,
    )
    const image = container.querySelector('img')
    expect(image).toHaveAttribute('src', '/hero-640.webp')
    expect(image).not.toHaveAttribute('srcset')
  })

  it('changes nothing with data saver off', () => {
    const { container } = render(<Image src="https://img.test/maize.jpg" alt="A maize field" />)
    expect(container.querySelector('details')).toBeNull()
    expect(screen.getByRole('img', { name: 'A maize field' })).toHaveAttribute('loading', 'lazy')
  })
})
