import express from 'express'
import type { AppLoadContext } from 'react-router'
import { expectConsoleError } from '../tests/console-errors'
import { handleUnexpectedError } from './error-handler'
import { createFirstVisitStylesheet } from './first-visit-stylesheet'
import { createPageCache, NOT_FOUND_PROBE } from './page-cache'
import { pageETag } from './page-html'
import { assignNonce, securityHeaders } from './security-headers'
import { listen } from './test-server'
import { clientDir, CSS, makeBuild, sha256 } from './test-page-build'

async function startServer(options: { maxEntries?: number; maxKeyLength?: number } = {}) {
  const { build, renders, failures } = makeBuild()
  const cache = await createPageCache({
    build,
    origin: 'https://hub.example',
    context: {} as AppLoadContext,
    stylesheet: createFirstVisitStylesheet(clientDir()),
    pagesWithParameters: ['/articles/soil-health'],
    ...options,
  })
  const app = express()
  app.use(securityHeaders)
  app.use(cache.middleware)
  app.use(assignNonce)
  app.use(cache.notFound)
  app.use((_req, res) => void res.status(418).send('rendered live'))
  app.use(handleUnexpectedError)
  const server = await listen(app)
  const get = (url: string, init?: RequestInit) => fetch(server.url + url, init)
  return { get, renders, failures, cache, close: server.close }
}

type Server = Awaited<ReturnType<typeof startServer>>
let server: Server
beforeEach(async () => {
  server = await startServer()
})
afterEach(async () => {
  await server.close()
})

