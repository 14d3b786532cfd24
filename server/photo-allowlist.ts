// Which addresses /photos/… answers (server/photos.ts): exactly those our pages ask for, so the
// server can never be used to fetch anything else (docs/decisions/0013-first-party-photos.md).
// The photos are every photo host address and YouTube video in the content modules, found when
// the server starts; each one's addresses are made with the very functions the pages use
// (lib/image-url.ts, lib/youtube.ts) at every width they may ask for, so a page and the server
// cannot disagree, and a request is looked up as it arrives, undecoded: a path trick (`..`,
// `%2F`, a user or a port) is simply not on the list.
import { youtubeThumbnailUrl } from '~/content/youtube-thumbnail'
import { PHOTO_WIDTHS, photoUrl, resizedImageUrl } from '~/lib/image-url'
import { extractYoutubeId, smallestYoutubeThumbnail, youtubeStillSrcSet } from '~/lib/youtube'

/** A first-party address as a browser asks for it (path and query) → the photo host's address. */
export type PhotoAllowlist = ReadonlyMap<string, string>

const PREFIX = '/photos/'

// Every content module but the tests, as the server build bundles them: a new module is searched too.
const contentModules = import.meta.glob(['/app/content/**/*.ts', '!/app/content/**/*.test.ts'], { eager: true })

/** The allowlist of every photo in the content (the server's, built once at start). */
export function contentPhotoAllowlist(): PhotoAllowlist {
  return buildPhotoAllowlist(photoSourcesIn(Object.values(contentModules)))
}

/**
 * The photos in some content: each string that is a photo host's picture (image-url.ts), and the
 * usual still of each YouTube video a link points at (the topic lists keep links, not stills).
 */
export function photoSourcesIn(values: Iterable<unknown>): Set<string> {
  const sources = new Set<string>()
  const seen = new Set<object>()
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (photoUrl(value) !== value) sources.add(value)
      // Only links: a bare 11-letter word (a slug such as "soil-health") is not a video.
      const videoId = value.startsWith('https://') ? extractYoutubeId(value) : null
      if (videoId) sources.add(youtubeThumbnailUrl(videoId))
    } else if (typeof value === 'object' && value !== null && !seen.has(value)) {
      seen.add(value)
      for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child)
    }
  }
  for (const value of values) visit(value)
  return sources
}

/**
 * Every first-party address a page may give for a photo: as it is (a fallback, a still), at each
 * offered width, and a video's smaller stills (its srcset, the data saver's).
 */
export function addressesOf(source: string): string[] {
  const asItIs = photoUrl(source)
  const addresses = [
    asItIs,
    ...PHOTO_WIDTHS.map((width) => resizedImageUrl(source, width)),
    smallestYoutubeThumbnail(asItIs),
    ...(youtubeStillSrcSet(asItIs)?.split(', ') ?? []).map((candidate) => candidate.split(' ')[0] ?? ''),
  ]
  return [...new Set(addresses.filter((address) => address.startsWith(PREFIX)))]
}

export function buildPhotoAllowlist(sources: Iterable<string>): Map<string, string> {
  const allowlist = new Map<string, string>()
  for (const source of sources) {
    for (const address of addressesOf(source)) {
      // As a browser sends it: its URL parser percent-encodes what an address may not carry as is.
      const url = new URL(address, 'http://localhost')
      const requested = url.pathname + url.search
      allowlist.set(requested, `https://${requested.slice(PREFIX.length)}`)
    }
  }
  return allowlist
}
