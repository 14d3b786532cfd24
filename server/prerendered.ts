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
  return dataSaver ? `${path} (data saver)` : path
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
 * Sends a page rendered at start-up as it is. Only plain GET/HEAD requests without a query
 * string: a query (a search, a filter) changes what the page shows, so those render live.
 */
export function servePrerendered(pages: Map<string, string>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl.includes('?')) return next()
    let pathname: string
    try {
      pathname = normalisePath(decodeURIComponent(req.path))
    } catch {
      return next()
    }
    const html = pages.get(pageKey(pathname, isDataSaverOn({ get: (name) => req.get(name) ?? null })))
    if (html === undefined) return next()
    res.setHeader('Cache-Control', 'no-cache')
    // The same URL is whole or lean by these two headers: no cache may give one reader's to another.
    res.vary('Save-Data').vary('Cookie')
    res.type('html').send(addNonce(html, String(res.locals.nonce)))
  }
}
