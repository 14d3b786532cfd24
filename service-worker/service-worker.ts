// The hub's service worker (docs/decisions/0008-offline.md). Built by
// scripts/build-service-worker.mjs after `react-router build`: bundled on its own, then
// Workbox injects the app shell's file list in place of self.__WB_MANIFEST.
//
// - The app shell (stylesheet, the application's entry and layout scripts, the reading pages'
//   route scripts, icons) is precached, each file by its revision.
// - Pages and their route data: network first, a stored copy when the signal is gone or weak.
// - Route scripts outside the shell (hashed names): cache-first once fetched; our images too.
// - Never stored: the API, the experts' pages, a farmer's request status, POSTs, non-200s.
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { cacheLimits, CACHE_PREFIX, isOutdatedCache, runtimeCaches } from './cache-names'
import { renderOfflinePage, savedPagesFor, type SavedPage } from './offline-page'
import { assetsOf, titleOf } from './page-shape'
import { answerPage } from './page-strategy'
import { SAVED_GUIDES_CACHE, SAVED_INFO_PREFIX, savedDataKey } from '../app/lib/offline/saved-guides'
import { STORE_LOADED_MESSAGE } from '../app/lib/offline/worker-messages'
import { isStorable, kindOf, loadedFilesToStore, pageOfDataUrl, type RequestKind } from './requests'
import { discoveryAnswer, parseRouteManifest } from './route-manifest'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

setCacheNameDetails({ prefix: CACHE_PREFIX })

const shell = self.__WB_MANIFEST
const shellUrls = shell.map((entry) => (typeof entry === 'string' ? entry : entry.url))
const stylesheet = shellUrls.find((url) => /\.css$/.test(url))
const routeManifestUrl = shellUrls.find((url) => /^\/assets\/manifest-[\w-]+\.js$/.test(url))

// A new build's worker takes over at once: it serves the new shell, and pages already open
// are told a new version is ready (app/components/layout/update-notice.tsx).
self.skipWaiting()
clientsClaim()
precacheAndRoute(shell)
cleanupOutdatedCaches()

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteOutdatedCaches(), storeOpenPages()]))
})

async function deleteOutdatedCaches() {
  const outdated = (await caches.keys()).filter((name) => isOutdatedCache(name, cacheNames.precache))
  await Promise.all(outdated.map((name) => caches.delete(name)))
}

const pageExpiration = new CacheExpiration(runtimeCaches.pages, { maxEntries: cacheLimits.pages })

async function storePage(url: string, response: Response) {
  const cache = await caches.open(runtimeCaches.pages)
  await cache.put(url, response)
  await pageExpiration.updateTimestamp(url)
  await pageExpiration.expireEntries()
}

/**
 * The pages open when the worker first takes charge were loaded before it existed: store them
 * now, so that the guide a farmer opened from a shared link opens again offline. (The files
 * they loaded are sent by the pages themselves: the STORE_LOADED_MESSAGE below.)
 */
async function storeOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window' })
  await Promise.all(
    windows.map(async ({ url: href }) => {
      const url = new URL(href)
      const facts = { method: 'GET', url, mode: 'navigate', destination: 'document' }
      if (kindOf(facts, self.location.origin) !== 'page') return
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' })
        if (isStorable(response)) await storePage(url.href, response)
      } catch {
        // No connection at this moment: the page is stored the next time it is opened.
      }
    }),
  )
}

/**
 * A page that loaded before the worker was in charge lists the files it loaded
 * (app/lib/offline/register-worker.ts): its scripts, the lazy ones too, and our images. They
 * are copied from the browser's HTTP cache (hashed files stay there for a year), so the page
 * also works offline, at no cost in data.
 */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null
  if (data?.type !== STORE_LOADED_MESSAGE || !Array.isArray(data.urls)) return
  event.waitUntil(storeLoaded(data.urls.filter((url): url is string => typeof url === 'string')))
})

async function storeLoaded(urls: string[]) {
  const { assets, images } = loadedFilesToStore(urls, self.location.origin)
  const targets = [
    [runtimeCaches.assets, assets],
    [runtimeCaches.images, images],
  ] as const
  for (const [cacheName, files] of targets) {
    const cache = await caches.open(cacheName)
    for (const file of files) {
      if (!(await caches.match(file))) await cache.add(file).catch(() => undefined)
    }
  }
}

/** Fetches, and keeps a successful answer for the next time there is no signal. */
function fetchAndStore(request: Request, event: ExtendableEvent): Promise<Response> {
  const network = fetch(request).then(async (response) => {
    if (isStorable(response)) await storePage(request.url, response.clone())
    return response
  })
  // The copy is refreshed even when the reader was already shown the stored page.
  event.waitUntil(network.catch(() => undefined))
  return network
}

