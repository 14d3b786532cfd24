// The app icons of the web app manifest, rendered from app/assets/favicon.svg:
//   node scripts/make-icons.mjs   → public/icons/icon-{192,512}.png, icon-maskable-512.png
// The output is committed, so neither the build nor CI needs sharp. Android asks for 192 and
// 512 px; the maskable icon fills its square with the logo's green and keeps the leaf inside
// the central safe zone (a circle of 80 % of the width), so any launcher's mask keeps it whole.
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

const svg = await readFile('app/assets/favicon.svg', 'utf8')
const LOGO_GREEN = '#15803d'

for (const size of [192, 512]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/icon-${size}.png`)
}

// The leaf alone (the favicon without its circle), scaled to 60 % of the square: well inside the safe zone.
const leaf = svg.replace(/<circle[^>]*\/>/, '')
const size = 512
const inner = Math.round(size * 0.6)
const leafPng = await sharp(Buffer.from(leaf), { density: (72 * inner) / 32 })
  .resize(inner, inner)
  .png()
  .toBuffer()
await sharp({ create: { width: size, height: size, channels: 4, background: LOGO_GREEN } })
  .composite([{ input: leafPng, gravity: 'centre' }])
  .png({ compressionLevel: 9, palette: true })
  .toFile(`public/icons/icon-maskable-${size}.png`)
console.log('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png')
