import type { Request as ExpressRequest, RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { isDataSaverOn } from '~/lib/data-saver/preference'
import { fillSavedLine } from '~/lib/data-saver/savings'
import { queryParamsOfPage } from '~/lib/page-query'
import { addNonce, normalisePath } from './prerendered'

/**
 * Pages rendered on demand (a search, a filter, a longer list: /articles?q=maize, /videos?show=18,
 * and the loader data of any public page, /articles.data?q=…), kept in memory by URL. Content only
 * changes with a build, so a public page's URL always renders the same page: it is rendered once,
 * without any of the request's headers (as the pages rendered at start-up are), and each response
 * gets its own CSP nonce. Only the public pages rendered at start-up qualify (never /api, /expert…,
 * /ask-expert/requests/…), keyed by their path and the query parameters their loader reads, sorted.
 */

export interface RenderCacheOptions {
  build: ServerBuild
  /** The public origin (SITE_URL) the pages are rendered for, as at start-up. */
  origin: string
  context: AppLoadContext
  /** The paths of the public pages, each without a query string (the pages rendered at start-up). */
  publicPaths: Iterable<string>
  maxEntries?: number
  maxBytes?: number
  /** A longer key (a pasted essay in ?q=) is rendered live and not kept. */
  maxKeyLength?: number
}

interface CachedPage {
  headers: [string, string][]
  body: string
  isHtml: boolean
}

/** A URL whose render may not be kept (not a 200, a cookie, private): rendered live each time. */
const UNCACHEABLE = Symbol('uncacheable')
type Entry = CachedPage | typeof UNCACHEABLE

export interface RenderCacheStats {
  hits: number
  misses: number
  /** Requests rendered live: a key too long, a render that may not be kept or that failed. */
  bypassed: number
  /** Requests that carried parameters their page does not read (dropped from the key). */
  droppedParams: number
  entries: number
  bytes: number
}

/** Never kept, whatever else says so: private pages and every API. */
const PRIVATE_PATH = /^(?:\/sw)?\/(?:api|expert|ask-expert\/requests)(?:[/.]|$)/

export function createRenderCache({
  build,
  origin,
  context,
  publicPaths,
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
  maxKeyLength = 512,
}: RenderCacheOptions) {
  const publicPathSet = new Set(publicPaths)
  const render = createRequestHandler(build, 'production')
  const pages = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => (entry === UNCACHEABLE ? 1 : Math.max(1, entry.body.length)),
  })
  // Concurrent requests for a URL not yet kept share one render.
  const rendering = new Map<string, Promise<Entry>>()
  const counts = { hits: 0, misses: 0, bypassed: 0, droppedParams: 0 }

  async function renderToEntry(url: string, dataSaver: boolean): Promise<Entry> {
    // No user agent: the whole page at once, every Suspense boundary in place (entry.server.tsx).
    // The data saver's lean page (issue 17) is its own variant, rendered as such.
    const headers = dataSaver ? { 'Save-Data': 'on' } : undefined
    const response = await render(new Request(new URL(url, origin), { headers }), context)
    if (response.status >= 500) {
      // Perhaps passing: not remembered, so the next request tries again.
      await response.body?.cancel()
      throw new Error(`rendering ${url} answered ${response.status}`)
    }
    // Every page rendered per request says `private, no-cache` (entry.server.tsx): for a browser's
    // sake, as it is checked again on each visit. Only a route's no-store forbids keeping it here.
    const cacheControl = response.headers.get('cache-control') ?? ''
    if (response.status !== 200 || response.headers.has('set-cookie') || /no-store/i.test(cacheControl)) {
      await response.body?.cancel()
      return UNCACHEABLE
    }
    const kept = [...response.headers].filter(([name]) => name !== 'content-length')
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
    const body = await response.text()
    return { headers: kept, body: isHtml && dataSaver ? fillSavedLine(body) : body, isHtml }
  }

  function lookup(key: string, url: string, dataSaver: boolean): Promise<Entry> {
    const pending = rendering.get(key)
    if (pending) return pending
    const promise = renderToEntry(url, dataSaver)
      .then((entry) => {
        pages.set(key, entry)
        return entry
      })
      .finally(() => rendering.delete(key))
    rendering.set(key, promise)
    return promise
  }

  const middleware: RequestHandler = (req, res, next) => {
    const target = cacheTarget(req, publicPathSet, maxKeyLength)
    if (target === null) return next()
    if (target === 'too-long') {
      counts.bypassed++
      return next()
    }
    if (target.droppedParams) counts.droppedParams++
    const dataSaver = isDataSaverOn({ get: (name) => req.get(name) ?? null })
    const key = `${dataSaver ? 'lean' : 'whole'}|${target.url}`
    const kept = pages.get(key)
    if (kept !== undefined) counts.hits++
    else counts.misses++
    const found = kept !== undefined ? Promise.resolve(kept) : lookup(key, target.url, dataSaver)
    found.then(
      (entry) => {
        if (entry === UNCACHEABLE) {
          counts.bypassed++
          return next()
        }
        for (const [name, value] of entry.headers) res.setHeader(name, value)
        // The same URL is whole or lean by these two headers (as for the pages rendered at start).
        res.vary('Save-Data').vary('Cookie')
        res.setHeader('X-Render-Cache', kept !== undefined ? 'hit' : 'miss')
        res.status(200).send(entry.isHtml ? addNonce(entry.body, String(res.locals.nonce)) : entry.body)
      },
      // React Router renders the page again and answers with its error page.
      () => {
        counts.bypassed++
        next()
      },
    )
  }

  const stats = (): RenderCacheStats => ({ ...counts, entries: pages.size, bytes: pages.calculatedSize })
  return { middleware, stats }
}

interface CacheTarget {
  /** The URL rendered and kept: the normalised path, then the parameters the page reads, sorted. */
  url: string
  droppedParams: boolean
}

/** What a request would be kept as, or null when it is not for a public page (rendered live as before). */
export function cacheTarget(
  req: Pick<ExpressRequest, 'method' | 'path' | 'originalUrl'>,
  publicPaths: ReadonlySet<string>,
  maxKeyLength: number,
): CacheTarget | 'too-long' | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  // An encoded path (/articles.dat%61) is left to React Router, which sees what the browser sent.
  if (req.path.includes('%') || PRIVATE_PATH.test(req.path)) return null
  const isData = req.path.endsWith('.data')
  const path = normalisePath(req.path)
  const page = isData ? pageOfDataPath(path) : path
  if (!publicPaths.has(page)) return null

  const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '')
  // Single fetch names the routes whose data it wants: part of what a .data response holds.
  const known = isData ? [...queryParamsOfPage(page), '_routes'] : queryParamsOfPage(page)
  const kept = new URLSearchParams()
  for (const name of [...known].sort()) {
    const value = query.get(name)
    if (value !== null) kept.set(name, value)
  }
  const droppedParams = [...query.keys()].some((name) => !known.includes(name))
  const search = kept.toString()
  const url = search ? `${path}?${search}` : path
  if (url.length > maxKeyLength) return 'too-long'
  return { url, droppedParams }
}

/** The page whose loader data a single-fetch URL asks for: "/_root.data" → "/", "/sw/videos.data" → "/sw/videos". */
function pageOfDataPath(path: string) {
  const page = path.slice(0, -'.data'.length)
  return page === '/_root' ? '/' : page
}
