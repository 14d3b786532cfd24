// The photo proxy against a real photo host stand-in: a node:http server on 127.0.0.1 that
// answers as a host would (or fails as a host can), and records what it was asked.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { register } from 'prom-client'
import { heroSlides } from '~/content/home'
import { resizedImageUrl } from '~/lib/image-url'
import { buildPhotoAllowlist, contentPhotoAllowlist } from './photo-allowlist'
import { cacheControlFor, createPhotoProxy, formatOf, type PhotoProxyOptions } from './photos'
import { memoryLogger } from './test-logger'
import { listen } from './test-server'

const BYTES = { webp: Buffer.from('RIFF-webp-bytes'), avif: Buffer.from('avif-bytes'), jpeg: Buffer.from('jpeg-bytes') }

/** Each photo's file name says how the stand-in host answers it. */
const photo = (name: string) => `https://res.cloudinary.com/demo/image/upload/v1/${name}.jpg`
const at640 = (name: string) => resizedImageUrl(photo(name), 640)

interface Asked {
  path: string
  accept: string
  method: string
}

async function startHost() {
  const asked: Asked[] = []
  const server = http.createServer((req, res) => {
    asked.push({ path: req.url ?? '', accept: req.headers.accept ?? '', method: req.method ?? '' })
    const name = /\/(\w+)\.jpg$/.exec(req.url ?? '')?.[1]
    const accept = req.headers.accept ?? ''
    switch (name) {
      case 'slow':
        // Headers, then never the whole photo.
        res.writeHead(200, { 'content-type': 'image/jpeg' }).write('partial')
        return
      case 'late':
        setTimeout(() => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(BYTES.jpeg), 150)
        return
      case 'moved':
        res.writeHead(302, { location: req.url!.replace('moved', 'ok') }).end()
        return
      case 'page':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Not a photo</p>')
        return
      case 'drawing':
        res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>')
        return
      case 'huge':
        // No length said: the proxy has to count as the bytes come.
        res.writeHead(200, { 'content-type': 'image/jpeg' })
        for (let chunk = 0; chunk < 20; chunk++) res.write(Buffer.alloc(1024))
        res.end()
        return
      case 'declared':
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) }).write('x')
        return
      case 'broken':
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error at the host: stack trace here')
        return
      default: {
        const format = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : 'jpeg'
        res.writeHead(200, { 'content-type': `image/${format}`, 'content-length': BYTES[format].length })
        res.end(BYTES[format])
      }
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

type Host = Awaited<ReturnType<typeof startHost>>
let host: Host

beforeEach(async () => {
  host = await startHost()
})
afterEach(async () => {
  await host.close()
})

const names = ['ok', 'slow', 'late', 'moved', 'page', 'drawing', 'huge', 'declared', 'broken']

async function startProxy(options: Partial<PhotoProxyOptions> = {}) {
  const log = memoryLogger('warn')
  const proxy = createPhotoProxy({
    allowlist: buildPhotoAllowlist(names.map(photo)),
    logger: log.logger,
    upstreamUrl: host.url,
    timeoutMs: 300,
    maxBytes: 10 * 1024,
    ...options,
  })
  const app = express()
  app.use('/photos', proxy.middleware)
  app.use((_req, res) => void res.status(418).send('not the photo route'))
  const server = await listen(app)
  return { url: server.url, log, proxy, close: server.close }
}

type Proxy = Awaited<ReturnType<typeof startProxy>>
let proxy: Proxy

afterEach(async () => {
  await proxy?.close()
})

/** A request with its path sent exactly as written (fetch would tidy `..` and encodings away). */
function rawRequest(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(proxy.url)
    const request = http.request({ hostname, port, path, headers }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

async function metric(name: string, labels: Record<string, string>) {
  const values = (await register.getSingleMetric(name)!.get()).values
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0
}

describe('GET /photos/…', () => {
  it("passes the host's bytes and type through, with a year's cache for a versioned upload", async () => {
    proxy = await startProxy()
    const response = await fetch(proxy.url + at640('ok'), { headers: { Accept: 'image/webp,*/*' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES.webp)
    expect(response.headers.get('content-length')).toBe(String(BYTES.webp.length))
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    // The host was asked for exactly the allowlisted address, under the stand-in's base.
    expect(host.asked).toEqual([
      {
        path: '/res.cloudinary.com/demo/image/upload/c_limit,w_640,f_auto,q_auto/v1/ok.jpg',
        accept: expect.any(String),
        method: 'GET',
      },
    ])
  })

  it('asks the host by what the browser takes (AVIF, WebP or neither) and keeps each apart', async () => {
    proxy = await startProxy()
    const get = async (accept: string) => {
      const response = await fetch(proxy.url + at640('ok'), { headers: { Accept: accept } })
      return { type: response.headers.get('content-type'), vary: response.headers.get('vary') }
    }
    expect(await get(CHROMIUM_IMAGE_ACCEPT)).toEqual({ type: 'image/avif', vary: 'Accept' })
    expect(await get('image/webp,image/*,*/*;q=0.8')).toEqual({ type: 'image/webp', vary: 'Accept' })
    expect(await get('image/png,image/*;q=0.8,*/*;q=0.5')).toEqual({ type: 'image/jpeg', vary: 'Accept' })
    expect(await get('*/*')).toEqual({ type: 'image/jpeg', vary: 'Accept' })
    // Another browser's AVIF-taking Accept is the same request to the host: from memory.
    expect(await get('image/avif,image/webp,*/*')).toEqual({ type: 'image/avif', vary: 'Accept' })
    expect(host.asked.map((asked) => asked.accept)).toEqual([
      'image/avif,image/webp,image/jpeg,image/png',
      'image/webp,image/jpeg,image/png',
      'image/jpeg,image/png,image/gif',
    ])
  })

  it('fetches once for concurrent requests, and answers the next from memory', async () => {
    proxy = await startProxy()
    const hitsBefore = await metric('tujue_photo_requests_total', { result: 'hit' })
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => fetch(proxy.url + at640('late'), { headers: { Accept: '*/*' } })),
    )
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    for (const response of responses) expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES.jpeg)
    expect(host.asked).toHaveLength(1)

    const again = await fetch(proxy.url + at640('late'), { headers: { Accept: '*/*' } })
    expect(Buffer.from(await again.arrayBuffer())).toEqual(BYTES.jpeg)
    expect(host.asked).toHaveLength(1)
    expect(await metric('tujue_photo_requests_total', { result: 'hit' })).toBe(hitsBefore + 1)
    expect(proxy.proxy.stats()).toMatchObject({ entries: 1, bytes: BYTES.jpeg.length, fetching: 0 })
  })

  it('answers HEAD with the length, from the host the first time and from memory after', async () => {
    proxy = await startProxy()
    const head = await fetch(proxy.url + at640('ok'), { method: 'HEAD', headers: { Accept: 'image/webp' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(BYTES.webp.length))
    expect(head.headers.get('content-type')).toBe('image/webp')
    expect(await head.text()).toBe('')
    const get = await fetch(proxy.url + at640('ok'), { headers: { Accept: 'image/webp' } })
    expect(Buffer.from(await get.arrayBuffer())).toEqual(BYTES.webp)
    expect(host.asked).toHaveLength(1)
  })

  it('answers a revalidation with 304', async () => {
    proxy = await startProxy()
    const first = await fetch(proxy.url + at640('ok'))
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    // Not fetch: it adds Cache-Control: no-cache to a conditional request, as a browser's fetch() does.
    const again = await rawRequest(at640('ok'), { 'If-None-Match': etag! })
    expect(again.status).toBe(304)
    expect(host.asked).toHaveLength(1)
  })

  it.each([
    ['slow', 'timeout'],
    ['moved', 'redirect'],
    ['page', 'type'],
    ['drawing', 'type'],
    ['huge', 'size'],
    ['declared', 'size'],
    ['broken', 'status'],
  ])('answers 502, uncached and without the host’s words, when the host’s answer is %s', async (name, reason) => {
    proxy = await startProxy()
    const errorsBefore = await metric('tujue_photo_upstream_errors_total', { reason })
    const response = await fetch(proxy.url + at640(name))
    expect(response.status).toBe(502)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.text()
    expect(body).toBe('The photo could not be fetched just now.')
    expect(await metric('tujue_photo_upstream_errors_total', { reason })).toBe(errorsBefore + 1)
    // One log line, naming the photo and why; the redirect's target was never asked for.
    const lines = proxy.log.lines()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'warn',
      photo: photo(name).replace('/v1/', '/c_limit,w_640,f_auto,q_auto/v1/'),
    })
    expect(String(lines[0]!.reason)).toMatch(new RegExp(`^${reason}`))
    expect(host.asked.map((asked) => asked.path).filter((path) => path.includes('/ok.jpg'))).toEqual([])
  })

  it('gives up on a host that does not answer within the time allowed', async () => {
    proxy = await startProxy({ timeoutMs: 200 })
    const started = performance.now()
    expect((await fetch(proxy.url + at640('slow'))).status).toBe(502)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('remembers a failure only briefly: the host is not asked again at once, but is later', async () => {
    proxy = await startProxy({ failureMemoryMs: 100 })
    expect((await fetch(proxy.url + at640('broken'))).status).toBe(502)
    expect((await fetch(proxy.url + at640('broken'))).status).toBe(502)
    expect(host.asked).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect((await fetch(proxy.url + at640('broken'))).status).toBe(502)
    expect(host.asked).toHaveLength(2)
    expect(proxy.log.lines()).toHaveLength(2)
  })

  it('makes the fetches beyond those it may make at once wait their turn, and answers 503 past the wait', async () => {
    proxy = await startProxy({ maxConcurrentFetches: 1, timeoutMs: 1000 })
    const [late, ok] = await Promise.all([fetch(proxy.url + at640('late')), fetch(proxy.url + at640('ok'))])
    expect([late.status, ok.status]).toEqual([200, 200])
    expect(host.asked.map((asked) => asked.path.split('/').pop())).toEqual(['late.jpg', 'ok.jpg'])

    await proxy.close()
    proxy = await startProxy({ maxConcurrentFetches: 1, timeoutMs: 500, maxWaitMs: 100 })
    const [slow, waiting] = await Promise.all([fetch(proxy.url + at640('slow')), fetch(proxy.url + at640('ok'))])
    expect(slow.status).toBe(502)
    expect(waiting.status).toBe(503)
    // Only the host's own failure is logged.
    expect(proxy.log.lines()).toHaveLength(1)
  })

  it('refuses to write: 405', async () => {
    proxy = await startProxy()
    const response = await fetch(proxy.url + at640('ok'), { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(host.asked).toEqual([])
  })
})

describe('only our own photos', () => {
  const slide = heroSlides[0]!.url
  const allowed = resizedImageUrl(slide, 640)

  beforeEach(async () => {
    proxy = await startProxy({ allowlist: contentPhotoAllowlist() })
  })

  it('serves a content photo at an offered width', async () => {
    const response = await rawRequest(allowed)
    expect(response.status).toBe(200)
    expect(host.asked.map((asked) => asked.path)).toEqual([allowed.slice('/photos'.length)])
  })

  it.each([
    ['an unknown photo', '/photos/images.unsplash.com/photo-1?w=640&auto=format&fit=crop&q=75'],
    ['another host', '/photos/example.com/image/upload/v1/a.jpg'],
    ['the photo host itself, as a page', '/photos/res.cloudinary.com/'],
    ['a width we never make', allowed.replace('w_640', 'w_641')],
    ['another parameter', `${allowed}?w=1`],
    ['a path that climbs out', allowed.replace('/image/upload/', '/image/upload/../../../../example.com/')],
    ['a dot segment', allowed.replace('/image/upload/', '/image/./upload/')],
    ['an encoded slash', allowed.replace('/image/upload/', '/image%2Fupload/')],
    ['an encoded letter', allowed.replace('/image/upload/', '/im%61ge/upload/')],
    [
      'a user before the host',
      allowed.replace('/photos/res.cloudinary.com', '/photos/evil.example@res.cloudinary.com'),
    ],
    ['a user after the host', allowed.replace('/photos/res.cloudinary.com', '/photos/res.cloudinary.com@evil.example')],
    ['a port', allowed.replace('/photos/res.cloudinary.com', '/photos/res.cloudinary.com:8080')],
    ['a full address', `http://evil.example${allowed}`],
    ['the bare prefix', '/photos'],
    ['the bare prefix with a slash', '/photos/'],
  ])('gives 404 for %s, asking no host', async (_what, path) => {
    const response = await rawRequest(path)
    expect(response.status).toBe(404)
    expect(host.asked).toEqual([])
  })

  it('leaves every other path to the rest of the server', async () => {
    expect((await rawRequest('/photosynthesis')).status).toBe(418)
  })
})

describe('formatOf', () => {
  it.each([
    [CHROMIUM_IMAGE_ACCEPT, 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/png,image/*;q=0.8', 'other'],
    [undefined, 'other'],
  ] as const)('%s → %s', (accept, format) => expect(formatOf(accept)).toBe(format))
})

describe('cacheControlFor', () => {
  it("keeps what never changes a year, and YouTube's stills a day", () => {
    expect(cacheControlFor('https://res.cloudinary.com/d/image/upload/c_limit,w_640/v1748529254/a.jpg')).toContain(
      'immutable',
    )
    expect(cacheControlFor('https://images.unsplash.com/photo-1581091226825-a6a2a5aee158?w=640')).toContain('immutable')
    expect(cacheControlFor('https://images.unsplash.com/photo-1581091226825-a6a2a5aee158')).toContain('immutable')
    expect(cacheControlFor('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe('public, max-age=86400')
    expect(cacheControlFor('https://res.cloudinary.com/d/image/upload/a.jpg')).toBe('public, max-age=86400')
  })
})
