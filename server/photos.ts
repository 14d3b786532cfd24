// GET /photos/<host>/<path>?<query>: a photo host's picture (a Cloudinary upload, an Unsplash photo,
// a YouTube still), served from our own origin (docs/decisions/0013-first-party-photos.md). On a
// phone a photo from another host waits for a connection of its own, about 750 ms on slow 4G,
// after the page's HTML; from our origin it comes over the connection the page already has.
//
// Only the addresses our pages ask for (photo-allowlist.ts); anything else is a 404, so this is
// no open proxy. The host's answer is fetched once per address and format and kept in memory.
import type { RequestHandler, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { Counter, Gauge } from 'prom-client'
import { createSemaphore } from '~/lib/limits/semaphore'
import type { Logger } from './logger'
import type { PhotoAllowlist } from './photo-allowlist'
import { setRouteId } from './route-id'

/** What the browser takes, as far as the hosts' format choice goes (Cloudinary's f_auto, Unsplash's auto=format). */
export type PhotoFormat = 'avif' | 'webp' | 'other'

/** The Accept the host is sent for each: a browser's own would split the cache by every version of it. */
const ACCEPT: Record<PhotoFormat, string> = {
  avif: 'image/avif,image/webp,image/jpeg,image/png',
  webp: 'image/webp,image/jpeg,image/png',
  other: 'image/jpeg,image/png,image/gif',
}

/** Raster images only: an SVG from another host, served from our origin, could carry script. */
const IMAGE_TYPES = /^image\/(?:jpeg|png|webp|avif|gif)(?:;|$)/i

export function formatOf(accept: string | undefined): PhotoFormat {
  if (/\bimage\/avif\b/i.test(accept ?? '')) return 'avif'
  if (/\bimage\/webp\b/i.test(accept ?? '')) return 'webp'
  return 'other'
}

/**
 * How long browsers keep a photo. A Cloudinary upload whose address has its version (`/v1748529254/`)
 * and an Unsplash photo (`photo-<id>`) never change: a year, immutable. Anything else, YouTube's
 * stills above all (a channel may change a video's still), a day; the server keeps those a day too.
 */
export function cacheControlFor(source: string): string {
  return isImmutable(source) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400'
}

const DAY_MS = 24 * 60 * 60 * 1000

const PHOTO_CSP = "default-src 'none'; frame-ancestors 'none'"

function isImmutable(source: string) {
  return (
    /^https:\/\/res\.cloudinary\.com\/[^?]*\/v\d+\//.test(source) ||
    /^https:\/\/images\.unsplash\.com\/photo-[\w-]+(?:\?|$)/.test(source)
  )
}

interface Photo {
  body: Buffer
  contentType: string
}

type FailureReason = 'timeout' | 'network' | 'redirect' | 'status' | 'type' | 'size'

class UpstreamError extends Error {
  override name = 'UpstreamError'
  constructor(
    readonly reason: FailureReason | 'busy',
    detail = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason)
  }
}

const photoRequests = new Counter({
  name: 'tujue_photo_requests_total',
  help: 'Photos asked for at /photos/…, by result: hit (from memory), miss (fetched from the host), shared (waited for a fetch under way), failed (a recent failure remembered), busy (no fetch slot in time), not_found.',
  labelNames: ['result'] as const,
})

const upstreamErrors = new Counter({
  name: 'tujue_photo_upstream_errors_total',
  help: 'Fetches of a photo from its host that failed, by reason (timeout, network, redirect, status, type, size).',
  labelNames: ['reason'] as const,
})

/** The proxies of this process (one in production; tests make several), for the gauge below. */
const caches = new Set<LRUCache<string, Photo>>()

new Gauge({
  name: 'tujue_photo_cache_bytes',
  help: 'Bytes of photos kept in memory (read at each scrape).',
  collect() {
    let bytes = 0
    for (const cache of caches) bytes += cache.calculatedSize
    this.set(bytes)
  },
})

export interface PhotoProxyOptions {
  allowlist: PhotoAllowlist
  logger: Logger
  /** PHOTO_UPSTREAM_URL: `https://<host>/…` is fetched from `<upstreamUrl>/<host>/…` (tests, npm run perf). */
  upstreamUrl?: string
  /** The memory photos may take (PHOTO_CACHE_MB). */
  cacheBytes?: number
  /** How long a host has to send a whole photo. */
  timeoutMs?: number
  /** A photo larger than this is refused (our pages ask for phone-sized copies of at most a few hundred KB). */
  maxBytes?: number
  /** How long a failed fetch is answered 502 at once, so a host that is down is not asked again for every page. */
  failureMemoryMs?: number
  /**
   * Fetches from the hosts at once: more wait their turn (a cold page asks for a dozen photos at
   * once), for at most `maxWaitMs`, then are answered 503. It bounds what a flood of requests for
   * photos not in memory can make this server ask of the hosts.
   */
  maxConcurrentFetches?: number
  /** How long a fetch may wait for its turn (default: `timeoutMs`). */
  maxWaitMs?: number
}

