// Builds the service worker after `react-router build` (part of `npm run build`;
// docs/decisions/0008-offline.md): bundles service-worker/service-worker.ts on its own into
// one classic script, then Workbox injects the app shell's list of files, each with its
// revision, in place of self.__WB_MANIFEST. Prints what the shell costs a first visit.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const clientDir = path.resolve('build/client')
const assetsDir = path.join(clientDir, 'assets')
const bundled = path.resolve('build/service-worker.bundle.js')

/** The routes whose scripts every page needs (root and the language layouts), and the reading pages'. */
const SHELL_ROUTES = [
  'root',
  'routes/language.en',
  'routes/language.sw',
  // A guide or a video opened offline from the home page is a client-side navigation: its
  // route script must be on the phone even when the guide itself was read without script.
  'routes/articles.$slug',
  'routes/videos.$slug',
  // The other reading pages (decision 2): one read earlier and opened again with no signal starts its
  // script at the first press, and that script was never fetched while it was read.
  'routes/about-us',
  'routes/how-we-check',
  // The Coming Soon pages' one module (routes/coming-soon.tsx), under the id of its first route.
  'marketplace',
]

/** The chunks every page's frame loads lazily, by the name of the module each loads. */
const FRAME_CHUNKS = [
  ['site-footer', 'the footer island'],
  ['services-menu', 'the Services menu island'],
  ['toast-library', 'the toasts (app/components/ui/toaster.tsx)'],
]

/** React Router's manifest of the client build: each route's module, its imports and its CSS. */
function readRouteManifest() {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file)
    throw new Error('build-service-worker: no build/client/assets/manifest-*.js; run react-router build first.')
  const context = { window: {} }
  vm.runInNewContext(readFileSync(path.join(assetsDir, file), 'utf8'), context)
  return { file: `assets/${file}`, manifest: context.window.__reactRouterManifest }
}

/** A chunk and every chunk it imports statically, in turn (a lazy chunk's `import()`s are not followed). */
function withStaticImports(file) {
  const found = new Set()
  const pending = [file]
  while (pending.length > 0) {
    const next = pending.pop()
    if (found.has(next)) continue
    found.add(next)
    const code = readFileSync(path.join(assetsDir, next), 'utf8')
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) pending.push(match[1])
  }
  return found
}

export function shellFiles() {
  const { file, manifest } = readRouteManifest()
  const files = new Set([file, manifest.entry.module, ...manifest.entry.imports])
  for (const id of SHELL_ROUTES) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`build-service-worker: no route ${id} in the client manifest.`)
    for (const asset of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) files.add(asset)
  }
  for (const name of readdirSync(assetsDir)) if (/\.(css|woff2)$/.test(name)) files.add(`assets/${name}`)
  // The islands of every page's frame (app/components/layout/*-island.ts: the footer, the Services
  // menu) load their chunk at the first client-side navigation, and the toasts theirs when the page
  // is idle or at the first toast: each must be on the phone, with the chunks it imports, for a
  // navigation made offline and for the toast that says a request waits for the connection.
  for (const [chunk, what] of FRAME_CHUNKS) {
    const file = readdirSync(assetsDir).find((name) => new RegExp(`^${chunk}-[\\w-]+\\.js$`).test(name))
    if (!file) throw new Error(`build-service-worker: no build/client/assets/${chunk}-*.js (${what}).`)
    for (const imported of withStaticImports(file)) files.add(`assets/${imported}`)
  }
  for (const extra of ['manifest.webmanifest', 'sw/manifest.webmanifest']) files.add(extra)
  // React Router's manifest names files from the site's root (`/assets/…`), the rest from build/client.
  return [...new Set([...files].map((asset) => asset.replace(/^\//, '')))]
}

await build({
  configFile: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.dirname(bundled),
    emptyOutDir: false,
    minify: true,
    target: 'es2020',
    lib: {
      entry: path.resolve('service-worker/service-worker.ts'),
      formats: ['iife'],
      name: 'serviceWorker',
      fileName: () => path.basename(bundled),
    },
  },
})

const globPatterns = shellFiles()
const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: path.join(clientDir, 'service-worker.js'),
  globDirectory: clientDir,
  globPatterns,
  // Hashed names change with their content: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  modifyURLPrefix: { '': '/' },
})
rmSync(bundled)
if (warnings.length > 0) console.warn(warnings.join('\n'))
if (count !== globPatterns.length) {
  throw new Error(`build-service-worker: ${globPatterns.length} shell files listed, ${count} found in build/client.`)
}
const gzipped = globPatterns.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file))).length, 0)
const workerGzipped = gzipSync(readFileSync(path.join(clientDir, 'service-worker.js'))).length
console.log(
  `service worker: ${count} files precached, ${(size / 1024).toFixed(0)} KB (${(gzipped / 1024).toFixed(0)} KB gzip), ` +
    `worker ${(workerGzipped / 1024).toFixed(1)} KB gzip`,
)
