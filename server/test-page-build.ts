// A small build as React Router's server runtime runs it, for the tests of the page cache and of
// the server that serves it.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ServerBuild } from 'react-router'

export const CSS = '.a{color:green}'
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * A build as React Router's server runtime runs it, with a document entry that writes a page as
 * entry.server.tsx and root.tsx do: the press keeper, the one stylesheet, the loader data in an
 * inline script, the application module. Its pages count their renders.
 */
export function makeBuild() {
  const renders: string[] = []
  const failures = { lean: 0, flaky: 0 }
  const page = (
    loader: (args: { request: Request; url: URL }) => unknown,
    handle?: unknown,
    extra: Record<string, unknown> = {},
  ) => ({
    default: () => null,
    handle,
    loader: ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      renders.push(`${request.headers.get('save-data') ? 'lean ' : ''}${url.pathname}${url.search}`)
      if (request.headers.has('cookie')) throw new Error('rendered with the visitor’s cookie')
      return loader({ request, url })
    },
    ...extra,
  })
  const entry = (
    request: Request,
    status: number,
    headers: Headers,
    context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
  ) => {
    headers.set('Content-Type', 'text/html; charset=utf-8')
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
    const data = JSON.stringify(context.staticHandlerContext.loaderData)
    const lean = request.headers.get('save-data')
      ? '<p data-saved-line="" hidden="">%SAVED%</p><i data-saved-bytes="2000"></i>'
      : ''
    const noindex = data.includes('"noindex":true') ? '<meta name="robots" content="noindex"/>' : ''
    const html =
      `<html><head><script id="press-keeper">keep()</script>${noindex}<link rel="stylesheet" href="/assets/app-1a.css"/></head>` +
      `<body><a href="${new URL(request.url).pathname}">here</a><p>${'Soil. '.repeat(300)}</p>${lean}<script>window.data=${data}</script>` +
      '<script type="module" async="">import("/assets/entry.js")</script></body></html>'
    return new Response(html, { status, headers })
  }
  const build = {
    entry: { module: { default: entry } },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      home: { id: 'home', parentId: 'root', index: true, module: page(() => ({ page: 'home' })) },
      articles: {
        id: 'articles',
        parentId: 'root',
        path: 'articles',
        module: page(
          ({ request, url }) => {
            if (request.headers.get('save-data') && failures.lean-- > 0) throw new Error('a passing failure')
            return { q: url.searchParams.get('q'), show: url.searchParams.get('show') }
          },
          { query: ['q', 'show'] },
        ),
      },
      'sw/articles': {
        id: 'sw/articles',
        parentId: 'root',
        path: 'sw/articles',
        module: page(({ url }) => ({ q: url.searchParams.get('q') }), { query: ['q', 'show'] }),
      },
      guide: {
        id: 'guide',
        parentId: 'root',
        path: 'articles/:slug',
        module: page(() => ({ guide: true }), { hydrate: 'on-interaction' }),
      },
      'sw/guide': {
        id: 'sw/guide',
        parentId: 'root',
        path: 'sw/articles/:slug',
        module: page(() => ({ guide: true }), { hydrate: 'on-interaction' }),
      },
      auth: { id: 'auth', parentId: 'root', path: 'auth', module: page(() => ({ noindex: true })) },
      flaky: {
        id: 'flaky',
        parentId: 'root',
        path: 'flaky',
        module: page(
          ({ url }) => {
            if (url.search && failures.flaky-- > 0) throw new Error('a passing failure')
            return {}
          },
          { query: ['a'] },
        ),
      },
      cookie: {
        id: 'cookie',
        parentId: 'root',
        path: 'cookie',
        module: page(
          ({ url }) => Response.json({}, { headers: url.search ? { 'Set-Cookie': 'a=b' } : {} }),
          { query: ['x'] },
          { headers: ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders },
        ),
      },
      inbox: {
        id: 'inbox',
        parentId: 'root',
        path: 'inbox',
        module: page(() => ({}), { render: 'per-request' }),
      },
      notFound: {
        id: 'notFound',
        parentId: 'root',
        path: '*',
        module: page(() => {
          throw Response.json(null, { status: 404 })
        }),
      },
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
  return { build, renders, failures }
}

/** A build's client folder: its one stylesheet. */
export function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tujue-page-cache-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'assets', 'app-1a.css'), CSS)
  return dir
}
