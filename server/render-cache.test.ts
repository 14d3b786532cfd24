import { expectConsoleError } from '../tests/console-errors'
import express from 'express'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { assignNonce } from './security-headers'
import { cacheTarget, createRenderCache } from './render-cache'
import { listen } from './test-server'

/**
 * A build of two pages as React Router's server runtime runs it: /articles (whose loader counts
 * its renders and echoes the search) and /cookie (which sets a cookie). Its document entry writes
 * the loader data into a page with an inline script, as entry.server.tsx does.
 */
function makeBuild() {
  const renders: string[] = []
  const module = (loader: (args: { request: Request }) => unknown) => ({ default: () => null, loader })
  const build = {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
        ) => {
          headers.set('Content-Type', 'text/html; charset=utf-8')
          // As entry.server.tsx: a page rendered per request is checked again on each visit.
          if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
          const data = JSON.stringify(context.staticHandlerContext.loaderData)
          return new Response(`<html><script>window.data=${data}</script></html>`, { status, headers })
        },
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      articles: {
        id: 'articles',
        parentId: 'root',
        path: 'articles',
        module: module(({ request }) => {
          const url = new URL(request.url)
          renders.push(url.pathname + url.search)
          if (request.headers.has('cookie')) throw new Error('rendered with the visitor’s cookie')
          return {
            q: url.searchParams.get('q'),
            show: url.searchParams.get('show'),
            saveData: request.headers.get('save-data'),
          }
        }),
      },
      'sw/articles': {
        id: 'sw/articles',
        parentId: 'root',
        path: 'sw/articles',
        module: module(({ request }) => {
          const url = new URL(request.url)
          renders.push(url.pathname + url.search)
          return {}
        }),
      },
      flaky: {
        id: 'flaky',
        parentId: 'root',
        path: 'flaky',
        module: module(() => {
          renders.push('/flaky')
          if (renders.filter((path) => path === '/flaky').length === 1) throw new Error('a passing failure')
          return {}
        }),
      },
      cookie: {
        id: 'cookie',
        parentId: 'root',
        path: 'cookie',
        module: {
          default: () => null,
          loader: () => {
            renders.push('/cookie')
            return Response.json({}, { headers: { 'Set-Cookie': 'a=b' } })
          },
          headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders,
        },
      },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: {},
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
  return { build, renders }
}

async function startServer(options: { maxEntries?: number; maxKeyLength?: number } = {}) {
  const { build, renders } = makeBuild()
  const cache = createRenderCache({
    build,
    origin: 'https://hub.example',
    context: {} as AppLoadContext,
    publicPaths: ['/articles', '/sw/articles', '/cookie', '/flaky'],
    ...options,
  })
  const app = express()
  app.use(assignNonce)
  app.use(cache.middleware)
  app.use((_req, res) => void res.status(418).send('rendered live'))
  const server = await listen(app)
  const get = (path: string, init?: RequestInit) => fetch(server.url + path, init)
  return { get, renders, stats: cache.stats, close: server.close }
}

