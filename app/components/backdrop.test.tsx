// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { aboutHeroBackdrop } from '~/content/backdrops'
import { DataSaverContext } from '~/lib/data-saver/context'
import { Backdrop } from './backdrop'

describe('Backdrop', () => {
  it('offers the AVIF copies first, the WebP ones to a browser without AVIF', () => {
    const { container } = render(<Backdrop photo={aboutHeroBackdrop} loading="eager" fetchPriority="high" />)
    const source = container.querySelector('picture > source')!
    expect(source).toHaveAttribute('type', 'image/avif')
    expect(source).toHaveAttribute(
      'srcset',
      '/images/backdrops/about-hero-640.avif 640w, /images/backdrops/about-hero-828.avif 828w, /images/backdrops/about-hero-1366.avif 1366w',
    )
    expect(source).toHaveAttribute('sizes', '100vw')
    const image = container.querySelector('picture > img')!
    expect(image).toHaveAttribute('srcset', aboutHeroBackdrop.srcSet)
    expect(image).toHaveAttribute('fetchpriority', 'high')
  })

  it('offers only the narrowest copy of each with the data saver on', () => {
    const { container } = render(
      <DataSaverContext value={true}>
        <Backdrop photo={aboutHeroBackdrop} loading="eager" />
      </DataSaverContext>,
    )
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/images/backdrops/about-hero-640.avif')
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/backdrops/about-hero-640.webp')
    expect(container.querySelector('img')).not.toHaveAttribute('srcset')
  })
})
