// Photos are large originals on other hosts (Cloudinary uploads, Unsplash, YouTube's stills). A
// page asks for them on our own origin (server/photos.ts, docs/decisions/0013-first-party-photos.md):
// the phone reuses the connection the page came on instead of opening one per host, and asks for a
// size that fits the screen, a fraction of the original's bytes.

const PHOTO = /^https:\/\/(res\.cloudinary\.com\/[^/]+\/image\/upload|images\.unsplash\.com|i\.ytimg\.com\/vi)\//
const CLOUDINARY_UPLOAD = /^https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\//

/**
 * Every width a page asks for: the server serves a photo at these widths only
 * (server/photo-allowlist.ts), so a width is added here, never in a component alone.
 */
export const PHOTO_WIDTHS = [112, 224, 336, 400, 480, 640, 800, 1024, 1200, 1600, 2048] as const
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number]

/**
 * A photo across the whole screen (a hero, a cover, a banner). 800 for a phone: Lighthouse's of
 * 412 CSS pixels at 1.75 dppx needs 721; 1024 would be bytes it cannot show
 * (docs/decisions/0040-first-photo-alone-on-the-link.md).
 */
export const FULL_WIDTH_PHOTO_WIDTHS = [480, 640, 800, 1024, 1600, 2048] as const satisfies readonly PhotoWidth[]

/**
 * A photo host's picture on our origin: `https://host/path?query` → `/photos/host/path?query`.
 * Anything else (our own /images/…, a video, not an address) is returned as it is.
 */
export function photoUrl(url: string): string {
  return PHOTO.test(url) ? `/photos/${url.slice(8)}` : url
}

/** The host's own address of a copy at most `width` wide, or undefined for a host that cannot resize. */
function hostCopy(url: string, width: number): string | undefined {
  // Cloudinary never enlarges it (`c_limit`), and picks the lightest format and quality the browser accepts.
  if (CLOUDINARY_UPLOAD.test(url)) return url.replace(CLOUDINARY_UPLOAD, `$&c_limit,w_${width},f_auto,q_auto/`)
  if (!url.startsWith('https://images.unsplash.com/')) return undefined
  const parsed = new URL(url)
  parsed.searchParams.set('w', String(width))
  parsed.searchParams.set('auto', 'format')
  parsed.searchParams.set('fit', 'crop')
  parsed.searchParams.set('q', '75')
  return parsed.toString()
}

/** The same photo at most `width` pixels wide, on our origin; a host that cannot resize gives the photo as it is. */
export function resizedImageUrl(url: string, width: PhotoWidth): string {
  return photoUrl(hostCopy(url, width) ?? url)
}

/** A srcset of the sizes we offer, or undefined for a host that cannot resize. */
export function responsiveSrcSet(url: string, widths: readonly PhotoWidth[]): string | undefined {
  if (!hostCopy(url, 0)) return undefined
  return widths.map((width) => `${resizedImageUrl(url, width)} ${width}w`).join(', ')
}

/**
 * The narrowest candidate of a srcset (`url 480w, url 800w`), or undefined when there is none:
 * a data-saver page asks for that one only ("Save-Data gets the smallest sizes").
 */
export function narrowestSource(srcSet: string | undefined): string | undefined {
  let narrowest: { url: string; width: number } | undefined
  // Candidates are split at a comma followed by a space: Cloudinary's URLs have commas inside.
  for (const candidate of srcSet?.split(/,\s+/) ?? []) {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    const width = Number.parseInt(descriptor ?? '', 10)
    if (url && Number.isFinite(width) && (!narrowest || width < narrowest.width)) narrowest = { url, width }
  }
  return narrowest?.url
}

/** `src`, `srcSet` and `sizes` for a photo a CDN resizes; `src` is the widest, for browsers without srcset. */
export function responsiveImage(url: string, widths: readonly PhotoWidth[], sizes: string) {
  const srcSet = responsiveSrcSet(url, widths)
  return { src: srcSet ? resizedImageUrl(url, widths[widths.length - 1]!) : photoUrl(url), srcSet, sizes }
}
