import { seoMeta } from './seo'

const base = { siteUrl: 'https://tujue.example', hubName: 'Tujue Ukulima', locale: 'en' as const }

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

  it('links each page to its twin in the other language, with the canonical URL in its own', () => {
    const meta = seoMeta({
      ...base,
      locale: 'sw',
      title: 'Afya ya Udongo',
      description: 'Lisha udongo wako.',
      path: '/sw/articles/soil-health',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://tujue.example/sw/articles/soil-health',
    })
    const alternates = meta.filter((tag) => 'rel' in tag && tag.rel === 'alternate')
    expect(alternates).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://tujue.example/articles/soil-health' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'sw', href: 'https://tujue.example/sw/articles/soil-health' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://tujue.example/articles/soil-health' },
    ])
    expect(meta).toContainEqual({ property: 'og:locale', content: 'sw_KE' })
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_KE' })
  })

  it('gives the Kiswahili home page /sw and the English one the bare origin', () => {
    const meta = seoMeta({ ...base, locale: 'sw', title: 'Tujue Ukulima', description: 'Vidokezo.', path: '/sw' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://tujue.example/sw' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://tujue.example' })
  })
})
