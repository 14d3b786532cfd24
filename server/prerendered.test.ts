import express from 'express'
import { addNonce, normalisePath, pageETag, servePrerendered } from './prerendered'
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
  app.use(servePrerendered(new Map([['/articles/soil-health', page]])))

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
