// One cache for the public pages. Content changes only with a deploy, so a public page's URL is
// the same page for every reader: it is rendered once through React Router, without the reader's
// headers, and kept as a response ready to send again (its headers, its validator, a
// Content-Security-Policy that allows its inline scripts by their hashes, its body compressed once
// per encoding). Two ways in, one cache (docs/decisions/0005, 0012, 0021):
// - the pages rendered at start: every public page (route-handles.ts), shaped as its route
//   declares (deferred-hydration.ts) and kept also as a first visit gets it (first-visit-stylesheet.ts);
//   a page that fails stops the start. Its lean twin (data saver) is rendered on its first request.
// - a page with a query string, or its loader data (`.data`): rendered on its first request, keyed
//   by the parameters its route declares (`handle.query`), kept in a bounded LRU.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { Request as ExpressRequest, NextFunction, RequestHandler } from 'express'
import fresh from 'fresh'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { isDataSaverOn } from '~/lib/data-saver/preference'
import { fillSavedLine } from '~/lib/data-saver/savings'
import { collapseSlashes } from '~/lib/same-site'
import { assertPressKeeper, deferHydration } from './deferred-hydration'
import type { FirstVisitStylesheet } from './first-visit-stylesheet'
import { addNonce, normalisePath, pageETag, scriptHashes } from './page-html'
import { createRouteLookup, listPublicPagePaths, type PageRoute } from './route-handles'
import { setRouteId } from './route-id'
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers'

/**
 * The 404 page is rendered at start too, once per language, for this path (one no route claims);
 * it is served for every path only the catch-all claims, with that path written where the page
 * names its own (the language links, the data saver's way back), and so with a nonce.
 */
export const NOT_FOUND_PROBE = '/no-such-page'
/** The Kiswahili pages' prefix (app/i18n/locale.ts). */
const SW_PATH = /^\/sw(?=\/|$)/
/** A path that may be written into the page as it is: nothing that HTML or a script would read as markup. */
const PLAIN_PATH = /^\/[\w\-./%~]*$/
/** A page that asks search engines not to index it (its `meta`) is left out of the sitemap. */
const NOINDEX = /<meta name="robots" content="[^"]*noindex/
/** The same URL is whole or lean (Save-Data, the data saver's cookie), carries its stylesheet or links it (the stylesheet cookie), and is sent compressed or not. */
const VARY = 'Accept-Encoding, Save-Data, Cookie'
/** Smaller bodies are sent as they are: compressing them saves next to nothing. */
const MIN_COMPRESSED_BYTES = 1024

export interface PageCacheOptions {
  build: ServerBuild
  /** The public origin (SITE_URL) the pages are rendered for. */
  origin: string
  context: AppLoadContext
  stylesheet: FirstVisitStylesheet
  /** The public pages with parameters, in English (default: every guide, video and company). */
  pagesWithParameters?: readonly string[]
  /** Bounds of the pages rendered on demand for a query string (the pages rendered at start are all kept). */
  maxEntries?: number
  maxBytes?: number
  /** A longer key (a pasted essay in ?q=) is rendered live and not kept. */
  maxKeyLength?: number
}

export interface PageCacheStats {
  hits: number
  misses: number
  /** Requests rendered live: a key too long, a render that may not be kept or that failed. */
  bypassed: number
  /** Requests that carried parameters their page does not read (dropped from the key). */
  droppedParams: number
  /** Requests for a page kept since the start answered before Express (answerKept). */
  answeredFirst: number
  /** Pages kept for a query string, and their bytes. */
  entries: number
  bytes: number
}

type Encoding = 'br' | 'gzip' | 'identity'
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** A kept response in one encoding: its body and its whole header block (names and values in turn, as writeHead takes them). */
interface Variant {
  body: Buffer
  headers: string[]
}

/** A response kept to be sent again as it is; its body is compressed once for each encoding asked for. */
class KeptResponse {
  private readonly encoded = new Map<Encoding, Variant | Promise<Variant>>()
  /** The headers of every answer from it, a 304's too: the security headers, the page's own, Vary. */
  readonly headerBlock: string[]
  /** The validator it is kept under. */
  readonly etag: string | undefined

