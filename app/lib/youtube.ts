// YouTube links as the content stores them, and the player and thumbnail URLs we build.

const ID_PATTERN = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'])
const PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e'])

/**
 * The 11-character video id of a YouTube link: after `youtu.be/`, after `v=`, or
 * after `embed/`, `shorts/`, `live/` or `v/`; a bare id is accepted as it is. Anything else
 * gives null, so a broken link shows as missing instead of playing the wrong video.
 */
export function extractYoutubeId(link: string): string | null {
  const value = link.trim()
  if (ID_PATTERN.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^www\./, '')
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | null | undefined
  if (host === 'youtu.be') {
    candidate = segments[0]
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v')
    else if (segments[0] && PATH_PREFIXES.has(segments[0])) candidate = segments[1]
  }
  return candidate && ID_PATTERN.test(candidate) ? candidate : null
}

/** The privacy-enhanced player for a video, started at once (the reader asked for it). */
export function youtubeEmbedUrl(id: string) {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
}

export function youtubeWatchUrl(id: string) {
  return `https://www.youtube.com/watch?v=${id}`
}

/**
 * What the smallest still (120×90) saves against the usual one (480×360), for the data saver's
 * line: the two sizes' estimates (data-saver/estimate.ts), written out so every page's video stills do not
 * carry the estimate's code (youtube.test.ts checks the figure against it).
 */
export const SMALLEST_STILL_SAVES_BYTES = 26_730

/** A video's usual still as our origin serves it (photoUrl in image-url.ts): /photos/i.ytimg.com/vi/ID/hqdefault.jpg. */
const YOUTUBE_STILL = /^(\/photos\/i\.ytimg\.com\/vi\/[\w-]{11}\/)hqdefault\.jpg$/

/** The smallest still (120×90) for a video's usual still on our origin; any other image URL stays as it is. */
export function smallestYoutubeThumbnail(url: string): string {
  return url.replace(YOUTUBE_STILL, '$1default.jpg')
}

/**
 * The stills YouTube makes of every video, by width, for a srcset: mqdefault (320×180, 16:9,
 * no black bands) and hqdefault (480×360), for a video's usual still on our origin. Larger ones
 * (sddefault, maxresdefault) are missing for some videos, so they are not offered. Undefined for
 * any other image URL.
 */
export function youtubeStillSrcSet(url: string): string | undefined {
  const match = YOUTUBE_STILL.exec(url)
  if (!match) return undefined
  return `${match[1]}mqdefault.jpg 320w, ${url} 480w`
}
