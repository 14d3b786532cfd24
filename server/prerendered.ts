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
 * See docs/decisions/0005-pages-rendered-at-start.md.
 */
export async function renderPublicPages(
  build: ServerBuild,
  origin: string,
  context: AppLoadContext,
): Promise<Map<string, string>> {
  const render = createRequestHandler(build, 'production')
  const hydrationMode = createHydrationModeLookup(build)
  const pages = new Map<string, string>()
  // Static pages come from the route list, in both languages already; the others from the content.
  for (const path of [...listStaticPagePaths(build), ...inEveryLanguage(listDynamicPublicPaths())]) {
    for (const dataSaver of [false, true]) {
      // No user agent: the whole page at once, every Suspense boundary in place (entry.server.tsx).
      const headers = dataSaver ? { 'Save-Data': 'on' } : undefined
      const response = await render(new Request(new URL(path, origin), { headers }), context)
      if (response.status !== 200) throw new Error(`${path}: rendering at start-up answered ${response.status}`)
      const html = await response.text()
      assertPressKeeper(html, path)
      const page = hydrationMode(path) === 'on-interaction' ? deferHydration(html, path) : withoutModulePreloads(html)
      pages.set(pageKey(path, dataSaver), dataSaver ? fillSavedLine(page) : page)
    }
  }
  return pages
}

/**
 * Each page is kept twice: whole, and lean for data saver (issue 17, the reader's cookie or
 * `Save-Data: on`), with the sizes of what it left out summed into its "saved" line.
 */
export function pageKey(path: string, dataSaver: boolean) {
  return dataSaver ? `${path}${LEAN_PAGE_SUFFIX}` : path
}
const LEAN_PAGE_SUFFIX = ' (data saver)'

/** The paths of the pages rendered at start-up, each once (without its data-saver twin). */
export function listPagePaths(pages: Map<string, string>) {
  return new Set([...pages.keys()].filter((key) => !key.endsWith(LEAN_PAGE_SUFFIX)))
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
 * Sends a page rendered at start-up as it is. Only plain GET/HEAD requests without a query
 * string: a query (a search, a filter) changes what the page shows, so those render live.
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
export function servePrerendered(pages: Map<string, string>): RequestHandler {
  const etags = new Map([...pages].map(([path, html]) => [path, pageETag(html)]))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl.includes('?')) return next()
    let pathname: string
    try {
      pathname = normalisePath(decodeURIComponent(req.path))
    } catch {
      return next()
    }
    const key = pageKey(pathname, isDataSaverOn({ get: (name) => req.get(name) ?? null }))
    const html = pages.get(key)
    if (html === undefined) return next()
    res.setHeader('Cache-Control', 'no-cache')
    // The same URL is whole or lean by these two headers: no cache may give one reader's to another.
    res.vary('Save-Data').vary('Cookie')
    // Each variant has its own validator, so a revisit never gets a 304 for the other one.
    res.setHeader('ETag', etags.get(key) ?? pageETag(html))
    if (req.fresh) {
      res.removeHeader('Content-Security-Policy')
      res.status(304).end()
      return
    }
    res.type('html').send(addNonce(html, String(res.locals.nonce)))
  }
}
