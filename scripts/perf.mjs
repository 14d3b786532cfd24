// `npm run perf`: Lighthouse (mobile preset, default simulated throttling) on every route
// of the production build, 3 runs each, medians in a markdown table in reports/. Exits
// non-zero when a page misses a bar of DESIGN.md. Requests to other hosts are blocked:
// they cannot load on our machines, and a farmer's page must not wait for them.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { checkInstallability, precacheSize } from './installability.mjs'

const port = Number(process.env.PERF_PORT ?? 3180)
const runs = Number(process.env.PERF_RUNS ?? 3)
const origin = `http://127.0.0.1:${port}`
// SEO's bar does not apply to the 404 page: its status and its noindex are what a search
// engine must see there, and Lighthouse's SEO audits count both against it.
const NOT_FOUND_ROUTE = '/no-such-page'
const allRoutes = [
  '/',
  '/about-us',
  '/articles',
  '/articles/soil-health',
  '/videos',
  '/videos/advanced-maize-production',
  '/ask-expert',
  '/marketplace',
  '/drone-services',
  '/companies',
  '/companies/pula-advisors',
  '/contact',
  '/auth',
  NOT_FOUND_ROUTE,
  // The Kiswahili twins meet the same bars (issue 14).
  '/sw',
  '/sw/articles/soil-health',
  '/sw/videos',
  '/sw/ask-expert',
  '/sw/companies/pula-advisors',
]
// PERF_ROUTES=/,/videos measures only those routes (for a quick comparison).
const routes = process.env.PERF_ROUTES ? process.env.PERF_ROUTES.split(',') : allRoutes
// Data saver (issue 17): these pages are also measured with `Save-Data: on`, side by side.
const dataSaverRoutes = ['/', '/sw']
const photoHosts = /^https:\/\/(images\.unsplash\.com|res\.cloudinary\.com|i\.ytimg\.com|img\.youtube\.com)\//
const bars = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, cls: 0.02 }
/** The app shell the service worker precaches, as transferred (issue 17). */
const MAX_PRECACHE_KB = 300
const blockedUrlPatterns = [
  '*images.unsplash.com*',
  '*res.cloudinary.com*',
  '*i.ytimg.com*',
  '*img.youtube.com*',
  '*youtube-nocookie.com*',
  '*youtube.com*',
  '*fonts.googleapis.com*',
]

if (!existsSync('build/server-app/index.js')) {
  console.log('No production build yet: building…')
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1)
}

const server = spawn(process.execPath, ['build/server-app/index.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin },
  stdio: 'ignore',
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

const offlineMisses = []

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

try {
  await waitForServer(`${origin}/healthz`)
  const rows = []
  for (const route of routes) {
    const samples = []
    // A run that Lighthouse could not complete (lhr.runtimeError) is tried again, at most twice.
    for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
      const { lhr } = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns,
        // The 404 page answers 404 on purpose; measure it anyway.
        ignoreStatusCode: route === NOT_FOUND_ROUTE,
      })
      if (lhr.runtimeError) {
        console.warn(`${route}: run failed (${lhr.runtimeError.code}), trying again`)
        continue
      }
      const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      samples.push({
        performance: lhr.categories.performance.score * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        transfer: lhr.audits['total-byte-weight'].numericValue,
        script: scripts?.transferSize ?? 0,
        accessibility: lhr.categories.accessibility.score * 100,
        'best-practices': lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
      })
    }
    if (samples.length === 0) throw new Error(`Lighthouse could not measure ${route}`)
    const row = { route }
    for (const key of Object.keys(samples[0])) row[key] = median(samples.map((sample) => sample[key]))
    row.misses = [
      row.performance < bars.performance && 'performance',
      row.accessibility < bars.accessibility && 'accessibility',
      row['best-practices'] < bars['best-practices'] && 'best practices',
      row.seo < bars.seo && row.route !== NOT_FOUND_ROUTE && 'SEO',
      row.cls > bars.cls && 'CLS',
    ].filter(Boolean)
    rows.push(row)
    console.log(
      `${route}: performance ${row.performance}, LCP ${Math.round(row.lcp)} ms${row.misses.length ? ` ✗ ${row.misses.join(', ')}` : ''}`,
    )
  }
  const table = [
    `# Lighthouse report (mobile, simulated throttling, median of ${runs} runs)`,
    '',
    `Generated ${new Date().toISOString()} against the production build. Bars: performance ≥ ${bars.performance}, accessibility ${bars.accessibility}, best practices ≥ ${bars['best-practices']}, SEO ${bars.seo} (not on the 404 page, whose status and noindex count against it by design), CLS ≤ ${bars.cls}.`,
    '',
    '| route | performance | LCP | TBT | CLS | transfer | script | accessibility | best practices | SEO | bars |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.performance} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kb(row.transfer)} | ${kb(row.script)} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${row.misses.length ? `✗ ${row.misses.join(', ')}` : '✓'} |`,
    ),
    '',
    ...(await offlineReport()),
  ].join('\n')
  const dataSaverTable = await measureDataSaver()
  await mkdir('reports', { recursive: true })
  await writeFile('reports/lighthouse.md', `${table}\n${dataSaverTable}`)
  console.log(`\n${dataSaverTable}`)
  console.log(`\n${table}\nWritten to reports/lighthouse.md`)
  if (rows.some((row) => row.misses.length > 0) || offlineMisses.length > 0) process.exitCode = 1
} finally {
  await chrome.kill()
  server.kill()
}

