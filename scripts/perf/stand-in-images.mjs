// Stand-in images for `npm run perf`: what the photo hosts would send for a URL, at the size the
// URL asks for, so Lighthouse weighs real bytes (our machines cannot reach those hosts). The
// pixels are noise with a photo's spectrum (detail at every scale, falling off like 1/f), so
// JPEG and WebP compress them about as well as they compress a photograph.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/** Unsplash serves the photographer's original when the URL names no width: a camera's size. */
const UNSPLASH_ORIGINAL = { width: 4000, height: 2667 }
/** A Cloudinary upload with no width: the provider's uploads are WhatsApp photos (≤ 1600 px) and logos. */
const CLOUDINARY_PHOTO = { width: 1600, height: 1200 }
const CLOUDINARY_LOGO = { width: 800, height: 800 }
/** The grain of a phone camera's sensor, in levels of 255, on top of the 1/f detail. */
const GRAIN = 16
/** YouTube's still names and their pixel sizes. */
const YOUTUBE_STILLS = {
  default: [120, 90],
  1: [120, 90],
  2: [120, 90],
  3: [120, 90],
  mqdefault: [320, 180],
  hqdefault: [480, 360],
  0: [480, 360],
  sddefault: [640, 480],
  hq720: [1280, 720],
  maxresdefault: [1280, 720],
}

/**
 * What a photo host would answer for `url` and `accept` (the request's Accept header):
 * `{ width, height, format, quality, kind }`, or null when the URL is not an image we stand in for
 * (a video, an unknown path): the server answers 404 then.
 */
export function describeImage(url, accept = '') {
  const { hostname, pathname, searchParams } = new URL(url)
  const takesWebp = accept.includes('image/webp')
  if (hostname === 'images.unsplash.com') {
    if (!/^\/photo-[\w-]+$/.test(pathname)) return null
    // imgix: w and h in pixels (h alone or w alone keeps the 3:2 of a camera frame), q defaults
    // to 75, fm names a format, auto=format picks WebP for a browser that takes it.
    const width = Number(searchParams.get('w')) || null
    const height = Number(searchParams.get('h')) || null
    const size = fitAspect(width, height, UNSPLASH_ORIGINAL)
    const fm = searchParams.get('fm')
    const auto = (searchParams.get('auto') ?? '').split(',').includes('format')
    const format = fm === 'webp' || fm === 'avif' || fm === 'png' ? fm : auto && takesWebp ? 'webp' : 'jpeg'
    return { ...size, format, quality: Number(searchParams.get('q')) || 75, kind: 'photo' }
  }
  if (hostname === 'res.cloudinary.com') {
    const match = /^\/[^/]+\/image\/upload\/(?:([^/]*_[^/]*)\/)?(?:v\d+\/)?.+\.(\w+)$/.exec(pathname)
    if (!match) return null
    const transforms = Object.fromEntries(
      (match[1] ?? '').split(',').map((part) => [part.slice(0, part.indexOf('_')), part.slice(part.indexOf('_') + 1)]),
    )
    const isLogo = match[2].toLowerCase() === 'png'
    const original = isLogo ? CLOUDINARY_LOGO : CLOUDINARY_PHOTO
    let width = Number(transforms.w) || null
    let height = Number(transforms.h) || null
    // c_limit never enlarges: the original's size caps what the URL asks for.
    if (transforms.c === 'limit' || !transforms.c) {
      if (width) width = Math.min(width, original.width)
      if (height) height = Math.min(height, original.height)
    }
    const size = fitAspect(width, height, original)
    const named = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' }[match[2].toLowerCase()] ?? 'jpeg'
    const format = transforms.f === 'auto' ? (takesWebp ? 'webp' : named === 'png' ? 'png' : 'jpeg') : named
    const quality = Number(transforms.q) || (transforms.q === 'auto' ? 70 : 80)
    return { ...size, format, quality, kind: isLogo ? 'logo' : 'photo' }
  }
  if (hostname === 'i.ytimg.com' || hostname === 'img.youtube.com') {
    const match = /^\/(vi|vi_webp)\/[\w-]{11}\/(\w+)\.(jpg|webp)$/.exec(pathname)
    const still = match && YOUTUBE_STILLS[match[2]]
    if (!still) return null
    return {
      width: still[0],
      height: still[1],
      format: match[1] === 'vi_webp' ? 'webp' : 'jpeg',
      quality: 80,
      kind: 'photo',
    }
  }
  return null
}

