import type { ServerBuild } from 'react-router'
import { createRouteLookup, listPublicPagePaths } from './route-handles'

const page = (handle?: unknown) => ({ default: () => null, handle })
const resource = { loader: () => null }

// The shape of a React Router build's route list (build.routes), with just what the lookups read.
const routes = {
  root: { id: 'root', path: '', module: page() },
  'routes/language.en': { id: 'routes/language.en', parentId: 'root', module: page({ language: 'en' }) },
  'routes/home': { id: 'routes/home', parentId: 'routes/language.en', index: true, module: page() },
  'routes/articles': {
    id: 'routes/articles',
    parentId: 'routes/language.en',
    path: 'articles',
    module: page({ query: ['topic', 'q'] }),
  },
  'routes/articles.$slug': {
    id: 'routes/articles.$slug',
    parentId: 'routes/language.en',
    path: 'articles/:slug',
    module: page({ hydrate: 'on-interaction' }),
  },
  marketplace: { id: 'marketplace', parentId: 'routes/language.en', path: 'marketplace', module: page() },
  'routes/expert': {
    id: 'routes/expert',
    parentId: 'routes/language.en',
    path: 'expert',
    module: page({ render: 'per-request' }),
  },
  'routes/$': { id: 'routes/$', parentId: 'routes/language.en', path: '*', module: page() },
  'routes/language.sw': { id: 'routes/language.sw', parentId: 'root', path: 'sw', module: page() },
  'sw/routes/articles': {
    id: 'sw/routes/articles',
    parentId: 'routes/language.sw',
    path: 'articles',
    module: page({ query: ['topic', 'q'] }),
  },
  'routes/sitemap': { id: 'routes/sitemap', parentId: 'root', path: 'sitemap.xml', module: resource },
} as unknown as ServerBuild['routes']

describe('createRouteLookup', () => {
  const lookup = createRouteLookup(routes)

  it.each([
    ['/articles/soil-health', 'routes/articles.$slug', 'on-interaction'],
    ['/articles', 'routes/articles', 'on-load'],
    ['/', 'routes/home', 'on-load'],
    ['/marketplace', 'marketplace', 'on-load'],
    ['/no-such-page', 'routes/$', 'on-load'],
  ])('%s is rendered by %s and hydrates %s, as its route declares', (path, routeId, hydrate) => {
    expect(lookup.page(path)).toMatchObject({ routeId, hydrate })
  })

  it('gives the query parameters the page reads, sorted, and none for a page that declares none', () => {
    expect(lookup.page('/articles')?.query).toEqual(['q', 'topic'])
    expect(lookup.page('/sw/articles')?.query).toEqual(['q', 'topic'])
    expect(lookup.page('/articles/soil-health')?.query).toEqual([])
  })

  it('knows the paths only the catch-all claims', () => {
    expect(lookup.isNotFound('/no/such/page')).toBe(true)
    expect(lookup.isNotFound('/articles/no-such-guide')).toBe(false)
  })
})

describe('listPublicPagePaths', () => {
  it('lists the pages without parameters and the instances of the others, in every language, and no resource route', () => {
    expect(listPublicPagePaths(routes, ['/articles/soil-health'])).toEqual([
      '/',
      '/articles',
      '/marketplace',
      '/sw/articles',
      '/articles/soil-health',
      '/sw/articles/soil-health',
    ])
  })

  it('leaves out a page rendered per request (the expert inbox)', () => {
    expect(listPublicPagePaths(routes, [])).not.toContain('/expert')
  })
})
