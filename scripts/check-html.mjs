// The Nu Html Checker (vnu-jar, needs Java 11+) on our pages as the server sends them: every
// pre-rendered page (build/client/**/index.html) and a sample of server-rendered ones. Build first.
//   npm run check:html          → exits 1 and lists the errors when any page has one
// The built server runs on a free port of 127.0.0.1; every page is checked in one JVM run.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import vnu from 'vnu-jar'

const CLIENT_DIR = 'build/client'

// Pages the server renders on request: the 404 page, a search, a filter and an unknown company.
const SERVER_RENDERED = [
  '/no-such-page',
  '/articles?q=maize',
  '/videos?category=rice-farming',
  '/videos?category=soil-health&show=18',
  '/companies/no-such-company',
]

async function prerenderedPaths() {
  const entries = await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const folder = relative(CLIENT_DIR, entry.parentPath).split(sep).join('/')
      return folder ? `/${folder}` : '/'
    })
    .sort()
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
  const deadline = Date.now() + 30_000
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
  throw new Error('the server did not answer /healthz within 30 s')
}

const paths = [...(await prerenderedPaths()), ...SERVER_RENDERED]
const dir = await mkdtemp(join(tmpdir(), 'check-html-'))
const port = await freePort()
const server = await startServer(port)
const fileToPath = new Map()
try {
  for (const [index, path] of paths.entries()) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`)
    if (!response.headers.get('content-type')?.startsWith('text/html')) {
      throw new Error(`${path} answered ${response.status} without HTML`)
    }
    const file = join(dir, `page-${index}.html`)
    await writeFile(file, await response.text())
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
const messages = JSON.parse(result.stderr).messages.filter((message) => message.type === 'error')
for (const message of messages) {
  const file = decodeURIComponent(new URL(message.url).pathname)
  console.error(`${fileToPath.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message}`)
  if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, ' ').trim()}`)
}
console.log(`check:html: ${paths.length} pages (${SERVER_RENDERED.length} server-rendered), ${messages.length} errors`)
process.exit(messages.length > 0 ? 1 : 0)
