import { createHash } from 'node:crypto'
import type { Request as ExpressRequest, NextFunction, RequestHandler, Response } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { isDataSaverOn } from '~/lib/data-saver/preference'
import { fillSavedLine } from '~/lib/data-saver/savings'
import { inEveryLanguage, listDynamicPublicPaths } from '~/lib/public-paths'
import { assertPressKeeper, deferHydration } from './deferred-hydration'
import type { FirstVisitStylesheet } from './first-visit-stylesheet'
import { createHydrationModeLookup, listStaticPagePaths } from './route-handles'

/**
 * The 404 page is rendered at start-up too, once per language, for this path (one no route
 * claims); it is served for every path only the catch-all claims, with that path written where
 * the page names its own (the language links, the data saver's way back).
 */
export const NOT_FOUND_PROBE = '/no-such-page'
/** The Kiswahili pages' prefix (app/i18n/locale.ts). */
const SW_PATH = /^\/sw(?=\/|$)/
/** A path that may be written into the page as it is: nothing that HTML or a script would read as markup. */
const PLAIN_PATH = /^\/[\w\-./%~]*$/

/**
 * Renders every public page once, when the server starts, with the run-time settings
 * (SITE_URL, the provider's identity), and keeps the HTML in memory keyed by its URL path:
 * content only changes with a build, so each of these pages is the same for every reader.
 * Each is shaped as its route declares (`handle.hydrate`) and checked for the shape the
 * browser relies on; a page that does not render, or has the wrong shape, stops the start.
 * Its data-saver twin (issue 17) is rendered the first time a reader asks for it, then kept:
 * rendering both at start doubled the time before /healthz (docs/decisions/0012-lean-pages-on-demand.md).
 * See docs/decisions/0005-pages-rendered-at-start.md.
 */
export async function renderPublicPages(
  build: ServerBuild,
  origin: string,
  context: AppLoadContext,
  stylesheet: FirstVisitStylesheet,
): Promise<PublicPages> {
  const render = createRequestHandler(build, 'production')
  const hydrationMode = createHydrationModeLookup(build)
  const notFoundProbes = new Set(inEveryLanguage([NOT_FOUND_PROBE]))
  async function renderPage(path: string, dataSaver: boolean) {
    // No user agent: the whole page at once, every Suspense boundary in place (entry.server.tsx).
    const headers = dataSaver ? { 'Save-Data': 'on' } : undefined
    const response = await render(new Request(new URL(path, origin), { headers }), context)
    const expected = notFoundProbes.has(path) ? 404 : 200
    if (response.status !== expected) throw new Error(`${path}: rendering answered ${response.status}`)
    const html = await response.text()
    assertPressKeeper(html, path)
    const page = deferHydration(html, path, hydrationMode(path))
    return dataSaver ? fillSavedLine(page) : page
  }
  const whole = new Map<string, string>()
  // Static pages come from the route list, in both languages already; the others from the content.
  for (const path of [...listStaticPagePaths(build), ...inEveryLanguage(listDynamicPublicPaths())]) {
    whole.set(path, await renderPage(path, false))
  }
  const notFound = new Map<string, string>()
  for (const probe of notFoundProbes) notFound.set(probe, await renderPage(probe, false))
  return keepPages(whole, (path) => renderPage(path, true), notFound, stylesheet.inline)
}

/** A page as kept: its HTML (before any nonce) and its validator. */
export interface KeptPage {
  html: string
  etag: string
}

/** Which of a page's variants a request gets. */
export interface PageVariant {
  /** The lean page (issue 17). */
  dataSaver: boolean
  /** The browser keeps this build's stylesheet (its cookie says so): the page links it rather than carrying it. */
  isStylesheetKept: boolean
}

/** The public pages rendered at start-up, each whole, and lean for data saver once asked for. */
export interface PublicPages {
  /** The paths of the pages rendered at start-up, each once. */
  paths: ReadonlySet<string>
  /** The page at this path, in this variant; undefined for a path that is not one of them. */
  get(path: string, variant: PageVariant): Promise<KeptPage> | undefined
  /** The 404 page rendered for a probe path (NOT_FOUND_PROBE, in a language), in this variant. */
  notFound(probe: string, variant: PageVariant): Promise<KeptPage> | undefined
}

/** The page as rendered, and as a first visit gets it: the stylesheet written in (server/first-visit-stylesheet.ts). */
type PageVariants = { linked: KeptPage; firstVisit: KeptPage }

/**
 * Keeps the whole pages and renders each lean one on its first request: concurrent requests
 * share that render, and a failed one is forgotten, so the next request tries again. The 404
 * pages (by probe path) are kept the same way, apart: they are no page's content. Each page is
 * also kept as `firstVisit` makes it, for a browser that does not keep the stylesheet yet.
 */
export function keepPages(
  whole: ReadonlyMap<string, string>,
  renderLean: (path: string) => Promise<string>,
  notFound: ReadonlyMap<string, string> = new Map(),
  firstVisit: (html: string, path: string) => string = (html) => html,
): PublicPages {
  return {
    paths: new Set(whole.keys()),
    get: keepVariants(whole, renderLean, firstVisit),
    notFound: keepVariants(notFound, renderLean, firstVisit),
  }
}