/** The middleware for `app.use('/photos', …)`, and what it holds (for tests). */
export function createPhotoProxy({
  allowlist,
  logger,
  upstreamUrl,
  cacheBytes = 64 * 1024 * 1024,
  timeoutMs = 10_000,
  maxBytes = 5 * 1024 * 1024,
  failureMemoryMs = 10_000,
  maxConcurrentFetches = 16,
  maxWaitMs = timeoutMs,
}: PhotoProxyOptions) {
  const slots = createSemaphore({ max: maxConcurrentFetches, maxWaitMs })
  const cache = new LRUCache<string, Photo>({
    maxSize: cacheBytes,
    sizeCalculation: (photo) => Math.max(1, photo.body.length),
  })
  caches.add(cache)
  const failures = new LRUCache<string, UpstreamError>({ max: 1000, ttl: Math.max(1, failureMemoryMs) })
  // Concurrent requests for a photo not yet in memory share one fetch.
  const fetching = new Map<string, Promise<Photo>>()

  const fromHost = (source: string) => (upstreamUrl ? `${upstreamUrl}/${source.slice('https://'.length)}` : source)

  async function fetchPhoto(source: string, format: PhotoFormat): Promise<Photo> {
    let response: globalThis.Response
    const signal = AbortSignal.timeout(timeoutMs)
    try {
      // Redirects are not followed: the allowlist names the only address to fetch.
      response = await fetch(fromHost(source), { headers: { Accept: ACCEPT[format] }, redirect: 'manual', signal })
    } catch (error) {
      throw asUpstreamError(error)
    }
    const reader = response.body?.getReader()
    const refuse = async (reason: FailureReason, detail: string) => {
      await reader?.cancel().catch(() => undefined)
      return new UpstreamError(reason, detail)
    }
    if (response.status >= 300 && response.status < 400) throw await refuse('redirect', String(response.status))
    if (response.status !== 200 || !reader) throw await refuse('status', String(response.status))
    const contentType = response.headers.get('content-type') ?? ''
    if (!IMAGE_TYPES.test(contentType)) throw await refuse('type', contentType || 'none')
    if (Number(response.headers.get('content-length')) > maxBytes) throw await refuse('size', 'declared')
    const chunks: Uint8Array[] = []
    let bytes = 0
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.byteLength
        if (bytes > maxBytes) throw await refuse('size', `over ${maxBytes} bytes`)
        chunks.push(read.value)
      }
    } catch (error) {
      throw asUpstreamError(error)
    }
    return { body: Buffer.concat(chunks), contentType }
  }

  function load(source: string, format: PhotoFormat): Promise<Photo> {
    const key = `${format} ${source}`
    const kept = cache.get(key)
    if (kept) {
      photoRequests.inc({ result: 'hit' })
      return Promise.resolve(kept)
    }
    const failure = failures.get(key)
    if (failure) {
      photoRequests.inc({ result: 'failed' })
      return Promise.reject(failure)
    }
    const underWay = fetching.get(key)
    if (underWay) {
      photoRequests.inc({ result: 'shared' })
      return underWay
    }
    photoRequests.inc({ result: 'miss' })
    const fetched = slots
      .acquire()
      .then(
        async (release) => {
          try {
            return await fetchPhoto(source, format)
          } finally {
            release()
          }
        },
        () => {
          photoRequests.inc({ result: 'busy' })
          throw new UpstreamError('busy')
        },
      )
      .then(
        (photo) => {
          cache.set(key, photo, isImmutable(source) ? {} : { ttl: DAY_MS })
          return photo
        },
        (error: unknown) => {
          const failed = asUpstreamError(error)
          // Not the host's failure: nothing to log or remember.
          if (failed.reason === 'busy') throw failed
          upstreamErrors.inc({ reason: failed.reason })
          // One line per failed fetch (not per request answered from its memory): the photo's public address.
          logger.warn({ photo: source, format, reason: failed.message }, 'A photo could not be fetched from its host')
          if (failureMemoryMs > 0) failures.set(key, failed)
          throw failed
        },
      )
      .finally(() => fetching.delete(key))
    fetching.set(key, fetched)
    return fetched
  }

  const middleware: RequestHandler = (req, res) => {
    setRouteId(res, 'photos')
    const source = allowlist.get(req.originalUrl)
    if (!source) {
      photoRequests.inc({ result: 'not_found' })
      return bare(res, 404, 'No such photo.')
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return bare(res, 405, 'Photos are only read.')
    }
    const format = formatOf(req.get('accept'))
    res.vary('Accept')
    // A picture needs no page's policy: the strictest one, a few bytes instead of the page's
    // half-kilobyte with its nonce, on each of a page's photos.
    res.setHeader('Content-Security-Policy', PHOTO_CSP)
    load(source, format).then(
      (photo) => {
        // res.send adds Content-Length and an ETag (a revalidation answers 304), and sends no body to a HEAD.
        res.setHeader('Cache-Control', cacheControlFor(source))
        res.type(photo.contentType).send(photo.body)
      },
      (error: unknown) => {
        const busy = error instanceof UpstreamError && error.reason === 'busy'
        // The page's Image falls back (its fallbackSrc, then a drawn stand-in); the reason is in the log.
        bare(res, busy ? 503 : 502, 'The photo could not be fetched just now.')
      },
    )
  }

  return {
    middleware,
    /** For tests: how many photos are in memory, and their bytes. */
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, fetching: fetching.size }),
  }
}

function asUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new UpstreamError('timeout')
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
  return new UpstreamError('network', cause || (error instanceof Error ? error.message : String(error)))
}

/** A short text answer no cache keeps: a retry may find the photo (another instance, the host back). */
function bare(res: Response, status: number, message: string) {
  res.status(status).setHeader('Cache-Control', 'no-store').type('text').send(message)
}
