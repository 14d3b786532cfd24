import type { ServerBuild } from 'react-router'
import { createHydrationModeLookup, listStaticPagePaths } from './route-handles'

const page = (handle?: unknown) => ({ default: () => null, handle })
const resource = { loader: () => null }

// The shape of a React Router build's route list (build.routes), with just what the lookups read.
const build = {
  routes: {
    root: { id: 'root', path: '', module: page() },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: page() },
    'routes/articles': { id: 'routes/articles', parentId: 'root', path: 'articles', module: page() },
    'routes/articles.$slug': {
      id: 'routes/articles.$slug',
      parentId: 'root',
      path: 'articles/:slug',
      module: page({ hydrate: 'on-interaction' }),
    },
    marketplace: { id: 'marketplace', parentId: 'root', path: 'marketplace', module: page({ title: 'x' }) },
    'routes/expert': {
      id: 'routes/expert',
      parentId: 'root',
      path: 'expert',
      module: page({ render: 'per-request' }),
    },
    'routes/sitemap': { id: 'routes/sitemap', parentId: 'root', path: 'sitemap.xml', module: resource },
    'routes/$': { id: 'routes/$', parentId: 'root', path: '*', module: page() },
  },
} as unknown as ServerBuild

describe('createHydrationModeLookup', () => {
  const hydrationMode = createHydrationModeLookup(build)

  it.each([
    ['/articles/soil-health', 'on-interaction'],
    ['/articles', 'on-load'],
    ['/', 'on-load'],
    ['/marketplace', 'on-load'],
    ['/no-such-page', 'on-load'],
  ])('%s hydrates %s, as its route declares', (path, mode) => expect(hydrationMode(path)).toBe(mode))
})

describe('listStaticPagePaths', () => {
  it('lists the pages without parameters, and no resource route', () => {
    expect(listStaticPagePaths(build).sort()).toEqual(['/', '/articles', '/marketplace'])
  })

  it('leaves out a page rendered per request (the expert inbox)', () => {
    expect(listStaticPagePaths(build)).not.toContain('/expert')
  })
})