function fitAspect(width, height, original) {
  if (width && height) return { width, height }
  if (width) return { width, height: Math.round((width * original.height) / original.width) }
  if (height) return { width: Math.round((height * original.width) / original.height), height }
  return { ...original }
}

/** The bytes of the image `describeImage` gave, made once and kept in `cacheDir`. */
export async function renderImage(image, cacheDir) {
  const name = `${image.kind}-${image.width}x${image.height}-q${image.quality}.${image.format}`
  const file = path.join(cacheDir, name)
  if (existsSync(file)) return readFile(file)
  const source = image.kind === 'logo' ? await logo(image.width, image.height) : await photo(image, cacheDir)
  const options = { quality: image.quality, ...(image.format === 'png' ? { compressionLevel: 9 } : {}) }
  const bytes = await sharp(source).toFormat(image.format, options).toBuffer()
  await mkdir(cacheDir, { recursive: true })
  await writeFile(file, bytes)
  return bytes
}

/** A photo-like master at the largest size any host serves, cut and scaled to the size asked. */
async function photo({ width, height }, cacheDir) {
  const masterFile = path.join(cacheDir, 'master.png')
  if (!existsSync(masterFile)) {
    await mkdir(cacheDir, { recursive: true })
    await writeFile(masterFile, await pinkNoise(UNSPLASH_ORIGINAL.width, UNSPLASH_ORIGINAL.height))
  }
  return sharp(masterFile).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 1 }).toBuffer()
}

/**
 * Noise with a photograph's spectrum: octaves of random colour grids, each smoothly enlarged to
 * the full size, the finer ones weaker (amplitude ∝ spacing^0.4, tuned so an 800 px WebP weighs what a real photo does), plus a sensor-like
 * grain. Seeded, so every run serves the same bytes.
 */
async function pinkNoise(width, height) {
  let seed = 20251124
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
  const sum = new Float32Array(width * height * 3).fill(0)
  let totalWeight = 0
  for (let cells = 4; cells <= width; cells *= 2) {
    const gridWidth = cells
    const gridHeight = Math.max(2, Math.round((cells * height) / width))
    const grid = Buffer.alloc(gridWidth * gridHeight * 3)
    for (let index = 0; index < grid.length; index++) grid[index] = Math.floor(random() * 256)
    const layer = await sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer()
    const weight = (width / cells) ** 0.4
    for (let index = 0; index < sum.length; index++) sum[index] += (layer[index] - 128) * weight
    totalWeight += weight
  }
  const pixels = Buffer.alloc(sum.length)
  const contrast = 2.6 / totalWeight
  for (let index = 0; index < sum.length; index++) {
    // Greener and darker than grey, like a field; the grain is what a phone camera leaves.
    const channelBias = [110, 130, 80][index % 3]
    const grain = (random() - 0.5) * GRAIN
    pixels[index] = Math.max(0, Math.min(255, channelBias + sum[index] * contrast + grain))
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

/** A flat logo: a few solid shapes on white, which PNG and WebP shrink to a few kilobytes. */
async function logo(width, height) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none">
<rect width="100" height="100" fill="#fff"/><circle cx="50" cy="40" r="28" fill="#15803d"/>
<path d="M30 40 Q50 10 70 40 Q50 70 30 40Z" fill="#fde047"/><rect x="15" y="78" width="70" height="10" rx="3" fill="#14532d"/></svg>`
  return Buffer.from(svg)
}
