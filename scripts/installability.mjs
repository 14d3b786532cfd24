// Installability and the offline cost, for `npm run perf`. Lighthouse 12 no longer
// audits the web app manifest, so this asks Chromium itself, through the same DevTools
// protocol calls Lighthouse's installability audit used: the manifest as Chromium parsed it,
// and the reasons, if any, it would refuse to install the hub.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

/** For each page: its manifest's URL, name and start URL, and Chromium's installability errors (none expected). */
export async function checkInstallability(origin, pages = ['/', '/sw']) {
  const results = []
  for (const pagePath of pages) {
    // A persistent profile: Chromium never installs from an incognito window, which is what a
    // fresh Playwright context is.
    const profile = await mkdtemp(path.join(tmpdir(), 'tujue-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    try {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'))
      const page = await context.newPage()
      await page.goto(`${origin}${pagePath}`)
      // The worker registers once the page is idle; installability is judged with it in place.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      const session = await context.newCDPSession(page)
      const manifest = await session.send('Page.getAppManifest')
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
      const parsed = manifest.data ? JSON.parse(manifest.data) : {}
      results.push({
        page: pagePath,
        manifest: manifest.url,
        name: parsed.name,
        startUrl: parsed.start_url,
        errors: [
          ...manifest.errors.map((error) => error.message),
          ...installabilityErrors.map((error) => error.errorId),
        ],
      })
    } finally {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  }
  return results
}

/** What the service worker precaches (the app shell), raw and as gzip transferred, from the built worker. */
export function precacheSize(clientDir = path.resolve('build/client')) {
  const worker = readFileSync(path.join(clientDir, 'service-worker.js'), 'utf8')
  const urls = [...worker.matchAll(/"?url"?:\s*"(\/[^"]+)"/g)].map((match) => match[1])
  const files = urls.map((url) => readFileSync(path.join(clientDir, url)))
  const raw = files.reduce((sum, file) => sum + file.length, 0)
  const gzip = files.reduce((sum, file) => sum + gzipSync(file).length, 0) + gzipSync(worker).length
  return { files: urls.length, raw, gzip }
}