function keepVariants(
  whole: ReadonlyMap<string, string>,
  renderLean: (path: string) => Promise<string>,
  firstVisit: (html: string, path: string) => string,
) {
  const variantsOf = (html: string, path: string): PageVariants => {
    const inlined = firstVisit(html, path)
    return { linked: { html, etag: pageETag(html) }, firstVisit: { html: inlined, etag: pageETag(inlined) } }
  }
  // Made now, so that a page the first-visit stylesheet cannot be written into stops the start.
  const kept = new Map([...whole].map(([path, html]) => [path, Promise.resolve(variantsOf(html, path))]))
  const lean = new Map<string, Promise<PageVariants>>()
  const variantsAt = (path: string, dataSaver: boolean): Promise<PageVariants> | undefined => {
    if (!dataSaver) return kept.get(path)
    if (!whole.has(path)) return undefined
    let page = lean.get(path)
    if (page === undefined) {
      page = renderLean(path).then((html) => variantsOf(html, path))
      page.catch(() => lean.delete(path))
      lean.set(path, page)
    }
    return page
  }
  return (path: string, { dataSaver, isStylesheetKept }: PageVariant): Promise<KeptPage> | undefined =>
    variantsAt(path, dataSaver)?.then((variants) => (isStylesheetKept ? variants.linked : variants.firstVisit))
}

/** "/articles/" and "/articles" are one page; no redirect either way. */
export function normalisePath(pathname: string) {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Gives each inline and module script of a page this response's CSP nonce. */
export function addNonce(html: string, nonce: string) {
  return html.replaceAll('<script', `<script nonce="${nonce}"`)
}

/**
 * A page's validator: a hash of its HTML before any nonce is inserted, so it stays the same
 * across responses (and across instances of one build with the same settings). Weak: the bytes
 * differ per response (the nonce) and per encoding (compression).
 */
export function pageETag(html: string) {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
}

/**
 * Sends a page rendered at start-up as it is (or its lean twin, rendered on its first request).
 * Only plain GET/HEAD requests without a query string: a query (a search, a filter) changes
 * what the page shows, so those render live.
 *
 * Revisits: `no-cache` makes the browser ask each time, with the page's ETag; an unchanged page
 * answers 304 and the browser shows its own copy. That copy carries the nonce of the response
 * that first brought it, and its stored CSP header names that same nonce. A 304's headers
 * replace the stored ones (RFC 9111 §4.3.4), so a 304 carrying this response's fresh CSP would
 * pair a new nonce with the old page and block every script on it. The 304 is therefore sent
 * without Content-Security-Policy: the browser keeps the stored header, which matches its copy.
 * Reusing that nonce is safe: it only ever authorises the scripts already in that copy, whose
 * HTML is the same for every reader and holds nothing a visitor wrote.
 */
export function servePrerendered(
  pages: PublicPages,
  isNotFound: (pathname: string) => boolean = () => false,
  isStylesheetKept: (cookieHeader: string | undefined) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl.includes('?')) return next()
    let pathname: string
    try {
      pathname = normalisePath(decodeURIComponent(req.path))
    } catch {
      return next()
    }
    const variant: PageVariant = {
      dataSaver: isDataSaverOn({ get: (name) => req.get(name) ?? null }),
      isStylesheetKept: isStylesheetKept(req.get('Cookie')),
    }
    const found = pages.get(pathname, variant)
    if (found === undefined) return serveNotFound(req, res, next, pathname, variant)
    // A lean page that does not render, or has the wrong shape, goes to the error page and its log line.
    found.then(({ html, etag }) => {
      res.setHeader('Cache-Control', 'no-cache')
      // The same URL is whole or lean, and carries its stylesheet or links it, by these two
      // headers: no cache may give one reader's to another.
      res.vary('Save-Data').vary('Cookie')
      // Each variant has its own validator, so a revisit never gets a 304 for the other one.
      res.setHeader('ETag', etag)
      if (req.fresh) {
        res.removeHeader('Content-Security-Policy')
        res.status(304).end()
        return
      }
      res.type('html').send(addNonce(html, String(res.locals.nonce)))
    }, next)
  }
  /** The 404 page rendered at start-up, for a path only the catch-all claims (not a `.data` request). */
  function serveNotFound(
    req: ExpressRequest,
    res: Response,
    next: NextFunction,
    pathname: string,
    variant: PageVariant,
  ) {
    if (!PLAIN_PATH.test(req.path) || pathname.endsWith('.data') || !isNotFound(pathname)) return next()
    const found = pages.notFound(SW_PATH.test(pathname) ? `/sw${NOT_FOUND_PROBE}` : NOT_FOUND_PROBE, variant)
    if (found === undefined) return next()
    found.then(({ html }) => {
      // The page names itself (its language links, the data saver's way back): now this path.
      const english = normalisePath(req.path.replace(SW_PATH, '') || '/')
      const named = html
        .replaceAll(`"${NOT_FOUND_PROBE}"`, `"${english}"`)
        .replaceAll(`"/sw${NOT_FOUND_PROBE}"`, `"/sw${english === '/' ? '' : english}"`)
      res.status(404).setHeader('Cache-Control', 'private, no-cache')
      res.vary('Save-Data').vary('Cookie')
      res.type('html').send(addNonce(named, String(res.locals.nonce)))
    }, next)
  }
}
