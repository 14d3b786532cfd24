import { buildGuideJsonLd } from './guide-json-ld'

describe('buildGuideJsonLd', () => {
  it('describes the guide as an Article by the provider', () => {
    const jsonLd = buildGuideJsonLd({
      title: 'Soil Health',
      description: 'Test your soil.',
      image: 'https://images.example/soil.jpg',
      updatedOn: '2026-11-22',
      url: 'https://tujue.example/articles/soil-health',
      organization: { name: 'Skyfield Aerotech', url: 'https://tujue.example' },
    })
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Soil Health',
      description: 'Test your soil.',
      image: ['https://images.example/soil.jpg'],
      dateModified: '2026-11-22',
      author: { '@type': 'Organization', name: 'Skyfield Aerotech', url: 'https://tujue.example' },
      publisher: { '@type': 'Organization', name: 'Skyfield Aerotech', url: 'https://tujue.example' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://tujue.example/articles/soil-health' },
    })
  })

  it('names no image for a guide without a photo', () => {
    const jsonLd = buildGuideJsonLd({
      title: 'Dairy Cows',
      description: 'Feed and water dairy cows well.',
      updatedOn: '2026-11-27',
      url: 'https://tujue.example/articles/dairy-cows',
      organization: { name: 'Skyfield Aerotech', url: 'https://tujue.example' },
    })
    expect(jsonLd).not.toHaveProperty('image')
    expect(jsonLd.headline).toBe('Dairy Cows')
  })
})
