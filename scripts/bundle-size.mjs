// `npm run size`: the JavaScript a first visit downloads (gzip), per page, against the
// budgets of docs/requirements.md. Starts the production server and reads the HTML it serves: every
// script, module preload and static import in a script that runs is first-load
// JavaScript, and so is the application module a page starts once it has loaded
// (data-start-after-load: it is the first load's, only later); lazy chunks and the module a
// reading page starts at the first press (text/plain without that mark) are not.
import { spawn } from 'node:child_process'
import { waitForServer } from './wait-for-server.mjs'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const clientDir = path.resolve('build/client')
const port = Number(process.env.SIZE_PORT ?? 3190)
const budgets = [
  // `/` and `/sw` at most 120 KB: React, React DOM and React Router in one chunk, the frame every
  // page shares, the hero and the page's strings (docs/decisions/0015-first-load-chunks.md, 0003, 0006).
  { page: '/', maxKb: 120 },
  // Reading pages (a guide, a video, the about page, the editorial policy, the Coming Soon pages, the
  // 404 page) load their script on the first press that needs it.
  { page: '/articles/soil-health', maxKb: 0 },
  { page: '/videos/advanced-maize-production', maxKb: 0 },
  { page: '/about-us', maxKb: 0 },
  { page: '/how-we-check', maxKb: 0 },
  { page: '/marketplace', maxKb: 0 },
  { page: '/drone-services', maxKb: 0 },
  { page: '/auth', maxKb: 0 },
  { page: '/no-such-page', maxKb: 0 },
  // No other page may grow: each budget is about 1 KB above what the page measured when it was set.
  { page: '/articles', maxKb: 124 },
  { page: '/videos', maxKb: 122 },
  // The consultation form, the chat and the FAQ load when they near the screen: /ask-expert, /contact
  // and the company pages at most 135 KB, and no worse than they were (docs/decisions/0037).
  { page: '/ask-expert', maxKb: 117.5 },
  { page: '/companies', maxKb: 119 },
  { page: '/companies/pula-advisors', maxKb: 123 },
  { page: '/contact', maxKb: 121 },
  // Kiswahili pages: the same budgets as their English twins, and /sw within 3 KB of /.
  { page: '/sw', maxKb: 120, twin: '/' },
  { page: '/sw/articles/soil-health', maxKb: 0 },
  { page: '/sw/about-us', maxKb: 0 },
  { page: '/sw/how-we-check', maxKb: 0 },
  { page: '/sw/marketplace', maxKb: 0 },
  { page: '/sw/no-such-page', maxKb: 0 },
  { page: '/sw/ask-expert', maxKb: 117.5, twin: '/ask-expert' },
  { page: '/sw/contact', maxKb: 121, twin: '/contact' },
  { page: '/sw/companies/pula-advisors', maxKb: 123, twin: '/companies/pula-advisors' },
]
const MAX_TWIN_DIFFERENCE_KB = 3

if (!existsSync(path.resolve('build/server-app/index.js'))) {
  console.error('No production build found: run `npm run build` first.')
  process.exit(1)
}

/**
 * The /assets/*.js files a page makes the browser load before any interaction: what its
 * HTML references (scripts, module preloads, the application module's imports), then
 * every static import of those files in turn. Dynamic imports (lazy chunks) are not followed.
 */
export function firstLoadScripts(html) {
  const running = html.replace(
    /<script(?![^>]*data-start-after-load)[^>]*type="text\/plain"[^>]*>[\s\S]*?<\/script>/g,
    '',
  )
  const pending = [...running.matchAll(/(?:src=|href=|from |import |import\()"\/assets\/([^"]+\.js)"/g)].map(
    (m) => m[1],
  )
  const found = new Set()
  while (pending.length > 0) {
    const file = pending.pop()
    if (found.has(file)) continue
    found.add(file)
    const code = readFileSync(path.join(clientDir, 'assets', file), 'utf8')
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1])
  }
  return [...found].map((file) => `assets/${file}`)
}

const server = spawn(process.execPath, ['build/server-app/index.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: 'ignore',
})
try {
  await waitForServer(`http://127.0.0.1:${port}/healthz`)
  let failed = false
  console.log('| page | first-load JS (gzip) | budget |\n| --- | ---: | ---: |')
  const measured = new Map()
  for (const { page, maxKb, twin } of budgets) {
    const html = await (await fetch(`http://127.0.0.1:${port}${page}`)).text()
    const totalKb =
      firstLoadScripts(html).reduce(
        (sum, asset) => sum + gzipSync(readFileSync(path.join(clientDir, asset))).length,
        0,
      ) / 1024
    measured.set(page, totalKb)
    const twinKb = twin === undefined ? undefined : measured.get(twin)
    const isOver =
      (maxKb !== undefined && totalKb > maxKb) || (twinKb !== undefined && totalKb > twinKb + MAX_TWIN_DIFFERENCE_KB)
    failed ||= isOver
    const limits = [
      maxKb !== undefined && `${maxKb} KB`,
      twinKb !== undefined && `${twin} + ${MAX_TWIN_DIFFERENCE_KB} KB`,
    ]
      .filter(Boolean)
      .join(', ')
    console.log(`| ${page} | ${totalKb.toFixed(1)} KB | ${limits ? `${limits} ${isOver ? '✗ over' : '✓'}` : '—'} |`)
  }
  if (failed) {
    console.error('\nA page is over its JavaScript budget.')
    process.exitCode = 1
  }
} finally {
  server.kill()
}