describe('the render cache', () => {
  it('renders a search once and serves it again with a fresh nonce on every script', async () => {
    const server = await startServer()
    try {
      const first = await server.get('/articles?q=maize')
      const second = await server.get('/articles?q=maize')
      expect([first.status, second.status]).toEqual([200, 200])
      expect([first.headers.get('x-render-cache'), second.headers.get('x-render-cache')]).toEqual(['miss', 'hit'])
      const [a, b] = [await first.text(), await second.text()]
      const nonceOf = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1]
      expect(nonceOf(a)).toBeTruthy()
      expect(nonceOf(b)).toBeTruthy()
      expect(nonceOf(a)).not.toBe(nonceOf(b))
      expect(b).toContain('"q":"maize"')
      expect(server.renders).toEqual(['/articles?q=maize'])
    } finally {
      await server.close()
    }
  })

  it("keeps the data saver's lean page apart, rendered as lean, for Save-Data and for the reader's cookie", async () => {
    const server = await startServer()
    try {
      const whole = await server.get('/articles?q=maize')
      const lean = await server.get('/articles?q=maize', { headers: { 'Save-Data': 'on' } })
      const chosen = await server.get('/articles?q=maize', { headers: { Cookie: 'data-saver=on' } })
      expect(await whole.text()).toContain('"saveData":null')
      expect(await lean.text()).toContain('"saveData":"on"')
      expect(chosen.headers.get('x-render-cache')).toBe('hit')
      expect(await chosen.text()).toContain('"saveData":"on"')
      expect(lean.headers.get('vary')).toMatch(/Save-Data.*Cookie/)
      expect(lean.headers.get('cache-control')).toBe('private, no-cache')
      expect(server.renders).toEqual(['/articles?q=maize', '/articles?q=maize'])
    } finally {
      await server.close()
    }
  })

  it('renders once for many requests at the same time', async () => {
    const server = await startServer()
    try {
      const responses = await Promise.all(Array.from({ length: 20 }, () => server.get('/articles?q=beans')))
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
      expect(server.renders).toEqual(['/articles?q=beans'])
    } finally {
      await server.close()
    }
  })

  it('keys by the parameters the page reads, sorted, and drops the others', async () => {
    const server = await startServer()
    try {
      await server.get('/articles?show=9&q=maize')
      await server.get('/articles/?q=maize&show=9&utm_source=whatsapp')
      await server.get('/articles?fbclid=1&q=maize&show=9')
      expect(server.renders).toEqual(['/articles?q=maize&show=9'])
      expect(server.stats()).toMatchObject({ hits: 2, misses: 1, droppedParams: 2, entries: 1 })
      // The language is part of the path, so of the key.
      await server.get('/sw/articles?q=maize&show=9')
      expect(server.renders).toHaveLength(2)
    } finally {
      await server.close()
    }
  })

  it('renders without the visitor’s headers, as the pages rendered at start-up', async () => {
    const server = await startServer()
    try {
      const response = await server.get('/articles?q=soil', { headers: { cookie: 'session=secret' } })
      expect(response.status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('keeps the loader data of a page (single fetch) apart from its HTML', async () => {
    const server = await startServer()
    try {
      const data = await server.get('/articles.data?q=maize&junk=1')
      expect(data.status).toBe(200)
      expect(data.headers.get('content-type')).not.toMatch(/html/)
      await server.get('/articles.data?q=maize')
      // The loader sees the page's URL: one render for the data, kept apart from the page's HTML.
      expect(server.renders).toEqual(['/articles?q=maize'])
      await server.get('/articles?q=maize')
      expect(server.renders).toHaveLength(2)
    } finally {
      await server.close()
    }
  })

  it('never keeps a response that sets a cookie, and leaves it to the live render', async () => {
    const server = await startServer()
    try {
      const responses = [await server.get('/cookie?x=1'), await server.get('/cookie?x=1')]
      expect(responses.map((response) => response.status)).toEqual([418, 418])
      // Known as one not to keep: not rendered a second time for the cache.
      expect(server.renders).toEqual(['/cookie'])
      expect(server.stats()).toMatchObject({ bypassed: 2 })
    } finally {
      await server.close()
    }
  })

  it('does not remember a failed render: the next request renders again', async () => {
    const server = await startServer()
    try {
      expectConsoleError()
      const statuses = [(await server.get('/flaky?a=1')).status, (await server.get('/flaky?a=1')).status]
      expect(statuses).toEqual([418, 200])
      expect(server.renders).toEqual(['/flaky', '/flaky'])
    } finally {
      await server.close()
    }
  })

  it('leaves other pages, other methods and over-long URLs to the live render', async () => {
    const server = await startServer({ maxKeyLength: 100 })
    try {
      const statuses = await Promise.all([
        server.get('/about-us?q=1'),
        server.get('/articles?q=maize', { method: 'POST' }),
        server.get(`/articles?q=${'x'.repeat(200)}`),
        server.get('/articles.dat%61?q=maize'),
      ])
      expect(statuses.map((response) => response.status)).toEqual([418, 418, 418, 418])
      expect(server.renders).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('holds no more pages than its bound, dropping the least recently used', async () => {
    const server = await startServer({ maxEntries: 3 })
    try {
      for (const q of ['a', 'b', 'c', 'd', 'e']) await server.get(`/articles?q=${q}`)
      expect(server.stats().entries).toBe(3)
      await server.get('/articles?q=e')
      await server.get('/articles?q=a')
      expect(server.renders).toEqual([
        '/articles?q=a',
        '/articles?q=b',
        '/articles?q=c',
        '/articles?q=d',
        '/articles?q=e',
        '/articles?q=a',
      ])
    } finally {
      await server.close()
    }
  })
})

describe('cacheTarget', () => {
  const pages = new Set(['/', '/sw', '/articles', '/expert', '/api/chat'])
  const target = (originalUrl: string, method = 'GET') =>
    cacheTarget({ method, originalUrl, path: originalUrl.split('?')[0] ?? '' }, pages, 512)

  it('maps single-fetch URLs to their page', () => {
    expect(target('/_root.data')).toEqual({ url: '/_root.data', droppedParams: false })
    expect(target('/sw.data?_routes=root')).toEqual({ url: '/sw.data?_routes=root', droppedParams: false })
  })

  it('never takes the private pages or the API, even if listed', () => {
    expect(target('/expert?status=new')).toBeNull()
    expect(target('/api/chat')).toBeNull()
  })

  it('takes HEAD as GET', () => {
    expect(target('/articles?q=x', 'HEAD')).toEqual({ url: '/articles?q=x', droppedParams: false })
  })
})
