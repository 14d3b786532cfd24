import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Every page's script in two chunks instead of thirty. Left to itself the bundler
 * gives each module that two entries share a chunk of its own: `/` loaded 33 files, about 30 of
 * them the app's code at 0.1–1 KB each (icons, the locale, the catalogue's hooks, the link…),
 * each paying gzip's header and compressed without the others' words, and React, React DOM and
 * React Router came in three. Measured with `npm run size`: `/` 128.6 → 122.0 KB in 7 files,
 * `/ask-expert` 121.9 → 117.7, `/articles` 129.4 → 124.0 (docs/decisions/0015-first-load-chunks.md).
 *
 * Both chunks are computed from the client build's module graph and React Router's route tree,
 * never from a list of files:
 * - `framework`: the packages (node_modules) every page loads: React, React DOM, React Router and
 *   what they import. Apart from the app's code (one chunk would be 0.6 KB smaller), so that a
 *   deploy that changes only the app does not make a returning farmer download React again.
 * - `frame`: the app's code every page loads (what the client entry, the root route and every
 *   language layout import: the top bar, the footer island, the strings' hooks…), and each module
 *   that at least `minRoutes` pages' route modules import (links, buttons, images, the islands).
 * A module only one language layout imports (its catalogue, `i18n/en.ts`) stays in that layout's
 * chunk: each language's strings only on its own pages (decision 6). What fewer pages share is
 * left to the bundler, and what a page loads with `import()` (islands, dialogs) stays lazy: only
 * static imports are followed.
 */
