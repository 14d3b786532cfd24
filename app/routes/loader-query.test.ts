// The page cache keeps one page per value of the query parameters a route declares
// (`handle.query`, lib/page-rendering.ts) and drops the others: a loader that read one it does
// not declare would never see it from a kept page. Each public page's loaders run here with a
// request whose query holds every declared parameter and one more, watching what they read.
import type { ServerBuild } from 'react-router'
import { createRouteLookup, listPublicPagePaths } from '../../server/route-handles'
import { routeArgs } from '../../tests/route-args'
import * as root from '../root'
import routeConfig from '../routes'
import type { RenderHandle } from '~/lib/page-rendering'

const NOT_DECLARED = 'not-declared'
/** Stands for a read of the whole query (iterating it, its text): every parameter, declared or not. */
const WHOLE_QUERY = '(the whole query)'

type RouteModule = { loader?: (args: unknown) => unknown; handle?: RenderHandle; default?: unknown }
type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] }

const modules = import.meta.glob<RouteModule>(['./*.{ts,tsx}', '!./*.test.{ts,tsx}'])

/** The app's routes as the server build lists them (build.routes), from app/routes.ts and the modules. */
async function buildRoutes(): Promise<ServerBuild['routes']> {
  const routes: Record<string, unknown> = { root: { id: 'root', path: '', module: root } }
  const add = async (entries: readonly ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
      const load = modules[`./${entry.file.replace(/^routes\//, '')}`]
      if (!load) throw new Error(`${entry.file}: not found beside this test`)
      routes[id] = { id, parentId, path: entry.path, index: entry.index, module: await load() }
      await add(entry.children ?? [], id)
    }
  }
  await add(routeConfig as ConfigEntry[], 'root')
  return routes as ServerBuild['routes']
}

/** The names a function reads from any URLSearchParams that holds NOT_DECLARED (the request's) while it runs. */
async function queryReadBy(run: () => unknown): Promise<Set<string>> {
  const read = new Set<string>()
  const proto = URLSearchParams.prototype
  const original = {
    get: proto.get,
    getAll: proto.getAll,
    has: proto.has,
    entries: proto.entries,
    forEach: proto.forEach,
    keys: proto.keys,
    values: proto.values,
    toString: proto.toString,
    iterator: proto[Symbol.iterator],
  }
  const isRequests = (params: URLSearchParams) => original.has.call(params, NOT_DECLARED)
  const byName = (method: 'get' | 'getAll' | 'has') =>
    function (this: URLSearchParams, name: string, ...rest: unknown[]) {
      if (isRequests(this)) read.add(name)
      return (original[method] as (...args: unknown[]) => unknown).call(this, name, ...rest)
    }
  const whole = <F extends (...args: never[]) => unknown>(method: F) =>
    function (this: URLSearchParams, ...args: Parameters<F>) {
      if (isRequests(this)) read.add(WHOLE_QUERY)
      return method.apply(this, args)
    }
  Object.assign(proto, {
    get: byName('get'),
    getAll: byName('getAll'),
    has: byName('has'),
    entries: whole(original.entries),
    forEach: whole(original.forEach),
    keys: whole(original.keys),
    values: whole(original.values),
    toString: whole(original.toString),
    [Symbol.iterator]: whole(original.iterator),
  })
  try {
    await run()
  } catch (error) {
    // A loader may answer with a Response (a 404 for a bad value): what it read still counts.
    if (!(error instanceof Response)) throw error
  } finally {
    Object.assign(proto, { ...original, [Symbol.iterator]: original.iterator })
  }
  return read
}

describe('watching what a loader reads of the query', () => {
  it('sees a parameter read by name, and a read of the whole query', async () => {
    const url = new URL(`https://hub.example/?q=maize&${NOT_DECLARED}=1`)
    expect(await queryReadBy(() => url.searchParams.get('q'))).toEqual(new Set(['q']))
    expect(await queryReadBy(() => new URL(url).searchParams.has('topic'))).toEqual(new Set(['topic']))
    expect(await queryReadBy(() => [...url.searchParams])).toEqual(new Set([WHOLE_QUERY]))
    expect(await queryReadBy(() => new URLSearchParams('q=beans').get('q'))).toEqual(new Set())
  })
})

describe('every public page’s loaders', async () => {
  const routes = await buildRoutes()
  const lookup = createRouteLookup(routes)
  // One page for each route that answers a public page (a guide stands for every guide).
  const pages = new Map<string, string>()
  for (const path of listPublicPagePaths(routes)) {
    const routeId = lookup.page(path)?.routeId
    if (routeId && !pages.has(routeId)) pages.set(routeId, path)
  }

  it.each([...pages.values()])('%s reads exactly the query parameters its routes declare', async (path) => {
    const page = lookup.page(path)!
    const query = new URLSearchParams([...page.query.map((name) => [name, 'x']), [NOT_DECLARED, '1']])
    const last = path.split('/').at(-1) ?? ''
    const params = { slug: last, companyId: last }
    const read = new Set<string>()
    for (const [id, route] of Object.entries(routes)) {
      const loader = (route?.module as RouteModule | undefined)?.loader
      if (!loader || !isAncestorOrSelf(routes, id, page.routeId)) continue
      const args = routeArgs(`${path}?${query}`, { params })
      for (const name of await queryReadBy(() => loader(args))) read.add(name)
    }
    expect([...read].sort(), `${path}: declare what its loader reads in handle.query`).toEqual([...page.query])
  })
})

function isAncestorOrSelf(routes: ServerBuild['routes'], id: string, of: string): boolean {
  for (let current: string | undefined = of; current; current = routes[current]?.parentId) {
    if (current === id) return true
  }
  return false
}
