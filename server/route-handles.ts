import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { HydrationHandle, HydrationMode } from '~/lib/hydration/contract'
import type { RenderHandle } from '~/lib/page-rendering'

type RouteNode = RouteObject & { id: string; children: RouteNode[] }

/** The build's flat route list (build.routes) as the tree React Router matches against. */
function routeTree(build: ServerBuild): RouteNode[] {
  const nodes = new Map<string, RouteNode>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const { id, path, caseSensitive } = route
    // An index route has no children of its own; the type only allows `index: true` without them.
    nodes.set(id, { id, path, caseSensitive, index: route.index as false | undefined, children: [] })
  }
  const roots: RouteNode[] = []
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

/** How each URL's page hydrates, as its route module declares it (`handle.hydrate`). */
export function createHydrationModeLookup(build: ServerBuild) {
  const tree = routeTree(build)
  return (pathname: string): HydrationMode => {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route as RouteNode | undefined
    const handle = leaf ? (build.routes[leaf.id]?.module.handle as HydrationHandle | undefined) : undefined
    return handle?.hydrate ?? 'on-load'
  }
}

/** Whether only the catch-all page (`*`, the 404 page) claims a path: no other route would answer it. */
export function createNotFoundLookup(build: ServerBuild) {
  const tree = routeTree(build)
  return (pathname: string): boolean => {
    const leaf = matchRoutes(tree, pathname)?.at(-1)?.route as RouteNode | undefined
    return leaf?.path === '*'
  }
}

/**
 * The URLs of the build's pages without parameters (a page has a component; resource routes
 * such as /sitemap.xml and /api/* do not), joined with their parents' paths; a page that
 * declares `handle.render: 'per-request'` (lib/page-rendering.ts) is left out.
 */
export function listStaticPagePaths(build: ServerBuild): string[] {
  const paths: string[] = []
  const visit = (nodes: RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const full = node.path ? `${prefix.replace(/\/$/, '')}/${node.path}` : prefix
      if (/[:*]/.test(full)) continue
      const routeModule = build.routes[node.id]?.module
      const isPerRequest = (routeModule?.handle as RenderHandle | undefined)?.render === 'per-request'
      if (routeModule?.default && !isPerRequest && (node.index || node.children.length === 0)) paths.push(full || '/')
      visit(node.children, full)
    }
  }
  visit(routeTree(build), '')
  return [...new Set(paths)]
}
