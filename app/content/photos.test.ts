// The photos the content lists are files in public/ that scripts/optimise-images.mjs wrote:
// each width exists, really is that wide and of the listed shape, and stays small for mobile
// data. A renamed or missing file would otherwise show only as initials or an empty card.
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { articles } from './articles'
import { aboutHeroBackdrop, ecosystemBackdrop, statisticsBackdrop } from './backdrops'
import type { LocalPhoto } from './schema'
import { team } from './team'

const PUBLIC = join(import.meta.dirname, '../../public')

const photos: { label: string; photo: LocalPhoto; maxBytes: number }[] = [
  ...team.map((member) => ({ label: member.name, photo: member.image!, maxBytes: 8 * 1024 })),
  ...articles.map((article) => ({ label: article.title, photo: article.image, maxBytes: 40 * 1024 })),
  // A whole band's width on a wide screen; a phone takes the 640 copy (about 30 KB).
  ...[aboutHeroBackdrop, ecosystemBackdrop, statisticsBackdrop].map((photo) => ({
    label: photo.path,
    photo,
    maxBytes: 120 * 1024,
  })),
]

describe('our own photos', () => {
  it('gives every team member a photo', () => {
    for (const member of team) expect(member.image, member.name).toBeDefined()
  })

  it.each(photos)(
    '$label: every listed width is a small WebP file of that width and shape',
    async ({ photo, maxBytes }) => {
      for (const width of photo.widths) {
        const file = join(PUBLIC, `${photo.path}-${width}.webp`)
        expect((await stat(file)).size).toBeLessThanOrEqual(maxBytes)
        const metadata = await sharp(file).metadata()
        expect(metadata.format).toBe('webp')
        expect(metadata.width).toBe(width)
        expect(metadata.height).toBeCloseTo((width * photo.height) / photo.width, 0)
      }
    },
  )

  it("keeps a backdrop's phone copy small: what a phone on mobile data downloads", async () => {
    for (const photo of [aboutHeroBackdrop, ecosystemBackdrop, statisticsBackdrop]) {
      expect(photo.widths[0]).toBe(640)
      expect((await stat(join(PUBLIC, photo.src))).size, photo.src).toBeLessThanOrEqual(32 * 1024)
    }
  })

  it.each([aboutHeroBackdrop, ecosystemBackdrop, statisticsBackdrop])(
    '$path: every width is also an AVIF file of that width, smaller than its WebP',
    async (photo) => {
      for (const width of photo.widths) {
        const file = join(PUBLIC, `${photo.path}-${width}.avif`)
        const metadata = await sharp(file).metadata()
        expect(metadata.format).toBe('heif')
        expect(metadata.compression).toBe('av1')
        expect(metadata.width).toBe(width)
        expect((await stat(file)).size).toBeLessThan((await stat(join(PUBLIC, `${photo.path}-${width}.webp`))).size)
      }
    },
  )

  it("keeps the about page's hero (its largest paint) within one round trip of slow 4G on a phone", async () => {
    // 20 TCP segments of 1460 bytes: what follows the page on its connection in one round trip.
    const phoneCopy = join(PUBLIC, `${aboutHeroBackdrop.path}-828.avif`)
    expect((await stat(phoneCopy)).size).toBeLessThanOrEqual(28 * 1024)
  })

  it('commits no photo that the content does not use', async () => {
    const backdrops = [aboutHeroBackdrop, ecosystemBackdrop, statisticsBackdrop]
    const listed = new Set([
      ...photos.flatMap(({ photo }) => photo.widths.map((width) => `${photo.path}-${width}.webp`)),
      ...backdrops.flatMap((photo) => photo.widths.map((width) => `${photo.path}-${width}.avif`)),
    ])
    const files = await readdir(join(PUBLIC, 'images'), { recursive: true, withFileTypes: true })
    const committed = files
      .filter((f) => f.isFile())
      .map((f) => `/${join(f.parentPath, f.name).slice(PUBLIC.length + 1)}`)
    expect(committed.sort()).toEqual([...listed].sort())
  })
})
