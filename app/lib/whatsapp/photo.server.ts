// A farmer's photo, made safe to keep and to send on: decoded and encoded again as a JPEG, so
// that nothing of the original file goes on (no EXIF: no GPS position, no phone model, no time;
// sharp writes no metadata unless asked to), turned upright as the phone meant it, and made
// smaller: at most 1024 pixels on its longer side, enough for the model to see a leaf's spots
// and for an expert to look at on a phone, and a few hundred kilobytes to store.
import sharp from 'sharp'

/** What WhatsApp sends a photo as, and the most we take (WhatsApp's own limit for images is 5 MB). */
export const PHOTO_LIMITS = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const

const LONGEST_SIDE = 1024

export interface CleanPhoto {
  data: Buffer
  mimeType: 'image/jpeg'
  width: number
  height: number
}

/** Throws when the bytes are not an image sharp can read. */
export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
  return { data, mimeType: 'image/jpeg', width: info.width, height: info.height }
}
