import type { RequestHandler } from 'express'
import { createLimits } from '~/lib/limits/limits.server'
import { createModelAvailability } from '~/lib/model-availability.server'
import { openTestDatabase, TEST_DATABASES } from '../tests/databases'
import { createApp } from './app'
import { createHealth } from './health'
import { pageETag } from './page-html'
import { SECURITY_HEADERS } from './security-headers'
import { memoryLogger } from './test-logger'
import { createAudit } from '~/lib/audit.server'
import { clientDir, CSS, makeBuild } from './test-page-build'
import { listen } from './test-server'

const METRICS_TOKEN = 'metrics-token-for-the-app-test-0123'
const KEPT = { Cookie: 'stylesheet=app-1a.css' }
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' }

/** The server as `npm start` composes it, with a small build, the real database, limits and health. */
async function startApp() {
  const { build } = makeBuild()
  const log = memoryLogger()
  const database = await openTestDatabase(TEST_DATABASES[0])
  const health = createHealth([], log.logger)
  const passOn: RequestHandler = (_req, _res, next) => next()
  const app = await createApp({
    build,
    clientDir: clientDir(),
    siteUrl: 'https://hub.example',
    database: database.db,
    limits: createLimits(),
    aiModel: createModelAvailability(),
    logger: log.logger,
    audit: createAudit(log.logger, Buffer.alloc(32, 3)),
    serverKey: Buffer.alloc(32, 4),
    health,
    trustProxy: ['127.0.0.1'],
    metricsToken: METRICS_TOKEN,
    photos: passOn,
    pagesWithParameters: ['/articles/soil-health'],
  })
  const server = await listen(app)
  const get = (url: string, init?: RequestInit) => fetch(server.url + url, init)
  const answeredFirst = () => app.pageCacheStats().answeredFirst
  return {
    get,
    log,
    health,
    answeredFirst,
    async close() {
      await server.close()
      await database.close()
    },
  }
}

type App = Awaited<ReturnType<typeof startApp>>
let app: App
beforeEach(async () => {
  app = await startApp()
})
afterEach(async () => {
  await app.close()
})

/** Every header but the ones that differ per response. */
function lasting(response: Response) {
  const headers = Object.fromEntries(response.headers)
  for (const name of ['date', 'x-request-id', 'x-page-cache', 'content-length', 'content-encoding'])
    delete headers[name]
  return headers
}

