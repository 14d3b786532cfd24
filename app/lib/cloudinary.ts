const UPLOAD_URL = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/

/**
 * A Cloudinary image scaled down to at most `width` pixels, in the lightest format and
 * quality the browser accepts: the originals are full-size phone photos, costly on mobile
 * data. Any other address is returned as it is.
 */
export function cloudinaryResized(url: string, width: number): string {
  const match = UPLOAD_URL.exec(url)
  if (!match) return url
  return `${match[1]}c_limit,w_${width},f_auto,q_auto/${match[2]}`
}
