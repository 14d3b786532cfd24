import express from 'express'
import { handleUnexpectedError } from './error-handler'
import { addNonce, keepPages, normalisePath, NOT_FOUND_PROBE, pageETag, servePrerendered } from './prerendered'
import { assignNonce, securityHeaders } from './security-headers'
import { listen } from './test-server'

describe('normalisePath', () => {
  it('drops trailing slashes, but keeps the root', () => {
    const paths = ['/', '/articles', '/articles/', '/articles/soil-health//']
    expect(paths.map(normalisePath)).toEqual(['/', '/articles', '/articles', '/articles/soil-health'])
  })
})

describe('addNonce', () => {
  it('puts the nonce on every script tag', () => {
    const html = '<head><script>window.x=1</script><script type="module">import("/a.js")</script></head>'
    expect(addNonce(html, 'abc')).toBe(
      '<head><script nonce="abc">window.x=1</script><script nonce="abc" type="module">import("/a.js")</script></head>',
    )
  })
})

describe('servePrerendered', () => {
  const page = '<html><head><script type="module">import("/assets/a.js")</script></head><body>Soil</body></html>'
  const app = express()
  app.use(assignNonce, securityHeaders)
  app.use(servePrerendered(keepPages(new Map([['/articles/soil-health', page]]), () => Promise.resolve(page))))

  it('gives a page the same validator on every response, though each carries its own nonce', async () => {
    const server = await listen(app)
    try {
      const first = await fetch(`${server.url}/articles/soil-health`)
      const second = await fetch(`${server.url}/articles/soil-health/`)
      expect(first.headers.get('etag')).toBe(pageETag(page))
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(first.headers.get('cache-control')).toBe('no-cache')
      expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'))
    } finally {
      await server.close()
    }
  })

  it('answers a revisit with 304 and no CSP header, so the browser keeps the one that matches its copy', async () => {
    const server = await listen(app)
    try {
      const first = await fetch(`${server.url}/articles/soil-health`)
      const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1]
      expect(await first.text()).toContain(`<script nonce="${nonce}"`)

      // As a browser revalidates (fetch() would add "no-cache", which asks for a full answer).
      const revisit = await fetch(`${server.url}/articles/soil-health`, {
        headers: { 'If-None-Match': first.headers.get('etag') ?? '', 'Cache-Control': 'max-age=0' },
      })
      expect(revisit.status).toBe(304)
      expect(revisit.headers.has('content-security-policy')).toBe(false)
      expect(await revisit.text()).toBe('')

      const changed = await fetch(`${server.url}/articles/soil-health`, {
        headers: { 'If-None-Match': 'W/"other"', 'Cache-Control': 'max-age=0' },
      })
      expect(changed.status).toBe(200)
      expect(changed.headers.get('content-security-policy')).toContain("'nonce-")
    } finally {
      await server.close()
    }
  })
})

