import type { ServerBuild } from 'react-router'
import { createRouteIdentifier } from './route-id'

/** The shape of a build's route manifest, as React Router writes it (a few of ours). */
const routes = {
  root: { id: 'root', path: '', module: {} },
  'routes/language.en': { id: 'routes/language.en', parentId: 'root', module: {} },
  'routes/home': { id: 'routes/home', parentId: 'routes/language.en', index: true, module: {} },
  'routes/articles.$slug': {
    id: 'routes/articles.$slug',
    parentId: 'routes/language.en',
    path: 'articles/:slug',
    module: {},
  },
  'routes/ask-expert.requests.$token': {
    id: 'routes/ask-expert.requests.$token',
    parentId: 'routes/language.en',
    path: 'ask-expert/requests/:token',
    module: {},
  },
  'routes/$': { id: 'routes/$', parentId: 'routes/language.en', path: '*', module: {} },
  'routes/language.sw': { id: 'routes/language.sw', parentId: 'root', path: 'sw', module: {} },
  'sw/routes/articles.$slug': {
    id: 'sw/routes/articles.$slug',
    parentId: 'routes/language.sw',
    path: 'articles/:slug',
    module: {},
  },
  'routes/api.chat': { id: 'routes/api.chat', parentId: 'root', path: 'api/chat', module: {} },
} as unknown as ServerBuild['routes']

describe('createRouteIdentifier', () => {
  const identify = createRouteIdentifier(routes)

  it.each([
    ['/', 'routes/home'],
    ['/articles/soil-health', 'routes/articles.$slug'],
    ['/articles/soil-health/', 'routes/articles.$slug'],
    ['/sw/articles/soil-health', 'sw/routes/articles.$slug'],
    ['/ask-expert/requests/secret-token-abc', 'routes/ask-expert.requests.$token'],
    ['/api/chat', 'routes/api.chat'],
    ['/no/such/page', 'routes/$'],
  ])('names the route of %s, not its path', (path, id) => {
    expect(identify(path)).toBe(id)
  })

  it('names the route of a single-fetch data request', () => {
    expect(identify('/articles/soil-health.data')).toBe('routes/articles.$slug')
    expect(identify('/_root.data')).toBe('routes/home')
  })
})
