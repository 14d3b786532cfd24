import type { RouteConfigEntry } from '@react-router/dev/routes'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import routes from '../app/routes'

/**
 * Every page's script in few chunks instead of thirty (docs/decisions/0015-first-load-chunks.md):
 * - `framework`: React, React DOM and React Router, with what they import, by a rule on their
 *   package names; apart from the app, so that a deploy changing only the app does not make a
 *   returning farmer download React again.
 * - `frame`: the app's modules every page loads (what the root route and every language layout
 *   import statically) and each module that at least `minRoutes` pages import, found in the
 *   client build's module graph from the routes of app/routes.ts. Left to itself, the bundler
 *   gives each module that two routes share a small chunk of its own.
 * A module only one language layout imports (its catalogue) stays in that layout's chunk, and what
 * a page loads with `import()` stays lazy: only static imports are followed.
 */
export function firstLoadChunks({ minRoutes = MIN_ROUTES }: { minRoutes?: number } = {}): Plugin {
  let frame = new Set<string>()
  const inGroup = (id: string) => FRAMEWORK.test(id) || frame.has(id)
  return {
    name: 'tujue:first-load-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            // React Router asks for 'exports-only', which gives a module a page shares with its own
            // lazy chunks a chunk of its own. It reads a route module's exports by name, so the
            // bundler's extra, minified ones are harmless.
            preserveEntrySignatures: 'allow-extension',
            output: {
              // The two chunks every page runs at once are compiled by Chromium on the thread that
              // streams them in (explicit compile hints), instead of function by function on the
              // main thread as hydration first calls each. After minification, which would drop it.
              postBanner: (chunk: { moduleIds: string[] }) => (chunk.moduleIds.some(inGroup) ? COMPILE_HINT : ''),
              codeSplitting: {
                // The frame is filled at the end of the module graph (buildEnd), before the bundler
                // asks the groups. The framework's first: the frame's imports of React stay there.
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 2 },
                  { name: 'frame', test: (id: string) => frame.has(id), priority: 1 },
                  // What a contact card is made of (the icon badge, the phone and map icons, the tel: link),
                  // which /contact and the company pages share: one chunk instead of four small ones.
                  { name: 'contact-kit', test: /icon-badge|tel-href|lucide[\\/](map-pin|phone)\b/, priority: 0 },
                ],
              },
            },
          },
        },
      }
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client') return
      const info = (id: string) => this.getModuleInfo(id)
      frame = frameModules({
        ...routeTree(routes, APP_DIRECTORY),
        imports: (id) => info(id)?.importedIds ?? [],
        // React Router's entry for a route module imports the module and re-exports what the browser needs.
        entriesOf: (file) => (info(file)?.importers ?? []).filter((id) => info(id)?.isEntry),
        minRoutes,
      })
      if (frame.size === 0) throw new Error('first-load-chunks: no module every page loads was found in app/routes.ts')
    },
  }
}

/** The packages of the framework chunk (React Router's client entry is in @react-router/dev). */
export const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]/

/** The explicit compile hint (https://github.com/WICG/explicit-javascript-compile-hints-file-based). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * A module goes in the frame when at least this many pages' route modules import it. Below, the
 * frame carries what few pages use to every page; above, what most pages use (links, images,
 * the page header) goes back to small chunks of its own.
 */
const MIN_ROUTES = 5

const APP_DIRECTORY = fileURLToPath(new URL('../app', import.meta.url))

export interface RouteTree {
  /** The root route's module: every page loads it. */
  root: string
  /** The modules of the routes that wrap others (the language layouts): every page loads one of them. */
  layouts: string[]
  /** The pages' route modules, each once (the English and Kiswahili pages share theirs). */
  pages: string[]
}

/** The route modules of app/routes.ts, by file, with React Router's root route (`root.tsx`). */
export function routeTree(entries: readonly RouteConfigEntry[], appDirectory: string): RouteTree {
  const layouts = new Set<string>()
  const pages = new Set<string>()
  const walk = (entry: RouteConfigEntry) => {
    const file = path.resolve(appDirectory, entry.file)
    if (entry.children?.length) {
      layouts.add(file)
      entry.children.forEach(walk)
    } else pages.add(file)
  }
  entries.forEach(walk)
  return { root: path.resolve(appDirectory, 'root.tsx'), layouts: [...layouts], pages: [...pages] }
}

/**
 * The frame's modules, from each module's static imports (`imports`: the bundler's graph). A
 * route's imports are followed up to another route module, which has its own chunk; packages are
 * left to the framework rule and the bundler.
 */
export function frameModules({
  root,
  layouts,
  pages,
  imports,
  entriesOf,
  minRoutes,
}: RouteTree & {
  imports: (id: string) => readonly string[]
  /** The entry modules that stand for a route module (React Router's client route entries). */
  entriesOf: (file: string) => readonly string[]
  minRoutes: number
}): Set<string> {
  const routeModules = new Set([root, ...layouts, ...pages])
  const staticImports = (start: string) => {
    const found = new Set<string>()
    const pending = [start]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (found.has(id) || (id !== start && routeModules.has(id))) continue
      found.add(id)
      pending.push(...imports(id))
    }
    return found
  }
  const first = new Set([...entriesOf(root), ...staticImports(root), ...intersection(layouts.map(staticImports))])
  const importingPages = new Map<string, number>()
  for (const page of pages) {
    for (const id of staticImports(page)) importingPages.set(id, (importingPages.get(id) ?? 0) + 1)
  }
  for (const [id, count] of importingPages) if (count >= minRoutes) first.add(id)
  return new Set([...first].filter((id) => !/[\\/]node_modules[\\/]/.test(id)))
}

function intersection(sets: Set<string>[]): Set<string> {
  const [first, ...others] = sets
  if (!first) return new Set()
  return new Set([...first].filter((id) => others.every((set) => set.has(id))))
}
