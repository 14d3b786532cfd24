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
