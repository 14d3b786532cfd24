// What the server reads of the build's routes: which pages there are, and what each route
// module declares in its `handle` (how it hydrates, whether it is rendered per request, which
// query parameters its loader reads).
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { HydrationHandle, HydrationMode } from '~/lib/hydration/contract'
import type { RenderHandle } from '~/lib/page-rendering'
import { inEveryLanguage, listDynamicPublicPaths } from '~/lib/public-paths'

type RouteNode = RouteObject & { id: string; children: RouteNode[] }
type Handle = HydrationHandle & RenderHandle

/** The build's flat route list (build.routes) as the tree React Router matches against. */
function routeTree(routes: ServerBuild['routes']): RouteNode[] {
  const nodes = new Map<string, RouteNode>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const { id, path, caseSensitive } = route
    // An index route has no children of its own; the type only allows `index: true` without them.
    nodes.set(id, { id, path, caseSensitive, index: route.index as false | undefined, children: [] })
  }
  const roots: RouteNode[] = []
  for (const route of Object.values(routes)) {
    if (!route) continue
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

/** A page as its routes declare it. */
export interface PageRoute {
  /** The id of the route that renders it (the deepest match), as logs and metrics name it. */
  routeId: string
  hydrate: HydrationMode
  /** The query parameters its loaders read (`handle.query` of every route it matches), sorted. */
  query: readonly string[]
}

/** Looks up what the routes declare for a URL path (matching is slow: call it per page, not per request). */
export function createRouteLookup(routes: ServerBuild['routes']) {
  const tree = routeTree(routes)
  const handleOf = (id: string) => routes[id]?.module.handle as Handle | undefined
  return {
    page(pathname: string): PageRoute | undefined {
      const matches = matchRoutes(tree, pathname)
      const leaf = matches?.at(-1)?.route as RouteNode | undefined
      if (!matches || !leaf) return undefined
      const query = new Set(matches.flatMap(({ route }) => handleOf((route as RouteNode).id)?.query ?? []))
      return { routeId: leaf.id, hydrate: handleOf(leaf.id)?.hydrate ?? 'on-load', query: [...query].sort() }
    },
    /** Whether only the catch-all page (`*`, the 404 page) claims a path: no other route would answer it. */
    isNotFound(pathname: string): boolean {
      const leaf = matchRoutes(tree, pathname)?.at(-1)?.route as RouteNode | undefined
      return leaf?.path === '*'
    },
  }
}

/**
 * Every public page, in every language: the pages without parameters, from the routes (a page
 * has a component; resource routes such as /sitemap.xml and /api/* do not; a page that declares
 * `handle.render: 'per-request'` is left out), then the pages with parameters, by default every
 * guide, video and company (lib/public-paths.ts). They are the pages rendered at start, and the sitemap's.
 */
export function listPublicPagePaths(
  routes: ServerBuild['routes'],
  pagesWithParameters: readonly string[] = listDynamicPublicPaths(),
): string[] {
  const paths: string[] = []
  const visit = (nodes: RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const full = node.path ? `${prefix.replace(/\/$/, '')}/${node.path}` : prefix
      if (/[:*]/.test(full)) continue
      const routeModule = routes[node.id]?.module
      const isPerRequest = (routeModule?.handle as Handle | undefined)?.render === 'per-request'
      if (routeModule?.default && !isPerRequest && (node.index || node.children.length === 0)) paths.push(full || '/')
      visit(node.children, full)
    }
  }
  visit(routeTree(routes), '')
  return [...new Set([...paths, ...inEveryLanguage(pagesWithParameters)])]
}
