import { localeOfPath, localizeHref, pagePath } from './locale'

describe('localeOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/articles', 'en'],
    ['/swahili-tips', 'en'],
    ['/sw', 'sw'],
    ['/sw/articles/soil-health', 'sw'],
  ])('reads %s as %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale)
  })
})

describe('pagePath', () => {
  it('drops the language from a Kiswahili path and keeps English paths', () => {
    expect(pagePath('/sw')).toBe('/')
    expect(pagePath('/sw/videos/advanced-maize-production')).toBe('/videos/advanced-maize-production')
    expect(pagePath('/videos')).toBe('/videos')
  })
})

describe('localizeHref', () => {
  it('puts a site path under /sw for Kiswahili, keeping query and anchor', () => {
    expect(localizeHref('/', 'sw')).toBe('/sw')
    expect(localizeHref('/?x=1', 'sw')).toBe('/sw?x=1')
    expect(localizeHref('/articles?topic=soil-health#top', 'sw')).toBe('/sw/articles?topic=soil-health#top')
    expect(localizeHref('/sw/articles', 'sw')).toBe('/sw/articles')
  })

  it('takes a Kiswahili path back to English', () => {
    expect(localizeHref('/sw/videos?category=rice-farming', 'en')).toBe('/videos?category=rice-farming')
    expect(localizeHref('/sw', 'en')).toBe('/')
    expect(localizeHref('/contact#consultation', 'en')).toBe('/contact#consultation')
  })

  it('never turns the path a client asked for into a link to another site', () => {
    expect(localizeHref('/sw//evil.example', 'en')).toBe('/evil.example')
    expect(localizeHref('/sw//evil.example/x?a=1', 'sw')).toBe('/sw/evil.example/x?a=1')
    expect(localizeHref('/sw/\\evil.example', 'en')).toBe('/evil.example')
    expect(localizeHref('/articles//soil-health', 'en')).toBe('/articles/soil-health')
  })

  it('leaves other sites, anchors and phone links alone', () => {
    for (const href of ['https://kalro.org/', '//cdn.example/x', '#section', 'tel:+254700000000', 'mailto:a@b.ke'])
      expect(localizeHref(href, 'sw')).toBe(href)
  })
})
