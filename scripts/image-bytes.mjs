// What the photos of a page's first screen cost (issue 18): the bytes of every image a phone
// downloads before it scrolls, and which element is the largest paint, with the photo hosts
// answered by the perf stand-ins (scripts/perf/stand-in-images.mjs: the size each URL asks for).
//   node scripts/image-bytes.mjs [base URL] [paths…]   (a running server: npm start on a PORT)
// Viewports: a phone (375×812 at 2× and 1×) and a wide screen (1280×800).
import { chromium } from '@playwright/test'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describeImage, renderImage } from './perf/stand-in-images.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/articles/soil-health', '/videos']
const cacheDir = path.join(tmpdir(), 'tujue-perf-images')
const PHOTO_HOSTS = /^https:\/\/(images\.unsplash\.com|res\.cloudinary\.com|i\.ytimg\.com)\//
const viewports = [
  { name: '375×812 @2x', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true },
  { name: '375×812 @1x', viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true },
  { name: '1280×800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const rows = []
for (const target of viewports) {
  for (const pagePath of paths) {
    const context = await browser.newContext({ ...target, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
      const request = route.request()
      const image = PHOTO_HOSTS.test(request.url()) && describeImage(request.url(), request.headers().accept ?? '')
      if (!image) return route.abort('blockedbyclient')
      const body = await renderImage(image, cacheDir)
      return route.fulfill({ contentType: `image/${image.format}`, body })
    })
    const images = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      images.push({ url: response.url(), bytes: body.length })
    })
    await page.addInitScript(() => {
      globalThis.__lcp = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = entry.element
          globalThis.__lcp.push(
            element
              ? `${element.tagName.toLowerCase()}${element.tagName === 'IMG' ? ` ${element.currentSrc.slice(0, 90)}` : ` "${element.textContent.trim().slice(0, 40)}"`} ${entry.size}px²`
              : 'gone',
          )
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(base + pagePath, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const lcp = await page.evaluate(() => globalThis.__lcp.at(-1))
    const total = images.reduce((sum, image) => sum + image.bytes, 0)
    rows.push({
      viewport: target.name,
      path: pagePath,
      kb: (total / 1024).toFixed(1),
      count: images.length,
      lcp,
      images,
    })
    await context.close()
  }
}
await browser.close()
for (const row of rows) {
  console.log(`${row.viewport}  ${row.path}  ${row.kb} KB in ${row.count} images  LCP: ${row.lcp}`)
  if (process.env.VERBOSE)
    for (const image of row.images) console.log(`    ${(image.bytes / 1024).toFixed(1)} KB ${image.url.slice(0, 120)}`)
}
