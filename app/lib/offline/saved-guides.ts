// "Save for offline" (docs/decisions/0008-offline.md): which files a saved guide
// is made of, where they are kept, and how their size is told. Plain functions, shared by the page
// (save-guide.ts, loaded on first use) and the service worker, which looks in this cache too.

/**
 * The cache a farmer's saved guides live in. Its name carries no build and no format version:
 * the worker's clean-up on activate never deletes it (service-worker/cache-names.ts), and only
 * the farmer's Remove does.
 */
export const SAVED_GUIDES_CACHE = 'tujue-saved-guides'

/**
 * Each saved guide's facts (title, size, date, language) are a small JSON answer in the same
 * cache, under a made-up address no server route answers: they come and go with the guide itself.
 */
export const SAVED_INFO_PREFIX = '/__saved-guide/'

/** A phone's screen width in CSS pixels, and the pixel density of a cheap Android phone's screen. */
export const PHONE_WIDTH = 375
export const PHONE_DENSITY = 2

export interface SavedGuideInfo {
  /** The guide page's path: /articles/soil-health or /sw/articles/soil-health. */
  path: string
  title: string
  /** Bytes on the phone: the page, its route data and the photos that were saved. */
  bytes: number
  /** ISO date and time of the save. */
  savedOn: string
  locale: 'en' | 'sw'
  /** Every address stored for this guide, the info entry aside. */
  urls: string[]
  /** Photos that could not be loaded (another site that is blocked or out of reach). */
  photosMissing: number
}

export function infoUrlOf(path: string): string {
  return `${SAVED_INFO_PREFIX.slice(0, -1)}${path}`
}

/** React Router's route data address for a page: "/sw/articles/x" → "/sw/articles/x.data", "/" → "/_root.data". */
export function dataUrlOf(path: string): string {
  return path === '/' ? '/_root.data' : `${path.replace(/\/$/, '')}.data`
}

/**
 * The picture a phone's browser picks from a srcset ("a.jpg 320w, b.jpg 640w"): the smallest
 * candidate at least as wide as the screen's device pixels, else the widest; the plain src
 * when there is no usable srcset.
 */
export function phoneImageUrl(src: string, srcSet?: string, width = PHONE_WIDTH, density = PHONE_DENSITY): string {
  const candidates = (srcSet ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const match = /^(\d+)w$/.exec(descriptor ?? '')
      return url && match ? [{ url, width: Number(match[1]) }] : []
    })
    .sort((a, b) => a.width - b.width)
  if (candidates.length === 0) return src
  const needed = width * density
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates[candidates.length - 1]!).url
}

export interface GuideToSave {
  path: string
  title: string
  images: ReadonlyArray<{ src: string; srcSet?: string }>
}

/** What a saved guide is made of: its page, its route data, and each photo once, at phone size. */
export function filesOfGuide({ path, images }: GuideToSave): { text: string[]; photos: string[] } {
  const photos = [...new Set(images.map((image) => phoneImageUrl(image.src, image.srcSet)))]
  return { text: [path, dataUrlOf(path)], photos }
}

/** The sum of the sizes known; null when none is. */
export function knownBytes(sizes: ReadonlyArray<number | null>): number | null {
  const known = sizes.filter((size): size is number => size !== null)
  return known.length === 0 ? null : known.reduce((sum, size) => sum + size, 0)
}

/** A size as a farmer reads it: "900 bytes" is never useful, so "1 KB" at least; "84 KB"; "1.2 MB". */
export function formatBytes(bytes: number, locale: 'en' | 'sw'): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: digits }).format(value)
  if (bytes < 1000 * 1000) return `${format(Math.max(1, Math.round(bytes / 1000)), 0)} KB`
  return `${format(bytes / (1000 * 1000), 1)} MB`
}

/** Photos another saved guide still uses are kept when one guide is removed. */
export function urlsToDelete(removed: SavedGuideInfo, others: readonly SavedGuideInfo[]): string[] {
  const kept = new Set(others.flatMap((info) => info.urls))
  return [...removed.urls.filter((url) => !kept.has(url)), infoUrlOf(removed.path)]
}

/** The stored route data for a data request, whatever `_routes` filter React Router adds. */
export function savedDataKey(url: URL): string {
  const search = new URLSearchParams(url.search)
  search.delete('_routes')
  const query = search.toString()
  return url.pathname + (query ? `?${query}` : '')
}