export function firstLoadChunks({ minRoutes = MIN_ROUTES }: { minRoutes?: number } = {}): Plugin {
  let router: RouterContext | undefined
  let groups: FirstLoadGroups = { framework: new Set(), frame: new Set() }
  return {
    name: 'tujue:first-load-chunks',
    apply: 'build',
    configResolved(config) {
      router = (config as { __reactRouterPluginContext?: RouterContext }).__reactRouterPluginContext
    },
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            // React Router asks for 'exports-only': a route's chunk may export nothing but the
            // route's own exports, so a module a page shares with its own lazy chunks (the home
            // page's carousel buttons, its strings) got a chunk of its own, and the frame came
            // with a root chunk that only re-exported it. React Router reads a route module's
            // exports by name (default, meta, links, ErrorBoundary…), so the bundler's extra,
            // minified ones are harmless. `/` 122.9 → 122.0 KB and 12 → 7 files, every other page
            // 0.1 KB and a file less.
            preserveEntrySignatures: 'allow-extension',
            output: {
              // Chromium compiles every function of a file marked so on the thread that streams it
              // in (explicit compile hints, Chrome 136+), instead of one by one on the main thread
              // the first time each runs: for the two chunks every page runs at once, that is most of
              // hydration's first-visit cost. Measured on `/` and `/ask-expert` (Lighthouse, mobile,
              // 3 runs each): main-thread script time −11 to −30 %, TBT median 229 → 160 and
              // 224 → 175 ms. After minification, which would drop the comment; other browsers ignore it.
              postBanner: (chunk: { moduleIds: string[] }) =>
                chunk.moduleIds.some((id) => groups.framework.has(id) || groups.frame.has(id)) ? COMPILE_HINT : '',
              codeSplitting: {
                // Filled at the end of the module graph (buildEnd), before the bundler makes its
                // chunks and asks these groups. The framework's first: the frame's imports from
                // React stay in the framework's chunk.
                groups: [
                  { name: 'framework', test: (id: string) => groups.framework.has(id), priority: 2 },
                  { name: 'frame', test: (id: string) => groups.frame.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      }
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client') return
      if (!router) {
        throw new Error(
          'first-load-chunks: React Router’s plugin context (__reactRouterPluginContext) is not in the resolved ' +
            'config. Has @react-router/dev changed how it shares its route tree? See build-tools/first-load-chunks.ts.',
        )
      }
      const info = (id: string) => this.getModuleInfo(id)
      groups = firstLoadGroups({
        ...routeTree(router),
        clientEntry: router.entryClientFilePath,
        imports: (id) => info(id)?.importedIds ?? [],
        // React Router's entry for a route module imports the module and re-exports what the browser needs.
        entriesOf: (file) => (info(file)?.importers ?? []).filter((id) => info(id)?.isEntry),
        minRoutes,
      })
      if (groups.framework.size === 0 || groups.frame.size === 0) {
        throw new Error('first-load-chunks: no module every page loads was found; has the route tree changed?')
      }
    },
  }
}

/** The explicit compile hint (https://github.com/WICG/explicit-javascript-compile-hints-file-based). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * A module goes in the frame when at least this many pages' route modules import it (there are
 * about 20). Measured (`npm run size`, gzip) with 3, 4, 5, 7 and 10: `/` 127.2, 124.2, 122.9,
 * 123.3, 123.6 KB; `/ask-expert` 122.4, 119.2, 117.8, 117.4, 116.7. Below 5 the frame carries what
 * only a few pages use to every page; above it the parts most pages use (links, images, the page
 * header) go back to small chunks of their own.
 */
const MIN_ROUTES = 5

export interface FirstLoadGroups {
  /** Packages every page loads. */
  framework: Set<string>
  /** The app's modules every page loads, or that at least `minRoutes` pages import. */
  frame: Set<string>
}

interface RouteTree {
  /** The root route's module: every page loads it. */
  root: string
  /** The modules of the routes that wrap others (the language layouts): every page loads one of them. */
  layouts: string[]
  /** The pages' route modules, each once (the English and Kiswahili pages share theirs). */
  pages: string[]
}

/**
 * The modules of the two chunks, from each module's static imports (`imports`: the bundler's
 * graph). A route's imports are followed up to another route module, which has its own chunk.
 */
export function firstLoadGroups({
  clientEntry,
  root,
  layouts,
  pages,
  imports,
  entriesOf,
  minRoutes,
}: RouteTree & {
  clientEntry: string
  imports: (id: string) => readonly string[]
  /** The entry modules that stand for a route module (React Router's client route entries). */
  entriesOf: (file: string) => readonly string[]
  minRoutes: number
}): FirstLoadGroups {
  const routes = new Set([root, ...layouts, ...pages])
  const staticImports = (start: string) => {
    const found = new Set<string>()
    const pending = [start]
    while (pending.length > 0) {
      const id = pending.pop()!
      if (found.has(id) || (id !== start && routes.has(id))) continue
      found.add(id)
      pending.push(...imports(id))
    }
    return found
  }
  const first = new Set([
    ...staticImports(clientEntry),
    ...entriesOf(root),
    ...staticImports(root),
    ...intersection(layouts.map(staticImports)),
  ])
  const importingPages = new Map<string, number>()
  for (const page of pages) {
    for (const id of staticImports(page)) importingPages.set(id, (importingPages.get(id) ?? 0) + 1)
  }
  for (const [id, count] of importingPages) if (count >= minRoutes) first.add(id)

  const groups: FirstLoadGroups = { framework: new Set(), frame: new Set() }
  for (const id of first) (isPackage(id) ? groups.framework : groups.frame).add(id)
  return groups
}

function intersection(sets: Set<string>[]): Set<string> {
  const [first, ...others] = sets
  if (!first) return new Set()
  return new Set([...first].filter((id) => others.every((set) => set.has(id))))
}

function isPackage(id: string) {
  return /[\\/]node_modules[\\/]/.test(id)
}

/** What this plugin reads of React Router's plugin context: the client entry and the resolved route tree. */
interface RouterContext {
  entryClientFilePath: string
  reactRouterConfig: {
    appDirectory: string
    routes: Record<string, { id: string; parentId?: string; file: string }>
  }
}

function routeTree({ reactRouterConfig: { appDirectory, routes } }: RouterContext): RouteTree {
  const all = Object.values(routes)
  const fileOf = (route: { file: string }) => path.resolve(appDirectory, route.file)
  const root = all.find((route) => route.parentId === undefined)
  if (!root) throw new Error('first-load-chunks: React Router’s route tree has no root route.')
  const parents = new Set(all.map((route) => route.parentId))
  const unique = (files: string[]) => [...new Set(files)]
  return {
    root: fileOf(root),
    layouts: unique(all.filter((route) => route !== root && parents.has(route.id)).map(fileOf)),
    pages: unique(all.filter((route) => route !== root && !parents.has(route.id)).map(fileOf)),
  }
}
