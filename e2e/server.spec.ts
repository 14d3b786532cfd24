import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { specRoutes } from './fixtures'

// The production server's own behaviour, over plain HTTP.

test('GET /healthz answers 200 when the server is ready', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('every spec route answers 200 without a redirect, with or without a trailing slash', async ({ request }) => {
  for (const { path } of specRoutes) {
    for (const variant of path === '/' ? [path] : [path, `${path}/`]) {
      const response = await request.get(variant, { maxRedirects: 0 })
      expect(response.status(), variant).toBe(200)
      expect(await response.text(), variant).toContain('<h1')
    }
  }
})

/** The inline scripts of a page that the browser runs, or that its press keeper runs later (the inert application module). */
function runnableInlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', text = '']) => ({ attributes, text }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes))
    .filter(
      ({ attributes }) =>
        !/type="/.test(attributes) || /type="module"/.test(attributes) || /id="deferred-app"/.test(attributes),
    )
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test('pages carry the security headers, and every inline script is allowed by its hash or the response’s nonce', async ({
  request,
}) => {
  // Kept pages (rendered at start, or on a query's first request) are the same for every reader:
  // their scripts are allowed by their hashes. A page rendered for one response has its nonce.
  const pages = [
    { path: '/', kept: true },
    { path: '/articles/soil-health', kept: true },
    { path: '/sw/articles/soil-health', kept: true },
    { path: '/articles?q=maize', kept: true },
    { path: '/no-such-page', kept: false },
    { path: '/expert/sign-in', kept: false },
  ]
  for (const { path, kept } of pages) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).toContain("default-src 'self'")
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain('https://www.youtube-nocookie.com')
    // Every photo is ours (/photos/…, decision 13): no photo host may be reached from a page.
    expect(csp, path).toContain("img-src 'self' data:;")
    expect(csp, path).toContain("connect-src 'self';")
    expect(csp, path).not.toContain('unsafe-eval')
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSources, path).not.toContain('unsafe-inline')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['strict-transport-security'], path).toBeUndefined()

    const html = await response.text()
    const scripts = runnableInlineScripts(html)
    expect(scripts.length, path).toBeGreaterThan(0)
    const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1]
    if (kept) {
      expect(nonce, path).toBeUndefined()
      for (const { text } of scripts) expect(scriptSources, `${path}: ${text.slice(0, 60)}`).toContain(sha256(text))
    } else {
      expect(nonce, path).toBeTruthy()
      for (const { attributes } of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`)
    }
  }
})

test('a page rendered per request gets a new nonce each time; a kept page the same policy', async ({ request }) => {
  const policy = async (path: string) => (await request.get(path)).headers()['content-security-policy']
  expect(await policy('/no-such-page')).not.toEqual(await policy('/no-such-page'))
  expect(await policy('/')).toEqual(await policy('/'))
})

test('HSTS is sent when the site is reached over HTTPS through a proxy', async ({ request }) => {
  const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(response.headers()['strict-transport-security']).toContain('max-age=')
})

test('responses are compressed with brotli or gzip as the browser asks', async ({ request }) => {
  const brotli = await request.get('/articles/soil-health', { headers: { 'Accept-Encoding': 'br' } })
  expect(brotli.headers()['content-encoding']).toBe('br')
  const gzip = await request.get('/articles/soil-health', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
})

test('hashed assets are cached for a year as immutable', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const response = await request.get(asset!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('the scripts every page runs at once, and only they, ask to be compiled off the main thread', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  // The application module imports the root route (the frame every page shares) and the client
  // entry (React, React DOM, React Router): build-tools/first-load-chunks.ts.
  const root = /import \* as route0 from "(\/assets\/root-[^"]+\.js)"/.exec(html)?.[1]
  const entry = /import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(html)?.[1]
  const page = /import \* as route2 from "(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  for (const asset of [root, entry]) {
    // On its own line ahead of the chunk's code (after the bundler's one-line list of lazy chunks, if any).
    expect(await (await request.get(asset!)).text()).toMatch(
      /^(const __vite__mapDeps=.*\n)?\/\/# allFunctionsCalledOnLoad\n/,
    )
  }
  // A page's own chunk is not every page's: it is compiled as it runs.
  expect(await (await request.get(page!)).text()).not.toContain('allFunctionsCalledOnLoad')
})

test('pre-rendered pages are complete HTML before any script runs', async ({ request }) => {
  const html = await (await request.get('/articles/soil-health')).text()
  expect(html).toContain('<title>Soil Health | Tujue Ukulima</title>')
  expect(html).toMatch(/<h1[^>]*>Soil Health<\/h1>/)
  expect(html).toContain('Empowering farmers through knowledge, innovation, and community')
})

test('unknown paths answer 404, and so do unknown slugs', async ({ request }) => {
  for (const path of ['/nope', '/articles/nope', '/videos/nope', '/companies/nope', '/assets/nope.js']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
  }
})

test('request bodies over the limit answer 413', async ({ request }) => {
  const response = await request.post('/contact', {
    data: 'x'.repeat(64 * 1024),
    headers: { 'Content-Type': 'text/plain' },
  })
  expect(response.status()).toBe(413)
})

test('a bad environment variable stops the server with a message naming it', () => {
  for (const [name, value] of [
    ['PORT', 'eighty'],
    ['SITE_URL', 'tujue.example'],
  ] as const) {
    const result = spawnSync(process.execPath, ['build/server-app/index.js'], {
      env: { ...process.env, PORT: '3198', [name]: value },
      encoding: 'utf8',
      timeout: 10_000,
    })
    expect(result.status, name).toBe(1)
    expect(result.stderr, name).toContain(`${name}:`)
  }
})

test('a malformed address answers 400 with a way home, never a stack trace', async ({ request }) => {
  const response = await request.get('/articles/%E0%A4%A')
  expect(response.status()).toBe(400)
  const html = await response.text()
  expect(html).toContain('That address is not valid. Please check the link.')
  expect(html).toContain('<a href="/">Return to Home</a>')
  expect(html).not.toMatch(/URIError|node_modules|decodeURIComponent/)
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'")
})

test('the provider’s identity and SITE_URL are run-time settings, also for the pages rendered at start', async ({
  request,
}) => {
  // A second server renders every public page before it is ready: most of a minute on a busy machine.
  test.setTimeout(180_000)
  const port = Number(process.env.E2E_PORT ?? 3100) + 7
  const server = spawn(process.execPath, ['build/server-app/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: 'https://shamba.example',
      PROVIDER_PHONE: '0700 111 222',
      PROVIDER_EMAIL: 'experts@shamba.example',
      PROVIDER_HUB_NAME: 'Shamba & Sons Hub',
    },
    stdio: 'ignore',
  })
  try {
    const origin = `http://127.0.0.1:${port}`
    await expect
      .poll(async () => (await request.get(`${origin}/healthz`).catch(() => null))?.status(), { timeout: 150_000 })
      .toBe(200)
    // A page rendered at start-up, and one rendered on its first request (a query string), agree.
    for (const path of ['/contact', '/contact?guide=soil-health']) {
      const html = await (await request.get(`${origin}${path}`)).text()
      expect(html, path).toContain('0700 111 222')
      expect(html, path).toContain('href="tel:0700111222"')
      expect(html, path).toContain('mailto:experts@shamba.example')
      expect(html, path).toContain('Shamba &amp; Sons Hub')
      expect(html, path).not.toContain('0115037380')
      expect(html, path).toContain('<link rel="canonical" href="https://shamba.example/contact"/>')
    }
  } finally {
    server.kill()
  }
})

test('pages rendered on demand are private; pre-rendered pages revalidate to a 304 with the same policy', async ({
  request,
}) => {
  const search = await request.get('/articles?q=maize')
  expect(search.headers()['cache-control']).toBe('private, no-cache')

  const first = await request.get('/articles/soil-health')
  const etag = first.headers()['etag']
  expect(etag).toMatch(/^W\/"/)
  expect(first.headers()['cache-control']).toBe('no-cache')
  expect(first.headers()['vary']).toBe('Accept-Encoding, Save-Data, Cookie')
  const revisit = await request.get('/articles/soil-health', {
    headers: { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' },
  })
  expect(revisit.status()).toBe(304)
  expect(revisit.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
})

test('an asset this build lacks (a rolling deploy) is a bare 404, and every answer names its request id', async ({
  request,
}) => {
  const response = await request.get('/assets/entry.client-NEWBUILD.js')
  expect(response.status()).toBe(404)
  expect(await response.text()).toBe('')
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  const traced = await request.get('/', { headers: { 'X-Request-Id': 'lb-trace-42' } })
  expect(traced.headers()['x-request-id']).toBe('lb-trace-42')
})
