// Photos are large originals on image CDNs; ask the CDN for a size that fits the screen
// instead, so a phone on mobile data downloads a fraction of the bytes.

const CLOUDINARY_UPLOAD = /^https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\//

/**
 * The same image at most `width` pixels wide, in the lightest format and quality the
 * browser accepts (Cloudinary never enlarges it: `c_limit`). Any other host, and anything
 * that is not an address, is returned as it is.
 */
export function resizedImageUrl(url: string, width: number): string {
  if (CLOUDINARY_UPLOAD.test(url)) return url.replace(CLOUDINARY_UPLOAD, `$&c_limit,w_${width},f_auto,q_auto/`)
  if (!url.startsWith('https://images.unsplash.com/')) return url
  const parsed = new URL(url)
  parsed.searchParams.set('w', String(width))
  parsed.searchParams.set('auto', 'format')
  parsed.searchParams.set('fit', 'crop')
  parsed.searchParams.set('q', '75')
  return parsed.toString()
}

/** A srcset of the sizes we offer, or undefined for a host that cannot resize. */
export function responsiveSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (resizedImageUrl(url, widths[0] ?? 0) === url) return undefined
  return widths.map((width) => `${resizedImageUrl(url, width)} ${width}w`).join(', ')
}

/**
 * The narrowest candidate of a srcset (`url 480w, url 800w`), or undefined when there is none:
 * a data-saver page asks for that one only (issue 18, "Save-Data gets the smallest sizes").
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
export function responsiveImage(url: string, widths: readonly number[], sizes: string) {
  const srcSet = responsiveSrcSet(url, widths)
  return { src: srcSet ? resizedImageUrl(url, widths[widths.length - 1] ?? 0) : url, srcSet, sizes }
}

/** The hosts our content's photos come from, for a page's `preconnect`. */
export const IMAGE_HOSTS = {
  cloudinary: 'https://res.cloudinary.com',
  unsplash: 'https://images.unsplash.com',
  youtubeStills: 'https://i.ytimg.com',
} as const

/**
 * A route's `links` entry that opens the connection (DNS, TCP, TLS: several round trips on a
 * phone's network) to the host of its above-the-fold photo while the page's HTML still arrives.
 * Only where that photo is in the first screen: an unused connection costs the phone too.
 */
export function preconnectTo(host: (typeof IMAGE_HOSTS)[keyof typeof IMAGE_HOSTS]) {
  return { rel: 'preconnect', href: host }
}
