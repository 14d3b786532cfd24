// The provider's own wide photos (../shared/catalog/images, see its images.json "use") drawn
// across a whole band behind its text: the about page's hero and ecosystem, and the home page's
// statistics. scripts/optimise-images.mjs writes each width as WebP and as AVIF (about half the
// bytes, for the browsers that take it); the originals are 2 MB PNGs.
import { LocalPhotoSchema, type LocalPhoto } from './schema'

export type BackdropPhoto = LocalPhoto & { avifSrcSet: string }

/** Every copy keeps the original's shape (16:9 at 1366×768 or 1920×1080). */
function backdrop(name: string, widths: number[]): BackdropPhoto {
  const photo = LocalPhotoSchema.parse({ path: `/images/backdrops/${name}`, widths, width: 1366, height: 768 })
  return { ...photo, avifSrcSet: widths.map((width) => `${photo.path}-${width}.avif ${width}w`).join(', ') }
}

/** Tea fields under a misty sky, "skyfield Aerotech" lettered on the left (a button outline painted out). */
export const aboutHeroBackdrop = backdrop('about-hero', [640, 828, 1366])

/** A tea field under a pale sky, "smart agriculture" lettered at the top. */
export const ecosystemBackdrop = backdrop('about-ecosystem', [640, 828, 1280])

/** Dark wet leaves around a lettered card ("Action 4 Preservation"). */
export const statisticsBackdrop = backdrop('home-statistics', [640, 828, 1280])
