// What the photos of a page's first screen cost: the bytes of every image a phone
// downloads before it scrolls, and which element is the largest paint. It starts the production
// build (build first) with its photos fetched from the perf stand-in for the photo hosts
// (scripts/perf/image-server.mjs: the size each URL asks for), as `npm run perf` does: the page
// asks our origin for them (/photos/…, decision 13).
//   node scripts/image-bytes.mjs [paths…]   (ports: PERF_PORT, PERF_IMAGE_PORT)
// Viewports: a phone (375×812 at 2× and 1×) and a wide screen (1280×800).
import { chromium } from '@playwright/test'
import { startImageServer } from './perf/image-server.mjs'
import { startServer } from './perf/start-server.mjs'

const port = Number(process.env.PERF_PORT ?? 3180)
const imagePort = Number(process.env.PERF_IMAGE_PORT ?? port + 1)
const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/articles/soil-health', '/videos']
const imageServer = await startImageServer(imagePort)
const server = await startServer(port, imageServer.upstreamUrl).catch(async (error) => {
  await imageServer.close()
  throw error
})
const base = server.origin
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
    // Videos and any other host stay out: the photos come from our origin.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'))
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
server.stop()
await imageServer.close()
for (const row of rows) {
  console.log(`${row.viewport}  ${row.path}  ${row.kb} KB in ${row.count} images  LCP: ${row.lcp}`)
  if (process.env.VERBOSE)
    for (const image of row.images) console.log(`    ${(image.bytes / 1024).toFixed(1)} KB ${image.url.slice(0, 120)}`)
}