/** Installability (each language's manifest, as Chromium judges it) and the precache's size. */
async function offlineReport() {
  const installs = await checkInstallability(origin)
  const precache = precacheSize()
  for (const install of installs) {
    if (install.errors.length > 0) offlineMisses.push(`${install.page} not installable: ${install.errors.join(', ')}`)
  }
  if (precache.gzip / 1024 > MAX_PRECACHE_KB) offlineMisses.push(`precache over ${MAX_PRECACHE_KB} KB`)
  return [
    '## Installable and offline',
    '',
    '| page | manifest | start URL | installability errors |',
    '| --- | --- | --- | --- |',
    ...installs.map(
      (install) =>
        `| ${install.page} | ${new URL(install.manifest).pathname} | ${install.startUrl} | ${install.errors.join(', ') || 'none ✓'} |`,
    ),
    '',
    `Service worker precache (app shell and the worker): ${precache.files} files, ${kb(precache.raw)}, ${kb(precache.gzip)} gzip transferred once (bar ≤ ${MAX_PRECACHE_KB} KB) ${precache.gzip / 1024 > MAX_PRECACHE_KB ? '✗' : '✓'}.`,
    '',
  ]
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/**
 * Bytes transferred with and without `Save-Data: on` (median of the runs). The photos and
 * videos come from other hosts, blocked here (they cannot load on our machines), so their
 * bytes cannot be weighed: the table counts the requests the page made to those hosts, and
 * gives the page's own estimate of what it left out (its "saved" line).
 */
async function measureDataSaver() {
  const rows = []
  for (const route of dataSaverRoutes) {
    for (const saveData of [false, true]) {
      const samples = []
      for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
        const { lhr } = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          blockedUrlPatterns,
          extraHeaders: saveData ? { 'Save-Data': 'on' } : {},
        })
        if (lhr.runtimeError) continue
        const requests = lhr.audits['network-requests']?.details?.items ?? []
        samples.push({
          transfer: lhr.audits['total-byte-weight'].numericValue,
          photos: requests.filter((request) => photoHosts.test(request.url)).length,
        })
      }
      if (samples.length === 0) throw new Error(`Lighthouse could not measure ${route} (Save-Data ${saveData})`)
      const html = await (await fetch(`${origin}${route}`, { headers: saveData ? { 'Save-Data': 'on' } : {} })).text()
      const savedLine = /<p data-saved-line=""[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? '—'
      rows.push({
        route,
        saveData,
        transfer: median(samples.map((sample) => sample.transfer)),
        photos: median(samples.map((sample) => sample.photos)),
        savedLine,
      })
    }
  }
  return [
    `## Data saver: bytes transferred with and without \`Save-Data: on\` (median of ${runs} runs)`,
    '',
    "Transfer counts our own host only: photos and videos come from other hosts, blocked here, so the table counts the requests made to them, and quotes the page's own estimate of what it left out.",
    '',
    '| route | Save-Data | transfer (own host) | requests to photo and video hosts | the page says |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.saveData ? 'on' : 'off'} | ${kb(row.transfer)} | ${row.photos} | ${row.savedLine} |`,
    ),
    '',
  ].join('\n')
}

async function waitForServer(url) {
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not start at ${url}`)
}