  constructor(
    readonly status: number,
    headers: readonly (readonly [string, string])[],
    readonly body: Buffer,
    /** The route that answers, for the request log and metrics (route-id.ts). */
    readonly routeId: string,
    /** Worth brotli's best too (a page rendered at start), or its quick one only (a search: the long tail). */
    private readonly bestBrotli = false,
  ) {
    // X-Page-Cache first: `send` names a miss there.
    this.headerBlock = [['X-Page-Cache', 'hit'], ...SECURITY_HEADERS, ...headers, ['Vary', VARY]].flat()
    this.etag = headers.find(([name]) => name === 'ETag')?.[1]
    this.encoded.set('identity', this.variant('identity', body))
  }

  /**
   * The body in this encoding, compressed off the event loop on its first request. Brotli is made
   * quickly (quality 5), then, if worth it, at its best (11: smaller, but far dearer in CPU; decision
   * 0021), which later readers get.
   */
  in(encoding: Encoding): Variant | Promise<Variant> {
    const kept = this.encoded.get(encoding)
    if (kept !== undefined) return kept
    const compressed = (
      encoding === 'br' ? brotli(this.body, brotliOptions(5)) : gzipped(this.body, { level: 9 })
    ).then(
      (fast) => {
        const variant = this.variant(encoding, fast)
        this.encoded.set(encoding, variant)
        if (encoding === 'br' && this.bestBrotli) {
          brotli(this.body, brotliOptions(zlib.BROTLI_MAX_QUALITY)).then(
            (best) => this.encoded.set('br', this.variant('br', best)),
            () => undefined,
          )
        }
        return variant
      },
      (error: unknown) => {
        this.encoded.delete(encoding)
        throw error
      },
    )
    this.encoded.set(encoding, compressed)
    return compressed
  }

  private variant(encoding: Encoding, body: Buffer): Variant {
    const encodingHeader = encoding === 'identity' ? [] : ['Content-Encoding', encoding]
    return { body, headers: [...this.headerBlock, ...encodingHeader, 'Content-Length', String(body.length)] }
  }
}

function brotliOptions(quality: number) {
  return {
    params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: quality },
  }
}

/** An HTML page as kept: its validator, and its scripts allowed by their hashes. */
function keepHtml(status: number, headers: [string, string][], html: string, routeId: string, bestBrotli = false) {
  return new KeptResponse(
    status,
    [...headers, ['ETag', pageETag(html)], ['Content-Security-Policy', contentSecurityPolicy(scriptHashes(html))]],
    Buffer.from(html),
    routeId,
    bestBrotli,
  )
}

/** A page as kept: as rendered (linking its stylesheet) and as a first visit gets it (the same, for a page rendered on demand). */
interface KeptPage {
  linked: KeptResponse
  firstVisit: KeptResponse
}

/** A URL whose render may not be kept (not a 200, a cookie, no-store): rendered live each time. */
const UNCACHEABLE = Symbol('uncacheable')
type Entry = KeptPage | typeof UNCACHEABLE

/** Values made once per key: readers asking at once share one making; a failed one is forgotten. */
function keeper<V extends object | symbol>(store: {
  get(key: string): V | undefined
  set(key: string, value: V): void
}) {
  const making = new Map<string, Promise<V>>()
  return (key: string, make: () => Promise<V>): { kept: V } | { making: Promise<V> } => {
    const kept = store.get(key)
    if (kept !== undefined) return { kept }
    let pending = making.get(key)
    if (pending === undefined) {
      pending = make().then((value) => {
        store.set(key, value)
        return value
      })
      const settled = () => making.delete(key)
      pending.then(settled, settled)
      making.set(key, pending)
    }
    return { making: pending }
  }
}

/** What a request asks the cache for. */
interface Target {
  /** The URL rendered and kept: the normalised path, then the parameters the page reads, sorted. */
  url: string
  /** The public page it belongs to (its path), and what its routes declare. */
  page: string
  route: PageRoute
  /** One of the pages rendered at start (no query string that the page reads, not its loader data). */
  atStart: boolean
  droppedParams: boolean
}