describe('servePrerendered: the stylesheet on a first visit', () => {
  const page = '<html><head><link rel="stylesheet" href="/assets/app-1a.css"/></head><body>Soil</body></html>'
  const firstVisit = (html: string) =>
    html.replace('<link rel="stylesheet"', '<style>.a{}</style><link disabled rel="stylesheet"')
  const inlined = firstVisit(page)
  const app = express()
  app.use(assignNonce, securityHeaders)
  app.use(
    servePrerendered(
      keepPages(new Map([['/articles/soil-health', page]]), () => Promise.resolve(page), new Map(), firstVisit),
      () => false,
      (cookie) => cookie === 'stylesheet=app-1a.css',
    ),
  )

  it('gives a browser that does not keep the stylesheet the page with it written in, and one that does the page as rendered', async () => {
    const server = await listen(app)
    try {
      const first = await fetch(`${server.url}/articles/soil-health`)
      expect(await first.text()).toBe(inlined)
      expect(first.headers.get('etag')).toBe(pageETag(inlined))
      expect(first.headers.get('vary')).toBe('Save-Data, Cookie')

      const next = await fetch(`${server.url}/articles/soil-health`, { headers: { Cookie: 'stylesheet=app-1a.css' } })
      expect(await next.text()).toBe(page)
      expect(next.headers.get('etag')).toBe(pageETag(page))

      // A revisit is a 304 only for the variant the browser holds.
      const revisit = (etag: string, cookie: string) =>
        fetch(`${server.url}/articles/soil-health`, {
          headers: { Cookie: cookie, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
        })
      expect((await revisit(pageETag(page), 'stylesheet=app-1a.css')).status).toBe(304)
      expect((await revisit(pageETag(inlined), 'stylesheet=app-1a.css')).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})

describe('the lean pages (data saver), rendered on first request', () => {
  const whole = '<html><head></head><body>Soil <img src="/a.webp"></body></html>'
  const lean = '<html><head></head><body>Soil <details class="data-saver-photo"></details></body></html>'

  function appWith(renderLean: (path: string) => Promise<string>) {
    const app = express()
    app.use(assignNonce, securityHeaders)
    app.use(servePrerendered(keepPages(new Map([['/articles/soil-health', whole]]), renderLean)))
    app.use((_req, res) => res.status(404).end())
    app.use(handleUnexpectedError)
    return app
  }

  it('renders each lean page once, for all its readers at once, under its own validator and the same Vary', async () => {
    const rendered: string[] = []
    const server = await listen(
      appWith(async (path) => {
        rendered.push(path)
        await new Promise((resolve) => setTimeout(resolve, 50))
        return lean
      }),
    )
    try {
      // Nothing lean is rendered before a reader asks for it: the start renders the whole pages only.
      expect(rendered).toEqual([])
      const leanPage = () => fetch(`${server.url}/articles/soil-health`, { headers: { 'Save-Data': 'on' } })
      const [first, second] = await Promise.all([leanPage(), leanPage()])
      const third = await fetch(`${server.url}/articles/soil-health/`, { headers: { Cookie: 'data-saver=on' } })
      for (const response of [first, second, third]) {
        expect(await response.text()).toContain('data-saver-photo')
        expect(response.headers.get('etag')).toBe(pageETag(lean))
        expect(response.headers.get('vary')).toBe('Save-Data, Cookie')
      }
      expect(rendered).toEqual(['/articles/soil-health'])

      const wholePage = await fetch(`${server.url}/articles/soil-health`)
      expect(await wholePage.text()).not.toContain('data-saver-photo')
      expect(wholePage.headers.get('etag')).toBe(pageETag(whole))
      expect(wholePage.headers.get('vary')).toBe('Save-Data, Cookie')

      // A revisit of the lean page is a 304 for its own validator only.
      const revisit = (etag: string) =>
        fetch(`${server.url}/articles/soil-health`, {
          headers: { 'Save-Data': 'on', 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
        })
      expect((await revisit(pageETag(lean))).status).toBe(304)
      expect((await revisit(pageETag(whole))).status).toBe(200)
      // A path that is not a public page is left to the next handler, lean or not.
      expect((await fetch(`${server.url}/nope`, { headers: { 'Save-Data': 'on' } })).status).toBe(404)
      expect(rendered).toEqual(['/articles/soil-health'])
    } finally {
      await server.close()
    }
  })

  it('answers a failed lean render with the error page, and tries again on the next request', async () => {
    let attempts = 0
    const server = await listen(
      appWith(async () => {
        attempts++
        if (attempts === 1) throw new Error('/articles/soil-health: the press keeper script is missing from the page.')
        return lean
      }),
    )
    try {
      const leanPage = () => fetch(`${server.url}/articles/soil-health`, { headers: { 'Save-Data': 'on' } })
      const failed = await leanPage()
      expect(failed.status).toBe(500)
      expect(await failed.text()).not.toContain('press keeper')
      const retried = await leanPage()
      expect(retried.status).toBe(200)
      expect(await retried.text()).toContain('data-saver-photo')
      expect(attempts).toBe(2)
    } finally {
      await server.close()
    }
  })
})

describe('servePrerendered: the 404 page', () => {
  const notFound = (lang: string) =>
    `<html lang="${lang}"><head><script>x</script></head><body><a href="/no-such-page">English</a><a href="/sw/no-such-page">Kiswahili</a><input name="back" value="/no-such-page"/></body></html>`
  const notFoundPages = new Map([
    [NOT_FOUND_PROBE, notFound('en')],
    [`/sw${NOT_FOUND_PROBE}`, notFound('sw')],
  ])
  const lean = (path: string) => Promise.resolve(`${notFoundPages.get(path)}<p>lean</p>`)
  const app = express()
  app.use(assignNonce, securityHeaders)
  app.use(
    servePrerendered(
      keepPages(new Map([['/articles/soil-health', '<html>Soil</html>']]), lean, notFoundPages),
      // As the route list decides: only the catch-all claims these.
      (pathname) => !pathname.startsWith('/articles/'),
    ),
  )
  app.use((_req, res) => res.status(404).send('rendered live'))

  it('serves the page rendered at start-up with status 404, naming the path asked for, in its language', async () => {
    const server = await listen(app)
    try {
      const english = await fetch(`${server.url}/no/such/thing`)
      expect(english.status).toBe(404)
      expect(english.headers.get('cache-control')).toBe('private, no-cache')
      const html = await english.text()
      expect(html).toContain('<html lang="en">')
      expect(html).toContain('href="/no/such/thing"')
      expect(html).toContain('href="/sw/no/such/thing"')
      expect(html).toContain('value="/no/such/thing"')
      expect(html).not.toContain(NOT_FOUND_PROBE)
      expect(html).toMatch(/<script nonce="[^"]+">x<\/script>/)

      const kiswahili = await fetch(`${server.url}/sw/hakuna`)
      expect(kiswahili.status).toBe(404)
      const swHtml = await kiswahili.text()
      expect(swHtml).toContain('<html lang="sw">')
      expect(swHtml).toContain('href="/hakuna"')
      expect(swHtml).toContain('href="/sw/hakuna"')

      const leanPage = await fetch(`${server.url}/no/such/thing`, { headers: { 'Save-Data': 'on' } })
      expect(leanPage.status).toBe(404)
      expect(await leanPage.text()).toContain('<p>lean</p>')
    } finally {
      await server.close()
    }
  })

  it('leaves to the live render what another route claims, data requests and paths it would not write as they are', async () => {
    const server = await listen(app)
    try {
      for (const path of ['/articles/no-such-guide', '/no-such-page.data', "/a'b"]) {
        const response = await fetch(`${server.url}${path}`)
        expect(await response.text(), path).toBe('rendered live')
      }
      expect(await (await fetch(`${server.url}/articles/soil-health`)).text()).toBe('<html>Soil</html>')
    } finally {
      await server.close()
    }
  })
})
