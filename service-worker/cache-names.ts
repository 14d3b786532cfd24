// The caches the service worker keeps, by name. The precache (the app shell) is Workbox's own,
// versioned by each file's revision: a new build replaces exactly the files that changed. The
// runtime caches below hold what the reader has opened; their names carry a format version,
// not the build, so a deployment never empties a farmer's saved pages. Raise RUNTIME_VERSION
// only when what they hold changes shape; activate then deletes the old ones.

import { SAVED_GUIDES_CACHE } from '../app/lib/offline/saved-guides'

export const CACHE_PREFIX = 'tujue'
export const RUNTIME_VERSION = 1

export const runtimeCaches = {
  /** Pages (HTML) and their route data (`*.data`), network-first. */
  pages: `${CACHE_PREFIX}-pages-v${RUNTIME_VERSION}`,
  /** Route chunks and other hashed files outside the app shell, cache-first once fetched. */
  assets: `${CACHE_PREFIX}-assets-v${RUNTIME_VERSION}`,
  /** Our own images (/images/…) and the photos our server serves (/photos/…), cache-first. */
  images: `${CACHE_PREFIX}-images-v${RUNTIME_VERSION}`,
} as const

/** How many entries each runtime cache keeps (the least recently used go first). */
export const cacheLimits: Record<keyof typeof runtimeCaches, number> = {
  // About 40 pages with their data: ~5 MB uncompressed at most on the phone.
  pages: 80,
  assets: 120,
  // Every photo comes from our origin (decision 13; a list of videos alone shows 18 stills):
  // about 100 × 30 KB of phone-sized photos at most.
  images: 100,
}

/**
 * Caches of ours that the current worker does not use: left by an older worker, deleted on activate.
 * Never the guides a farmer saved for offline (app/lib/offline/saved-guides.ts): only Remove deletes them.
 */
export function isOutdatedCache(name: string, precacheName: string): boolean {
  if (!name.startsWith(`${CACHE_PREFIX}-`) || name === precacheName || name === SAVED_GUIDES_CACHE) return false
  return !(Object.values(runtimeCaches) as string[]).includes(name)
}