describe('a page kept since the start, answered before Express', () => {
  it('carries every header a kept page has: security, its policy by hashes, validator, caching, Vary', async () => {
    // The first request for an encoding makes it, behind Express; the next ones are answered at once.
    await app.get('/articles', { headers: { ...BROWSER, ...KEPT } })
    const response = await app.get('/articles', { headers: { ...BROWSER, ...KEPT } })
    expect(response.status).toBe(200)
    expect(app.answeredFirst()).toBe(1)
    const html = await response.text()
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value)
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self';script-src 'self' 'sha256-/)
    expect(response.headers.get('content-security-policy')).not.toContain('nonce')
    expect(response.headers.get('etag')).toBe(pageETag(html))
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Save-Data, Cookie')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends the same headers as the page cache behind Express sends (a query the page does not read)', async () => {
    await app.get('/articles', { headers: { ...BROWSER, ...KEPT } })
    const first = await app.get('/articles', { headers: { ...BROWSER, ...KEPT } })
    const tagged = await app.get('/articles?utm_source=whatsapp', { headers: { ...BROWSER, ...KEPT } })
    expect(app.answeredFirst()).toBe(1)
    expect(lasting(first)).toEqual(lasting(tagged))
    expect(await first.text()).toBe(await tagged.text())
  })

  it('compresses as the reader asks: brotli, gzip, or not at all', async () => {
    const plain = await (await app.get('/articles', { headers: { 'Accept-Encoding': 'identity' } })).text()
    for (const encoding of ['br', 'gzip', 'identity']) {
      await app.get('/articles', { headers: { 'Accept-Encoding': encoding } })
      const before = app.answeredFirst()
      const response = await app.get('/articles', { headers: { 'Accept-Encoding': encoding } })
      expect(app.answeredFirst(), encoding).toBe(before + 1)
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding)
      expect(await response.text()).toBe(plain)
    }
  })

  it('answers a revisit with 304 and the same policy, and HEAD with the headers alone', async () => {
    const page = await app.get('/articles', { headers: BROWSER })
    const etag = page.headers.get('etag')!
    const unchanged = await app.get('/articles', {
      headers: { ...BROWSER, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'))
    expect(unchanged.headers.get('etag')).toBe(etag)
    const reload = await app.get('/articles', {
      headers: { ...BROWSER, 'If-None-Match': etag, 'Cache-Control': 'no-cache' },
    })
    expect(reload.status).toBe(200)

    // Gzip, made by the GET: brotli's best may replace its quick form at any moment.
    const got = await app.get('/articles', { headers: { 'Accept-Encoding': 'gzip' } })
    const head = await app.get('/articles', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(got.headers.get('content-length'))
    expect(await head.text()).toBe('')
    expect(app.answeredFirst()).toBe(3)
  })

  it('gives a first visit the stylesheet inside, and the data saver its lean page (made once, then at once)', async () => {
    const firstVisit = await (await app.get('/articles', { headers: BROWSER })).text()
    expect(firstVisit).toContain(`<style data-stylesheet="/assets/app-1a.css">${CSS}</style>`)
    const linked = await (await app.get('/articles', { headers: { ...BROWSER, ...KEPT } })).text()
    expect(linked).not.toContain('<style')

    const lean = () => app.get('/articles', { headers: { ...BROWSER, 'Save-Data': 'on', ...KEPT } })
    const made = await lean()
    expect(made.headers.get('x-page-cache')).toBe('miss')
    const again = await lean()
    expect(again.headers.get('x-page-cache')).toBe('hit')
    const chosen = await app.get('/articles', {
      headers: { ...BROWSER, Cookie: 'data-saver=on; stylesheet=app-1a.css' },
    })
    expect(await again.text()).toContain('data-saved-line')
    expect(chosen.headers.get('etag')).toBe(made.headers.get('etag'))
    expect(app.answeredFirst()).toBe(2)
  })

  it('logs one line per request and counts it, by its route', async () => {
    const response = await app.get('/articles', { headers: { ...BROWSER, 'X-Request-Id': 'lb-42' } })
    expect(response.headers.get('x-request-id')).toBe('lb-42')
    await vi.waitFor(() => expect(app.log.lines().some((line) => line.reqId === 'lb-42')).toBe(true))
    expect(app.log.lines().find((line) => line.reqId === 'lb-42')).toMatchObject({
      level: 'info',
      method: 'GET',
      route: 'articles',
      status: 200,
      durationMs: expect.any(Number),
      msg: 'GET articles 200',
    })
    const count = async () => {
      const metrics = await app.get('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      const line = /^tujue_http_requests_total\{route="articles",method="GET",status="200"\} (\d+)$/m.exec(
        await metrics.text(),
      )
      return Number(line?.[1] ?? 0)
    }
    const before = await count()
    await app.get('/articles', { headers: BROWSER })
    await vi.waitFor(async () => expect(await count()).toBe(before + 1))
  })

  it('adds HSTS over HTTPS through a trusted proxy, and closes the connection while draining', async () => {
    const secure = await app.get('/articles', { headers: { ...BROWSER, 'X-Forwarded-Proto': 'https' } })
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    app.health.startDraining()
    const draining = await app.get('/articles', { headers: BROWSER })
    expect(draining.status).toBe(200)
    expect(draining.headers.get('connection')).toBe('close')
    expect(app.answeredFirst()).toBe(1)
  })
})
