import { seoMeta } from './seo'

const base = { siteUrl: 'https://tujue.example', hubName: 'Tujue Ukulima' }

describe('seoMeta', () => {
  it('builds the title, description, canonical URL and Open Graph tags of a page', () => {
    const meta = seoMeta({
      ...base,
      title: 'Soil Health',
      description: 'Feed your soil.',
      path: '/articles/soil-health',
    })
    expect(meta).toContainEqual({ title: 'Soil Health | Tujue Ukulima' })
    expect(meta).toContainEqual({ name: 'description', content: 'Feed your soil.' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://tujue.example/articles/soil-health',
    })
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://tujue.example/articles/soil-health' })
    expect(meta.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(true)
  })

  it('gives the home page the bare origin and hub name', () => {
    const meta = seoMeta({ ...base, title: 'Tujue Ukulima', description: 'Farming tips.', path: '/' })
    expect(meta).toContainEqual({ title: 'Tujue Ukulima' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://tujue.example' })
  })
})