export async function createPageCache({
  build,
  origin,
  context,
  stylesheet,
  pagesWithParameters,
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
  maxKeyLength = 512,
}: PageCacheOptions) {
  const routes = createRouteLookup(build.routes)
  const render = createRequestHandler(build, 'production')
  const routeOf = (path: string) => {
    const route = routes.page(path)
    if (!route) throw new Error(`${path}: no route matches this public page.`)
    return route
  }
  const pages = new Map(listPublicPagePaths(build.routes, pagesWithParameters).map((path) => [path, routeOf(path)]))
  const probes = new Map([NOT_FOUND_PROBE, `/sw${NOT_FOUND_PROBE}`].map((path) => [path, routeOf(path)]))

  function renderUrl(url: string, dataSaver: boolean) {
    // No user agent: the whole page at once, every Suspense boundary in place (entry.server.tsx).
    // None of the reader's headers but one: the lean twin is rendered as such.
    const headers = dataSaver ? { 'Save-Data': 'on' } : undefined
    return render(new Request(new URL(url, origin), { headers }), context)
  }

  /** A page rendered at start (or its lean twin): checked, shaped as its route declares, in both forms. */
  async function renderPage(path: string, route: PageRoute, dataSaver: boolean): Promise<KeptPage> {
    const response = await renderUrl(path, dataSaver)
    const expected = probes.has(path) ? 404 : 200
    if (response.status !== expected) throw new Error(`${path}: rendering answered ${response.status}`)
    if (response.headers.has('set-cookie') || /no-store/i.test(response.headers.get('cache-control') ?? '')) {
      throw new Error(
        `${path}: differs per reader (a cookie, no-store): its route declares handle.render: 'per-request'.`,
      )
    }
    const html = await response.text()
    assertPressKeeper(html, path)
    const deferred = deferHydration(html, path, route.hydrate)
    const page = dataSaver ? fillSavedLine(deferred) : deferred
    // Checked again on each visit, which costs a 304 while the page is unchanged; it changes with a deploy.
    const headers = keptHeaders(response.headers, 'no-cache')
    return {
      linked: keepHtml(response.status, headers, page, route.routeId, true),
      firstVisit: keepHtml(response.status, headers, stylesheet.inline(page, path), route.routeId, true),
    }
  }

  /** A page for a query string, or loader data: kept as React Router answered, if it may be. */
  async function renderOnDemand(url: string, route: PageRoute, dataSaver: boolean): Promise<Entry> {
    const response = await renderUrl(url, dataSaver)
    if (response.status >= 500) {
      // Perhaps passing: not remembered, so the next request tries again.
      await response.body?.cancel()
      throw new Error(`rendering ${url} answered ${response.status}`)
    }
    // Every page rendered on demand says `private, no-cache` (entry.server.tsx): it is this URL's,
    // and checked again on each visit. Only a route's no-store forbids keeping it here.
    if (
      response.status !== 200 ||
      response.headers.has('set-cookie') ||
      /no-store/i.test(response.headers.get('cache-control') ?? '')
    ) {
      await response.body?.cancel()
      return UNCACHEABLE
    }
    const headers = keptHeaders(response.headers)
    const body = await response.text()
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html')
    const kept = isHtml
      ? keepHtml(200, headers, dataSaver ? fillSavedLine(body) : body, route.routeId)
      : new KeptResponse(200, [...headers, ['ETag', pageETag(body)]], Buffer.from(body), route.routeId)
    return { linked: kept, firstVisit: kept }
  }

  // The pages rendered at start, one after the other (memory and CPU stay even), and their lean
  // twins once asked for: never dropped, as there are only so many.
  const atStart = new Map<string, KeptPage>()
  const indexedPages: string[] = []
  for (const [path, route] of [...pages, ...probes]) {
    const page = await renderPage(path, route, false)
    atStart.set(`whole|${path}`, page)
    const html = page.linked.body.toString()
    if (pages.has(path) && !SW_PATH.test(path) && !NOINDEX.test(html)) indexedPages.push(path)
  }
  const keepAtStart = keeper<KeptPage>(atStart)
  const onDemand = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    // Room for the brotli and gzip bodies that join it as readers ask for them.
    sizeCalculation: (entry) => (entry === UNCACHEABLE ? 1 : Math.ceil(entry.linked.body.length * 1.5)),
  })
  const keepOnDemand = keeper<Entry>(onDemand)
  const counts = { hits: 0, misses: 0, bypassed: 0, droppedParams: 0, answeredFirst: 0 }

  /** What a request would be kept as, or null when it is not for a public page (rendered live as before). */
  function targetOf(req: ExpressRequest): Target | 'too-long' | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    // An encoded path (/articles.dat%61) is left to React Router, which sees what the browser sent.
    if (req.path.includes('%')) return null
    const isData = req.path.endsWith('.data')
    const path = normalisePath(req.path)
    const page = isData ? pageOfDataPath(path) : path
    const route = pages.get(page)
    if (route === undefined) return null
    const queryAt = req.originalUrl.indexOf('?')
    if (queryAt === -1 && !isData) return { url: path, page, route, atStart: true, droppedParams: false }

    const query = new URLSearchParams(queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1))
    // Single fetch names the routes whose data it wants: part of what a .data response holds.
    const known = isData ? [...route.query, '_routes'].sort() : route.query
    const kept = new URLSearchParams()
    for (const name of known) {
      const value = query.get(name)
      if (value !== null) kept.set(name, value)
    }
    const droppedParams = [...query.keys()].some((name) => !known.includes(name))
    const search = kept.toString()
    const url = search ? `${path}?${search}` : path
    if (url.length > maxKeyLength) return 'too-long'
    return { url, page, route, atStart: !isData && !search, droppedParams }
  }

  /**
   * Sends a kept page with its header block made once: no rewrite, a 304 for a validator the
   * reader holds. Returns false, having sent nothing, when the body is not yet compressed as this
   * reader asks and `wait` is false.
   */
  function send(req: IncomingMessage, res: ServerResponse, page: KeptPage, state: 'hit' | 'miss', wait?: NextFunction) {
    const kept = isStylesheetKept(req) ? page.linked : page.firstVisit
    setRouteId(res, kept.routeId)
    const named = (headers: string[]) => (state === 'hit' ? headers : ['X-Page-Cache', state, ...headers.slice(2)])
    if (isFresh(req, kept)) {
      res.writeHead(304, named(kept.headerBlock)).end()
      return true
    }
    const encoding = kept.body.length < MIN_COMPRESSED_BYTES ? 'identity' : encodingFor(req)
    const write = ({ body, headers }: Variant) => {
      res.writeHead(kept.status, named(headers))
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const variant = kept.in(encoding)
    if (!(variant instanceof Promise)) write(variant)
    else if (wait) variant.then(write, wait)
    else return false
    return true
  }

  function isStylesheetKept(req: IncomingMessage) {
    return stylesheet.isKept(req.headers.cookie)
  }

  /**
   * The shortest way to a page kept since the start, before Express and its middleware: a GET or
   * HEAD without a query string, whose form (whole or lean) and encoding are already made. True
   * when it answered; anything else (a first lean request, a query, an encoding not yet made)
   * goes the way of every request, to `middleware`.
   */
  function answerKept(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (url.includes('?') || url.includes('%') || !url.startsWith('/')) return false
    const path = normalisePath(url)
    if (!pages.has(path)) return false
    const page = atStart.get(`${isDataSaverOn(headersOf(req)) ? 'lean' : 'whole'}|${path}`)
    if (page === undefined || !send(req, res, page, 'hit')) return false
    counts.answeredFirst++
    return true
  }

  const middleware: RequestHandler = (req, res, next) => {
    const target = targetOf(req)
    if (target === null) return next()
    if (target === 'too-long') {
      counts.bypassed++
      return next()
    }
    if (target.droppedParams) counts.droppedParams++
    const dataSaver = isDataSaverOn(headersOf(req))
    const key = `${dataSaver ? 'lean' : 'whole'}|${target.url}`
    if (target.atStart) {
      const found = keepAtStart(key, () => renderPage(target.page, target.route, dataSaver))
      if ('kept' in found) return void send(req, res, found.kept, 'hit', next)
      // A lean page that does not render, or has the wrong shape, goes to the error page and its log line.
      return void found.making.then((page) => send(req, res, page, 'miss', next), next)
    }
    const found = keepOnDemand(key, () => renderOnDemand(target.url, target.route, dataSaver))
    if ('kept' in found) counts.hits++
    else counts.misses++
    const serve = (entry: Entry, state: 'hit' | 'miss') => {
      if (entry !== UNCACHEABLE) return void send(req, res, entry, state, next)
      counts.bypassed++
      next()
    }
    if ('kept' in found) return serve(found.kept, 'hit')
    found.making.then(
      (entry) => serve(entry, 'miss'),
      // React Router renders the page again and answers with its error page.
      () => {
        counts.bypassed++
        next()
      },
    )
  }

  /** The 404 page rendered at start, for a path only the catch-all claims (not a `.data` request), with this response's nonce. */
  const notFound: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.includes('?')) return next()
    let pathname: string
    try {
      pathname = normalisePath(decodeURIComponent(req.path))
    } catch {
      return next()
    }
    if (!PLAIN_PATH.test(req.path) || pathname.endsWith('.data') || !routes.isNotFound(pathname)) return next()
    const probe = SW_PATH.test(pathname) ? `/sw${NOT_FOUND_PROBE}` : NOT_FOUND_PROBE
    const dataSaver = isDataSaverOn(headersOf(req))
    const found = keepAtStart(`${dataSaver ? 'lean' : 'whole'}|${probe}`, () =>
      renderPage(probe, probes.get(probe)!, dataSaver),
    )
    const serve = (page: KeptPage) => {
      const kept = isStylesheetKept(req) ? page.linked : page.firstVisit
      // The page names itself (its language links, the data saver's way back): now this path, with
      // repeated slashes collapsed, so "/sw//evil.example" never links to "//evil.example".
      const english = normalisePath(collapseSlashes(req.path.replace(SW_PATH, '') || '/'))
      const named = kept.body
        .toString()
        .replaceAll(`"${NOT_FOUND_PROBE}"`, `"${english}"`)
        .replaceAll(`"/sw${NOT_FOUND_PROBE}"`, `"/sw${english === '/' ? '' : english}"`)
      setRouteId(res, kept.routeId)
      res.status(404).setHeader('Cache-Control', 'private, no-cache')
      res.setHeader('Vary', VARY)
      res.type('html').send(addNonce(named, String(res.locals.nonce)))
    }
    if ('kept' in found) return serve(found.kept)
    found.making.then(serve, next)
  }

  const stats = (): PageCacheStats => ({ ...counts, entries: onDemand.size, bytes: onDemand.calculatedSize })
  return {
    /** Answers a request for a page kept since the start, if it can, before anything else runs. */
    answerKept,
    /** Sends a public page (or its loader data) from the cache; anything else goes on. Before compression: it sends its own. */
    middleware,
    /** The 404 page for a path no route but the catch-all claims; after the static files. */
    notFound,
    /** The English paths of the public pages a search engine may index: the sitemap's. */
    indexedPages: indexedPages as readonly string[],
    stats,
  }
}

