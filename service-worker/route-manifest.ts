// Route discovery without the network. React Router learns the routes a page links
// to lazily, asking the server `/__manifest?paths=…&version=…`. The build's full route manifest
// (assets/manifest-*.js, the same for every reader) is in the precache, so the worker answers
// those requests itself: a link followed offline finds its route, and online the question
// costs no data. This keeps React Router's lazy discovery (no extra script on a first visit;
// `routeDiscovery: "initial"` was measured and dropped: docs/decisions/0035) with the offline
// behaviour of "initial".

const MANIFEST_PREFIX = 'window.__reactRouterManifest='

interface RouteManifest {
  version: string
  routes: Record<string, unknown>
}

/** The route manifest from the build's manifest-*.js, or null if the file is not shaped as expected. */
export function parseRouteManifest(source: string): RouteManifest | null {
  const start = source.indexOf(MANIFEST_PREFIX)
  if (start === -1) return null
  const json = source
    .slice(start + MANIFEST_PREFIX.length)
    .trim()
    .replace(/;$/, '')
  try {
    const manifest = JSON.parse(json) as Partial<RouteManifest>
    return typeof manifest.version === 'string' && manifest.routes ? (manifest as RouteManifest) : null
  } catch {
    return null
  }
}

/**
 * The answer to a discovery request: every route of the build (a superset of the routes the
 * paths match, which React Router merges as it would those of `routeDiscovery: "initial"`), or
 * null when the page is from another build than the precache: the server must answer then.
 */
export function discoveryAnswer(manifest: RouteManifest | null, url: URL): Record<string, unknown> | null {
  if (!manifest || url.searchParams.get('version') !== manifest.version) return null
  return manifest.routes
}
