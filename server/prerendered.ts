import { createHash } from 'node:crypto'
import type { RequestHandler } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { isDataSaverOn } from '~/lib/data-saver/preference'
import { fillSavedLine } from '~/lib/data-saver/savings'
import { inEveryLanguage, listDynamicPublicPaths } from '~/lib/public-paths'
import { assertPressKeeper, deferHydration, withoutModulePreloads } from './deferred-hydration'
import { createHydrationModeLookup, listStaticPagePaths } from './route-handles'

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
): Promise<PublicPages> {
  const render = createRequestHandler(build, 'production')
  const hydrationMode = createHydrationModeLookup(build)
  async function renderPage(path: string, dataSaver: boolean) {
    // No user agent: the whole page at once, every Suspense boundary in place (entry.server.tsx).
    const headers = dataSaver ? { 'Save-Data': 'on' } : undefined
    const response = await render(new Request(new URL(path, origin), { headers }), context)
    if (response.status !== 200) throw new Error(`${path}: rendering answered ${response.status}`)
    const html = await response.text()
    assertPressKeeper(html, path)
    const page = hydrationMode(path) === 'on-interaction' ? deferHydration(html, path) : withoutModulePreloads(html)
    return dataSaver ? fillSavedLine(page) : page
  }
  const whole = new Map<string, string>()
  // Static pages come from the route list, in both languages already; the others from the content.
  for (const path of [...listStaticPagePaths(build), ...inEveryLanguage(listDynamicPublicPaths())]) {
    whole.set(path, await renderPage(path, false))
  }
  return keepPages(whole, (path) => renderPage(path, true))
}

/** A page as kept: its HTML (before any nonce) and its validator. */
export interface KeptPage {
  html: string
  etag: string
}

/** The public pages rendered at start-up, each whole, and lean for data saver once asked for. */
export interface PublicPages {
  /** The paths of the pages rendered at start-up, each once. */
  paths: ReadonlySet<string>
  /** The page at this path, whole or lean; undefined for a path that is not one of them. */
  get(path: string, dataSaver: boolean): Promise<KeptPage> | undefined
}

/**
 * Keeps the whole pages and renders each lean one on its first request: concurrent requests
 * share that render, and a failed one is forgotten, so the next request tries again.
 */
export function keepPages(
  whole: ReadonlyMap<string, string>,
  renderLean: (path: string) => Promise<string>,
): PublicPages {
  const kept = new Map([...whole].map(([path, html]) => [path, Promise.resolve({ html, etag: pageETag(html) })]))
  const lean = new Map<string, Promise<KeptPage>>()
  return {
    paths: new Set(whole.keys()),
    get(path, dataSaver) {
      if (!dataSaver) return kept.get(path)
      if (!whole.has(path)) return undefined
      let page = lean.get(path)
      if (page === undefined) {
        page = renderLean(path).then((html) => ({ html, etag: pageETag(html) }))
        page.catch(() => lean.delete(path))
        lean.set(path, page)
      }
      return page
    },
  }
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
export function servePrerendered(pages: PublicPages): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl.includes('?')) return next()
    let pathname: string
    try {
      pathname = normalisePath(decodeURIComponent(req.path))
    } catch {
      return next()
    }
    const found = pages.get(pathname, isDataSaverOn({ get: (name) => req.get(name) ?? null }))
    if (found === undefined) return next()
    // A lean page that does not render, or has the wrong shape, goes to the error page and its log line.
    found.then(({ html, etag }) => {
      res.setHeader('Cache-Control', 'no-cache')
      // The same URL is whole or lean by these two headers: no cache may give one reader's to another.
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
}