export type PageCache = Awaited<ReturnType<typeof createPageCache>>

/** React Router's headers of a page, kept with it (its length is the body's, per encoding). */
function keptHeaders(headers: Headers, cacheControl?: string): [string, string][] {
  const kept = [...headers].filter(([name]) => name !== 'content-length' && name !== 'vary')
  if (cacheControl === undefined) return kept
  return [...kept.filter(([name]) => name !== 'cache-control'), ['Cache-Control', cacheControl]]
}

/** The encodings chosen for the Accept-Encoding headers seen: browsers send only a few different ones. */
const chosenEncodings = new LRUCache<string, Encoding>({ max: 100 })

/** Brotli when the reader takes it (it is smaller), else gzip, else the page as it is. */
function encodingFor(req: IncomingMessage): Encoding {
  const accepted = req.headers['accept-encoding'] ?? ''
  let encoding = chosenEncodings.get(accepted)
  if (encoding === undefined) {
    const chosen = new Negotiator(req).encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] })
    encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity'
    chosenEncodings.set(accepted, encoding)
  }
  return encoding
}

/** Whether the reader holds this page already (If-None-Match), as Express's req.fresh tells. */
function isFresh(req: IncomingMessage, kept: KeptResponse) {
  return req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag: kept.etag })
}

/** A request's headers as the data saver's rule reads them. */
function headersOf(req: IncomingMessage) {
  return {
    get(name: string) {
      const value = req.headers[name.toLowerCase()]
      return typeof value === 'string' ? value : null
    },
  }
}

/** The page whose loader data a single-fetch URL asks for: "/_root.data" → "/", "/sw/videos.data" → "/sw/videos". */
function pageOfDataPath(path: string) {
  const page = path.slice(0, -'.data'.length)
  return page === '/_root' ? '/' : page
}
