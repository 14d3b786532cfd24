// Screenshots of pages at phone and desktop sizes, for looking at what we built:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /articles …   → screenshots/*.png
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const sizes = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]
await mkdir('screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'
    await page.screenshot({ path: `screenshots/${name}-${size.name}.png`, fullPage: process.env.FULL === '1' })
  }
  await page.close()
}
await browser.close()