const KEPT = { Cookie: 'stylesheet=app-1a.css' }
const revisit = (etag: string, headers: Record<string, string> = {}) =>
  // As a browser revalidates (fetch() would add "no-cache", which asks for a full answer).
  ({ headers: { ...headers, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })

describe('the pages rendered at start', () => {
  it('renders every public page once, in every form, before the first request; none rendered per request', () => {
    expect(server.renders.sort()).toEqual(
      [
        '/',
        '/articles',
        '/articles/soil-health',
        '/sw/articles/soil-health',
        '/auth',
        '/cookie',
        '/flaky',
        '/sw/articles',
        NOT_FOUND_PROBE,
        `/sw${NOT_FOUND_PROBE}`,
      ].sort(),
    )
  })

  it('sends the same bytes to every reader, its inline scripts allowed by their hashes, not a nonce', async () => {
    const [first, second] = [
      await server.get('/articles', { headers: KEPT }),
      await server.get('/articles/', { headers: KEPT }),
    ]
    const html = await first.text()
    expect(await second.text()).toBe(html)
    expect(html).not.toContain('nonce')
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toBe(second.headers.get('content-security-policy'))
    expect(csp).not.toContain("'nonce-")
    expect(/script-src[^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline')
    expect(csp).toContain(
      `script-src 'self' ${sha256('keep()')} ${sha256('window.data={"articles":{"q":null,"show":null}}')}`,
    )
    // The application module waits, inert, for the press keeper, which runs it inline: allowed too.
    expect(html).toContain(
      '<script type="text/plain" id="deferred-app" data-start-after-load="">import("/assets/entry.js")</script>',
    )
    expect(csp).toContain(sha256('import("/assets/entry.js")'))
    expect(first.headers.get('etag')).toBe(pageETag(html))
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Save-Data, Cookie')
    expect(first.headers.get('x-page-cache')).toBe('hit')
  })

  it('answers a revisit with 304 for the validator of the form the reader holds, and the same policy', async () => {
    const linked = await server.get('/articles', { headers: KEPT })
    const firstVisit = await server.get('/articles')
    const [linkedTag, firstVisitTag] = [linked.headers.get('etag')!, firstVisit.headers.get('etag')!]
    expect(linkedTag).not.toBe(firstVisitTag)
    expect(await firstVisit.text()).toContain(`<style data-stylesheet="/assets/app-1a.css">${CSS}</style>`)

    const unchanged = await server.get('/articles', revisit(linkedTag, KEPT))
    expect(unchanged.status).toBe(304)
    expect(await unchanged.text()).toBe('')
    expect(unchanged.headers.get('content-security-policy')).toBe(linked.headers.get('content-security-policy'))
    expect((await server.get('/articles', revisit(firstVisitTag, KEPT))).status).toBe(200)
    expect((await server.get('/articles', revisit(firstVisitTag))).status).toBe(304)
  })

  it('sends each page compressed as the reader asks, brotli first, made once', async () => {
    const plain = Buffer.from(await (await server.get('/articles', { headers: KEPT })).arrayBuffer())
    const get = (encoding: string) =>
      server.get('/articles', { headers: { ...KEPT, 'Accept-Encoding': encoding } }).then(async (response) => ({
        encoding: response.headers.get('content-encoding'),
        length: Number(response.headers.get('content-length')),
        // fetch() decodes what it asked for; the bytes on the wire are the header's length.
        body: Buffer.from(await response.arrayBuffer()),
      }))
    const chrome = await get('gzip, deflate, br, zstd')
    expect(chrome.encoding).toBe('br')
    expect(chrome.body.equals(plain)).toBe(true)
    expect(chrome.length).toBeLessThan(plain.length / 4)
    expect((await get('gzip')).encoding).toBe('gzip')
    expect((await get('identity')).encoding).toBeNull()
    expect((await get('identity')).length).toBe(plain.length)
    expect(server.renders.filter((render) => render === '/articles')).toHaveLength(1)
  })

  it('renders a page’s lean twin on its first request, once for its readers at once, under its own validator', async () => {
    const before = server.renders.length
    const lean = () => server.get('/articles', { headers: { 'Save-Data': 'on', ...KEPT } })
    const [first, second] = await Promise.all([lean(), lean()])
    const third = await server.get('/articles/', { headers: { Cookie: 'data-saver=on; stylesheet=app-1a.css' } })
    const html = await first.text()
    expect(html).toContain('<p data-saved-line="">2 KB</p>')
    for (const response of [second, third]) expect(await response.text()).toBe(html)
    expect(first.headers.get('etag')).toBe(pageETag(html))
    expect(server.renders.slice(before)).toEqual(['lean /articles'])
    expect((await server.get('/articles', revisit(pageETag(html), { 'Save-Data': 'on', ...KEPT }))).status).toBe(304)
    expect((await server.get('/articles', revisit(pageETag(html), KEPT))).status).toBe(200)
  })

  it('answers a failed lean render with the error page, and tries again on the next request', async () => {
    server.failures.lean = 1
    expectConsoleError()
    const lean = () => server.get('/articles', { headers: { 'Save-Data': 'on' } })
    const failed = await lean()
    expect(failed.status).toBe(500)
    expect(await failed.text()).not.toContain('passing failure')
    // The error page runs no script, and its policy allows none inline.
    expect(failed.headers.get('content-security-policy')).toContain("script-src 'self';")
    expect((await lean()).status).toBe(200)
  })

  it('serves the page itself for a query string its loader does not read (a shared link’s tag)', async () => {
    const before = server.renders.length
    const tagged = await server.get('/articles?utm_source=whatsapp&fbclid=1', { headers: KEPT })
    expect(tagged.headers.get('etag')).toBe((await server.get('/articles', { headers: KEPT })).headers.get('etag'))
    expect(server.renders.length).toBe(before)
    expect(server.cache.stats()).toMatchObject({ droppedParams: 1 })
  })

  it('lists the English pages that search engines may index, for the sitemap', () => {
    expect(server.cache.indexedPages).toEqual(['/', '/articles', '/flaky', '/cookie', '/articles/soil-health'])
  })

  it('stops the start when a page does not render, or differs per reader', async () => {
    const options = {
      origin: 'https://hub.example',
      context: {} as AppLoadContext,
      stylesheet: createFirstVisitStylesheet(clientDir()),
    }
    const broken = makeBuild()
    broken.build.routes.auth!.module.loader = () => {
      throw new Error('a broken guide')
    }
    expectConsoleError()
    await expect(createPageCache({ ...options, build: broken.build, pagesWithParameters: [] })).rejects.toThrow(
      /\/auth: rendering answered 500/,
    )
    const cookie = makeBuild()
    cookie.build.routes.auth!.module.loader = () => Response.json({}, { headers: { 'Set-Cookie': 'a=b' } })
    await expect(createPageCache({ ...options, build: cookie.build, pagesWithParameters: [] })).rejects.toThrow(
      /render: 'per-request'/,
    )
  })
})

describe('the pages rendered on demand (a query string, loader data)', () => {
  it('renders a search once, keeps it as a page rendered at start is kept, private to the reader', async () => {
    const first = await server.get('/articles?q=maize')
    const second = await server.get('/articles?q=maize')
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit'])
    const html = await second.text()
    expect(html).toContain('"q":"maize"')
    expect(await first.text()).toBe(html)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('content-security-policy')).toContain(
      sha256('window.data={"articles":{"q":"maize","show":null}}'),
    )
    expect(server.renders.filter((render) => render.includes('maize'))).toEqual(['/articles?q=maize'])
  })

  it('keys by the parameters the page reads, sorted, and drops the others; the language is in the path', async () => {
    await Promise.all([
      server.get('/articles?show=9&q=maize'),
      server.get('/articles/?q=maize&show=9&utm_source=whatsapp'),
    ])
    await server.get('/articles?fbclid=1&q=maize&show=9')
    await server.get('/sw/articles?q=maize&show=9')
    expect(server.renders.filter((render) => render.includes('maize'))).toEqual([
      '/articles?q=maize&show=9',
      '/sw/articles?q=maize&show=9',
    ])
    expect(server.cache.stats()).toMatchObject({ hits: 2, misses: 2, droppedParams: 2, entries: 2 })
  })

  it("keeps the data saver's lean page apart, for Save-Data and for the reader's cookie", async () => {
    const whole = await server.get('/articles?q=maize')
    const lean = await server.get('/articles?q=maize', { headers: { 'Save-Data': 'on' } })
    const chosen = await server.get('/articles?q=maize', { headers: { Cookie: 'data-saver=on' } })
    expect(await whole.text()).not.toContain('data-saved-line')
    expect(await lean.text()).toContain('<p data-saved-line="">2 KB</p>')
    expect(chosen.headers.get('x-page-cache')).toBe('hit')
    expect(chosen.headers.get('etag')).toBe(lean.headers.get('etag'))
  })

  it('keeps the loader data of a page (single fetch) apart from its HTML', async () => {
    const data = await server.get('/articles.data?q=maize&junk=1')
    expect(data.status).toBe(200)
    expect(data.headers.get('content-type')).not.toMatch(/html/)
    await server.get('/articles.data?q=maize')
    await server.get('/articles?q=maize')
    expect(server.renders.filter((render) => render.includes('maize'))).toEqual([
      '/articles?q=maize',
      '/articles?q=maize',
    ])
  })

  it('never keeps a response that sets a cookie, and leaves it to the live render', async () => {
    const responses = [await server.get('/cookie?x=1'), await server.get('/cookie?x=1')]
    expect(responses.map((response) => response.status)).toEqual([418, 418])
    expect(server.renders.filter((render) => render === '/cookie?x=1')).toHaveLength(1)
    expect(server.cache.stats()).toMatchObject({ bypassed: 2 })
  })

  it('does not remember a failed render: the next request renders again', async () => {
    server.failures.flaky = 1
    expectConsoleError()
    const statuses = [(await server.get('/flaky?a=1')).status, (await server.get('/flaky?a=1')).status]
    expect(statuses).toEqual([418, 200])
  })

  it('leaves other pages, other methods, encoded and over-long URLs to the live render', async () => {
    const short = await startServer({ maxKeyLength: 100 })
    try {
      const responses = await Promise.all([
        short.get('/inbox?q=1'),
        short.get('/articles?q=maize', { method: 'POST' }),
        short.get(`/articles?q=${'x'.repeat(200)}`),
        short.get('/articles.dat%61?q=maize'),
      ])
      expect(responses.map((response) => response.status)).toEqual([418, 418, 418, 418])
    } finally {
      await short.close()
    }
  })

  it('holds no more pages than its bound, dropping the least recently used', async () => {
    const small = await startServer({ maxEntries: 3 })
    try {
      for (const q of ['a', 'b', 'c', 'd', 'e']) await small.get(`/articles?q=${q}`)
      expect(small.cache.stats().entries).toBe(3)
      await small.get('/articles?q=e')
      await small.get('/articles?q=a')
      expect(small.renders.filter((render) => render.startsWith('/articles?'))).toEqual(
        ['a', 'b', 'c', 'd', 'e', 'a'].map((q) => `/articles?q=${q}`),
      )
    } finally {
      await small.close()
    }
  })
})

describe('the 404 page', () => {
  it('is the page rendered at start, with status 404, naming the path asked for, in its language, with this response’s nonce', async () => {
    const english = await server.get('/no/such/thing')
    expect(english.status).toBe(404)
    expect(english.headers.get('cache-control')).toBe('private, no-cache')
    const nonce = /'nonce-([^']+)'/.exec(english.headers.get('content-security-policy') ?? '')?.[1]
    const html = await english.text()
    expect(html).toContain('href="/no/such/thing"')
    expect(html).not.toContain(NOT_FOUND_PROBE)
    expect(html).toContain(`<script nonce="${nonce}">window.data=`)

    const kiswahili = await server.get('/sw/hakuna')
    expect(kiswahili.status).toBe(404)
    expect(await kiswahili.text()).toContain('href="/sw/hakuna"')

    const lean = await server.get('/no/such/thing', { headers: { 'Save-Data': 'on' } })
    expect(lean.status).toBe(404)
    expect(await lean.text()).toContain('data-saved-line')
  })

  it('never names another site: a path with repeated slashes links to this site’s path', async () => {
    for (const path of ['/sw//evil.example', '//evil.example', '/sw///evil.example/x']) {
      const response = await server.get(path)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html, path).not.toMatch(/"\/\/evil/)
      expect(html, path).toMatch(/href="(\/sw)?\/evil\.example/)
    }
  })

  it('leaves to the live render what another route claims, data requests and paths it would not write as they are', async () => {
    for (const url of ['/no-such-page.data', "/a'b", '/nope?x=1']) {
      expect(await (await server.get(url)).text(), url).toBe('rendered live')
    }
    expect((await server.get('/articles/no-such-guide')).status).toBe(418)
  })
})
