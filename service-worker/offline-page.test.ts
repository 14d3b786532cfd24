import { renderOfflinePage, savedPagesFor } from './offline-page'

const saved = [
  { title: 'Soil Health', path: '/articles/soil-health' },
  { title: 'Afya ya Udongo', path: '/sw/articles/soil-health' },
  { title: 'Soil Health', path: '/articles/soil-health' },
]

describe('the offline page', () => {
  it('speaks the language of the page asked for and lists what is saved, links and all', () => {
    const html = renderOfflinePage({ path: '/sw/videos', stylesheet: '/assets/app-1.css', saved })
    expect(html).toContain('<html lang="sw">')
    expect(html).toContain('Hakuna mtandao kwa sasa')
    expect(html).toContain(
      '<a class="font-semibold text-brand-800 underline" href="/sw/articles/soil-health">Afya ya Udongo</a>',
    )
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css">')

    const english = renderOfflinePage({ path: '/videos', stylesheet: undefined, saved: [] })
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('Nothing is saved yet.')
  })

  it('escapes what it writes from stored pages', () => {
    const html = renderOfflinePage({ path: '/', stylesheet: undefined, saved: [{ title: '<b>x</b>', path: '/"x' }] })
    expect(html).not.toContain('<b>x</b>')
    expect(html).toContain('href="/&#34;x"')
  })

  it('lists the reader’s language first, each page once', () => {
    expect(savedPagesFor('/sw/videos', saved).map((page) => page.path)).toEqual([
      '/sw/articles/soil-health',
      '/articles/soil-health',
    ])
  })
})
