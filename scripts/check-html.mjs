// The Nu Html Checker (vnu-jar, needs Java 11+) on our pages as the server sends them: every
// public page (those the server renders at start-up: the sitemap's, and /auth) and a sample of
// pages rendered per request. Build first.
//   npm run check:html          → exits 1 and lists the errors when any page has one
// The built server runs on a free port of 127.0.0.1; every page is checked in one JVM run.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import vnu from 'vnu-jar'

// Pages the server renders on request: the 404 page, a search, a filter and an unknown company.
const SERVER_RENDERED = [
  '/no-such-page',
  '/articles?q=maize',
  '/videos?category=rice-farming',
  '/videos?category=soil-health&show=18',
  '/companies/no-such-company',
]

/** Every public page, as the running server lists them in its sitemap, and /auth in both languages (not indexed). */
async function publicPaths(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  if (paths.length === 0) throw new Error('the sitemap lists no page')
  return [...paths, '/auth', '/sw/auth'].sort()
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(port) {
  const server = spawn(process.execPath, ['build/server-app/index.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // Its log (e.g. the 404s we ask for on purpose) is shown only if it fails to start.
  let log = ''
  server.stderr.on('data', (chunk) => (log += chunk))
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server stopped (exit ${server.exitCode}); run npm run build first\n${log}`)
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error('the server did not answer /healthz within 90 s')
}

/**
 * A page as a first visit gets it carries the stylesheet's rules (docs/decisions/0014): Tailwind's
 * output, whose modern CSS (@layer, @property) the checker's CSS parser does not know, and which it
 * never read as a linked file either. The <style> element itself, and the rest of the page, are checked.
 */
function withoutStylesheetRules(html) {
  return html.replace(/(<style data-stylesheet="[^"]*">)[\s\S]*?(<\/style>)/, '$1$2')
}

const dir = await mkdtemp(join(tmpdir(), 'check-html-'))
const port = await freePort()
const server = await startServer(port)
const paths = [...(await publicPaths(`http://127.0.0.1:${port}`)), ...SERVER_RENDERED]
const fileToPath = new Map()
try {
  for (const [index, path] of paths.entries()) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`)
    if (!response.headers.get('content-type')?.startsWith('text/html')) {
      throw new Error(`${path} answered ${response.status} without HTML`)
    }
    const file = join(dir, `page-${index}.html`)
    await writeFile(file, withoutStylesheetRules(await response.text()))
    fileToPath.set(file, path)
  }
} finally {
  server.kill()
}

const result = spawnSync('java', ['-jar', String(vnu), '--errors-only', '--format', 'json', ...fileToPath.keys()], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
await rm(dir, { recursive: true, force: true })
if (result.error || result.stderr.trim() === '') {
  console.error('check:html could not run the checker (is Java 11+ installed?)', result.error ?? result.stdout)
  process.exit(2)
}
// The checker predates HTML's `<link rel="expect" blocking="render">` (2023, Chromium 124+; root.tsx):
// it still allows `blocking` on stylesheets only.
const predatesRelExpect = (message) =>
  message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
  /rel="expect"/.test(message.extract ?? '')
const messages = JSON.parse(result.stderr).messages.filter(
  (message) => message.type === 'error' && !predatesRelExpect(message),
)
for (const message of messages) {
  const file = decodeURIComponent(new URL(message.url).pathname)
  console.error(`${fileToPath.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message}`)
  if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, ' ').trim()}`)
}
console.log(`check:html: ${paths.length} pages (${SERVER_RENDERED.length} server-rendered), ${messages.length} errors`)
process.exit(messages.length > 0 ? 1 : 0)