/**
 * The page's copy: the one kept when it was last opened, else the one the farmer saved for
 * offline (app/lib/offline/save-guide.ts), which survives the page cache being emptied.
 */
async function storedCopy(url: string): Promise<Response | undefined> {
  const cache = await caches.open(runtimeCaches.pages)
  const copy = await cache.match(url, { ignoreVary: true })
  if (copy) return copy
  const saved = await caches.open(SAVED_GUIDES_CACHE)
  const parsed = new URL(url)
  const key = parsed.pathname.endsWith('.data') ? parsed.origin + savedDataKey(parsed) : url
  return saved.match(key, { ignoreVary: true })
}

/** Every file the stored page loads as it opens is on the phone (in the shell or fetched before). */
async function isComplete(page: Response): Promise<boolean> {
  const needed = assetsOf(await page.text())
  const found = await Promise.all(needed.map((asset) => caches.match(asset)))
  return found.every(Boolean)
}

async function savedPages(): Promise<SavedPage[]> {
  const pages: SavedPage[] = []
  for (const name of [runtimeCaches.pages, SAVED_GUIDES_CACHE]) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const url = new URL(request.url)
      const path = url.pathname + url.search
      if (url.pathname.endsWith('.data') || url.pathname.startsWith(SAVED_INFO_PREFIX)) continue
      if (pages.some((page) => page.path === path)) continue
      const response = await cache.match(request)
      if (!response?.headers.get('Content-Type')?.startsWith('text/html')) continue
      const title = titleOf(await response.text())
      if (title) pages.push({ title, path })
    }
  }
  return pages
}

// The offline page is ours alone and runs no script: the tightest policy that still draws it.
const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

async function offlinePage(url: URL): Promise<Response> {
  const path = url.pathname + url.search
  const html = renderOfflinePage({ path, stylesheet, saved: savedPagesFor(path, await savedPages()) })
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': OFFLINE_PAGE_CSP,
    },
  })
}

/**
 * Route data with no signal and no stored copy: React Router is told to load the page as a
 * whole document instead (its single-fetch redirect), which the worker then answers with the
 * stored page or the offline page, rather than an error screen.
 */
function reloadAsDocument(url: URL): Response {
  return new Response(null, {
    status: 204,
    headers: { 'X-Remix-Redirect': pageOfDataUrl(url), 'X-Remix-Reload-Document': 'true' },
  })
}

const isKind =
  (kind: RequestKind) =>
  ({ request, url }: { request: Request; url: URL }) =>
    kindOf(
      { method: request.method, url, mode: request.mode, destination: request.destination },
      self.location.origin,
    ) === kind

registerRoute(isKind('page'), ({ request, url, event }) =>
  answerPage({
    network: fetchAndStore(request, event),
    stored: () => storedCopy(request.url),
    isComplete,
    offlinePage: () => offlinePage(url),
  }),
)

registerRoute(isKind('data'), ({ request, url, event }) =>
  answerPage({
    network: fetchAndStore(request, event),
    stored: () => storedCopy(request.url),
    isComplete: async () => true,
    offlinePage: async () => reloadAsDocument(url),
  }),
)

// React Router's lazy route discovery, answered from the precached route manifest (route-manifest.ts).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === '/__manifest' && request.method === 'GET',
  async ({ request, url }) => {
    const source = routeManifestUrl ? await matchPrecache(routeManifestUrl) : undefined
    const routes = discoveryAnswer(source ? parseRouteManifest(await source.text()) : null, url)
    if (routes) return Response.json(routes)
    // Another build's page: the server decides (a newer build answers "reload the document").
    return fetch(request).catch(
      () => new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } }),
    )
  },
)

registerRoute(
  isKind('asset'),
  new CacheFirst({
    cacheName: runtimeCaches.assets,
    plugins: [new ExpirationPlugin({ maxEntries: cacheLimits.assets })],
  }),
)

const images = new CacheFirst({
  cacheName: runtimeCaches.images,
  plugins: [new ExpirationPlugin({ maxEntries: cacheLimits.images, purgeOnQuotaError: true })],
})

/**
 * A photo of a guide saved for offline: kept until the farmer removes the guide. Saved with the
 * page's fetch, whose Accept is not an <img>'s: the photo answers whatever format it was saved in.
 */
async function savedPhoto(url: string): Promise<Response | undefined> {
  return (await caches.open(SAVED_GUIDES_CACHE)).match(url, { ignoreVary: true })
}

registerRoute(isKind('image'), async (options) => (await savedPhoto(options.request.url)) ?? images.handle(options))
