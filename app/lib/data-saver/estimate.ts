// The size of an image the data saver leaves out, estimated: its own small module,
// because every page's video stills use it, while the rest of savings.ts serves lean pages only.
// Images come from other hosts whose files we cannot weigh here; see savings.ts.

export const SAVED_BYTES_ATTRIBUTE = 'data-saved-bytes'

/** Bytes per pixel of our own WebP photos (0.165 measured over public/images/articles). */
export const PHOTO_BYTES_PER_PIXEL = 0.165

/** The width a phone takes from a responsive image's srcset: 375 CSS pixels at 2×. */
export const PHONE_IMAGE_WIDTH = 750

/**
 * An image's estimated size in bytes from its width and height in pixels; a responsive one
 * (with a srcset) at most at the width a phone would take, not its largest candidate.
 */
export function estimateImageBytes(
  width: number | string | undefined,
  height: number | string | undefined,
  { responsive = false } = {},
) {
  let w = Number(width)
  let h = Number(height)
  if (!Number.isFinite(w) || !Number.isFinite(h) || w <= 0 || h <= 0) return 0
  if (responsive && w > PHONE_IMAGE_WIDTH) {
    h = (h * PHONE_IMAGE_WIDTH) / w
    w = PHONE_IMAGE_WIDTH
  }
  return Math.round(w * h * PHOTO_BYTES_PER_PIXEL)
}
