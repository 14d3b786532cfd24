// The provider's own photos (../shared/catalog/images, see its images.json) as small WebP copies
// served from our origin (and AVIF ones of the wide backdrops): the originals are up to 2 MB each,
// far too much for mobile data.
//   node scripts/optimise-images.mjs [originals folder]   → public/images/**/*-{width}.{webp,avif}
// The output is committed, so neither the build nor CI needs sharp or the originals. The widths
// written here must match the ones the content lists (app/content/team.ts, articles.ts,
// backdrops.ts); the
// content tests check that every listed file exists.
import { mkdir, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import sharp from 'sharp'

const originals = resolve(process.argv[2] ?? '../shared/catalog/images')
const output = resolve('public/images')

// WebP: every browser our farmers use decodes it (Android Chrome, Opera, Safari 14+), so one
// <img srcset> serves everyone with no <picture> fallback; at the small sizes of portraits and
// cards AVIF saves little.
const QUALITY = 72

// Leaders' portraits are shown in a circle, 64 CSS pixels on a phone and 96 wider up, so 96 and 192
// cover 1x to 3x screens. `square` (left, top, size in the original's pixels) frames head and
// shoulders with the face in the middle, so the circle does not cut it.
const team = [
  { file: '5a4a5170-0cd2-4f5b-8b07-19b0dded7d92.jpg', name: 'levy-nguti-mutongu', square: [266, 70, 700] },
  { file: '7b32507d-7bf0-4603-84e5-c965162d7fda.jpg', name: 'swabir-m-bwana', square: [142, 0, 240] },
  { file: '16919357-9302-4435-b48e-e85f05a339c3.jpg', name: 'adan-ali-wako', square: [109, 20, 340] },
  { file: 'c47ef054-f356-48c9-b1f5-c33032541c4d.jpg', name: 'evans-mutegi', square: [68, 20, 520] },
  { file: '3d78ac94-f76a-4f1e-9415-b9a90d27813a.png', name: 'granton-wanzofu', square: [91, 20, 220] },
  { file: 'b9f519f0-54e4-4e3a-acda-082f81399faa.jpg', name: 'victoria-wambui', square: [0, 30, 540] },
]
const TEAM_WIDTHS = [96, 192]

// Article cards are 3:2, about 340 CSS pixels wide on a phone and 400 wider up. The originals are
// small (345 to 735 pixels wide): no copy is wider than its original, and each file is named by
// its real width (a 345-pixel original gives -320 and -345).
const articles = [
  { file: '361f76f4-ed78-460a-85f2-af5956e07c61.png', name: 'modern-approaches-to-pest-control' },
  { file: '65bf3cfd-f8df-49a0-8173-c3ef64e14202.jpg', name: 'drone-technology-revolutionizing-agriculture' },
  { file: '0296408b-5aa4-46d9-ad93-6504368db417.png', name: 'improving-soil-health' },
  { file: '8e762098-9784-4946-ba5a-edd23f41710f.png', name: 'precision-drone-spraying' },
  { file: '04ecc3fb-2370-45cc-93d5-77e51b3c1f9a.png', name: 'rice-farming-climate-change' },
  { file: '0fb0c8d3-4bbf-44d4-95f3-d59052807779.png', name: 'rice-farming-techniques-beginners' },
  { file: 'b8b7ef4a-5d02-4b91-bca8-1d3d332cd80b.jpg', name: 'iot-applications-in-agriculture' },
  { file: 'e77946cd-a4f1-4004-8233-f98a4caeb674.png', name: 'organic-pest-management' },
  { file: 'db5ad088-4bd7-4d36-aa6f-57f01d31d43c.png', name: 'soil-types-for-rice' },
]
const ARTICLE_WIDTHS = [320, 480]

// Wide photos drawn across a whole band, under a dark or pale overlay that keeps its text readable
// (app/content/backdrops.ts): a phone takes the 640 or 828 copy (1× or 2×), a wide screen the widest. Under the
// overlay the detail that a higher quality keeps does not show, so they are saved at a lower one.
// The originals have lettering on them; the bands place the photo so that it is mostly cut off.
// `cover` hides what the band cannot crop away: each box (left, top, width, height in the
// original's pixels) is painted over with the photo `from` beside it (dx, dy), its edges blended.
const backdrops = [
  {
    file: '296425d2-d7ab-4a26-8bd7-7e7e2097a858.png',
    name: 'about-hero',
    widths: [640, 828, 1366],
    // The empty outline of a button, lower right, showed beside the page's title on a wide screen:
    // a farmer could take it for a button. Tea rows from 260 pixels to its left cover it. And the
    // end of the lettered name ("ch") showed at a phone's left edge: the hill beside it covers it.
    cover: [
      { box: [700, 565, 285, 125], from: [-260, 0] },
      { box: [480, 240, 220, 130], from: [210, 0] },
    ],
  },
  { file: '5d75101e-ccca-4afd-97f0-4ed7d4e61dbd.png', name: 'about-ecosystem', widths: [640, 828, 1280] },
  { file: '0a2a88ec-1c3a-46a6-bed3-0d79cf12d065.png', name: 'home-statistics', widths: [640, 828, 1280] },
]
const BACKDROP_QUALITY = 55
// The backdrops are the largest photos, and the about page's is its largest paint. As AVIF, in a
// <picture> with the WebP as its fallback (components/backdrop.tsx), the phone's 828 copy is
// about half the bytes: small enough to arrive in one round trip after the page on slow 4G
// (docs/decisions/0041-largest-paint-in-one-round-trip.md). Quality 40 on sharp's AVIF scale looks like the WebP at 55 under the band's overlay.
const BACKDROP_AVIF_QUALITY = 40

async function write(image, path, quality = QUALITY) {
  await mkdir(dirname(path), { recursive: true })
  await image.webp({ quality, effort: 6 }).toFile(path)
  return (await stat(path)).size
}

async function copies(source, folder, name, widths, height) {
  const original = sharp(join(originals, source))
  const { width: originalWidth } = await original.metadata()
  const lines = []
  for (const w of new Set(widths.map((width) => Math.min(width, originalWidth)))) {
    const path = join(output, folder, `${name}-${w}.webp`)
    const bytes = await write(original.clone().resize(w, Math.round(height(w))), path)
    lines.push(`${folder}/${name}-${w}.webp ${(bytes / 1024).toFixed(1)} KB`)
  }
  return lines
}

await rm(output, { recursive: true, force: true })
const report = []
for (const { file, name, square } of team) {
  const [left, top, size] = square
  const crop = (w) => sharp(join(originals, file)).extract({ left, top, width: size, height: size }).resize(w, w)
  for (const width of TEAM_WIDTHS) {
    const path = join(output, 'team', `${name}-${width}.webp`)
    const bytes = await write(crop(width), path)
    report.push(`team/${name}-${width}.webp ${(bytes / 1024).toFixed(1)} KB`)
  }
}
for (const { file, name } of articles) {
  report.push(...(await copies(file, 'articles', name, ARTICLE_WIDTHS, (w) => (w * 2) / 3)))
}
// Blends a cover in over FEATHER pixels from its edge, so no seam shows.
const FEATHER = 16

async function covered(path, covers = []) {
  const layers = []
  for (const { box, from } of covers) {
    const [left, top, width, height] = box
    const patch = await sharp(path)
      .extract({ left: left + from[0], top: top + from[1], width, height })
      .ensureAlpha()
      .raw()
      .toBuffer()
    const inner = { width: width - 2 * FEATHER, height: height - 2 * FEATHER, channels: 3, background: '#fff' }
    const edges = await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .composite([{ input: { create: inner }, left: FEATHER, top: FEATHER }])
      .png()
      .toBuffer()
    const alpha = await sharp(edges)
      .blur(FEATHER / 2)
      .extractChannel(0)
      .raw()
      .toBuffer()
    for (let i = 0; i < width * height; i++) patch[i * 4 + 3] = alpha[i]
    layers.push({ input: patch, raw: { width, height, channels: 4 }, left, top })
  }
  return sharp(await sharp(path).composite(layers).png().toBuffer())
}

for (const { file, name, widths, cover } of backdrops) {
  const original = await covered(join(originals, file), cover)
  const { width: originalWidth, height: originalHeight } = await original.metadata()
  for (const width of widths) {
    const path = join(output, 'backdrops', `${name}-${width}.webp`)
    const height = Math.round((width * originalHeight) / originalWidth)
    const bytes = await write(original.clone().resize(width, height), path, BACKDROP_QUALITY)
    const avifPath = join(output, 'backdrops', `${name}-${width}.avif`)
    await original.clone().resize(width, height).avif({ quality: BACKDROP_AVIF_QUALITY }).toFile(avifPath)
    const avifBytes = (await stat(avifPath)).size
    report.push(
      `backdrops/${name}-${width}.webp ${(bytes / 1024).toFixed(1)} KB, .avif ${(avifBytes / 1024).toFixed(1)} KB`,
    )
  }
}
console.log(report.join('\n'))
