import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { PRERENDER_ORIGIN } from '~/lib/prerender-origin'
import { DEFERRED_HYDRATION_PATHS, deferHydration, withoutModulePreloads } from './deferred-hydration'

/**
 * Reads every pre-rendered page (build/client/**\/index.html) once, keyed by its URL path,
 * with the run-time SITE_URL in place of the build's stand-in, without module preloads, and
 * reading pages with their application script deferred. Files are small and few; keeping
 * them in memory saves a disk read per request.
 */
export async function loadPrerenderedPages(clientDir: string, siteUrl: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'index.html') continue
    const file = path.join(entry.parentPath, entry.name)
    const urlPath = toUrlPath(path.relative(clientDir, path.dirname(file)))
    const html = (await readFile(file, 'utf8')).replaceAll(PRERENDER_ORIGIN, siteUrl)
    pages.set(urlPath, DEFERRED_HYDRATION_PATHS.test(urlPath) ? deferHydration(html) : withoutModulePreloads(html))
  }
  return pages
}

function toUrlPath(relativeDir: string) {
  const segments = relativeDir.split(path.sep).filter(Boolean)
  return `/${segments.join('/')}`
}

/** "/articles/" and "/articles" are one page; no redirect either way. */
export function normalisePath(pathname: string) {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Gives each inline and module script of a pre-rendered page this response's CSP nonce. */
export function addNonce(html: string, nonce: string) {
  return html.replaceAll('<script', `<script nonce="${nonce}"`)
}

/**
 * Sends a pre-rendered page as it is. Only plain GET/HEAD requests without a query
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
    const html = pages.get(pathname)
    if (html === undefined) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.type('html').send(addNonce(html, String(res.locals.nonce)))
  }
}
