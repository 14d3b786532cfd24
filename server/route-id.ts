// Requests are logged and counted by the React Router route that answers them (its id, such
// as `routes/articles.$slug`), never by their raw path: a path can hold a private link's token
// (/ask-expert/requests/…) and unbounded values, which would leak into logs and blow up the
// number of metric series.
import type { ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

const ROUTE_ID = Symbol('route id')
type Named = ServerResponse & { [ROUTE_ID]?: string }

/** Routes the server answers itself, before React Router, name themselves (undefined: named by the path). */
export function setRouteId(res: ServerResponse, id: string | undefined) {
  ;(res as Named)[ROUTE_ID] = id
}

/**
 * Finds the deepest route of the build that matches a path; `unmatched` when none does. Matching
 * ranks every route of the build each time, so the answers for recent paths are kept.
 */
export function createRouteIdentifier(routes: ServerBuild['routes']) {
  const tree = toRouteTree(routes)
  const recent = new LRUCache<string, string>({ max: 1_000 })
  return (pathname: string): string => {
    let id = recent.get(pathname)
    if (id === undefined) {
      // Single-fetch data requests: /articles.data is /articles's loader, /_root.data the home page's.
      const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
      id = matchRoutes(tree, page)?.at(-1)?.route.id ?? 'unmatched'
      recent.set(pathname, id)
    }
    return id
  }
}

/** The route id of a finished response: set by the server, else found from its path (once: the log and the metrics both ask). */
export function routeIdOf(res: ServerResponse, identify: (pathname: string) => string): string {
  const preset = (res as Named)[ROUTE_ID]
  if (preset !== undefined) return preset
  const id = identify(new URL(requestUrl(res), 'http://localhost').pathname)
  setRouteId(res, id)
  return id
}

/** The URL the client asked for: Express's mounted routers rewrite req.url, and keep it as originalUrl. */
export function requestUrl(res: ServerResponse): string {
  const req = res.req as ServerResponse['req'] & { originalUrl?: string }
  return req.originalUrl ?? req.url ?? '/'
}

function toRouteTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const object = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject
    const siblings = children.get(route.parentId) ?? []
    siblings.push(object)
    children.set(route.parentId, siblings)
  }
  const attach = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index ? route : ({ ...route, children: attach(route.id) } as RouteObject),
    )
  return attach(undefined)
}
