// What the service worker does with each request, decided from the request alone.

export type RequestKind = 'page' | 'data' | 'asset' | 'image' | 'pass'

export interface RequestFacts {
  method: string
  url: URL
  mode: string
  destination: string
}

/**
 * Never stored: the API (the assistant's answers), the experts' pages and a farmer's own
 * request status (private to whoever holds the link), in either language, as page or data.
 */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.replace(/^\/sw(?=\/|$)/, '').replace(/\.data$/, '') || '/'
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/expert' ||
    path.startsWith('/expert/') ||
    path.startsWith('/expert.') ||
    path.startsWith('/ask-expert/requests/')
  )
}

/** 'pass': the worker stays out of the way and the browser fetches as if there were no worker. */
export function kindOf({ method, url, mode, destination }: RequestFacts, origin: string): RequestKind {
  if (method !== 'GET' || url.origin !== origin || isPrivatePath(url.pathname)) return 'pass'
  if (mode === 'navigate') return 'page'
  if (url.pathname.endsWith('.data')) return 'data'
  if (url.pathname.startsWith('/assets/')) return 'asset'
  if (destination === 'image' || isOurImage(url.pathname)) return 'image'
  return 'pass'
}

/** Our own photos (/images/…) and the photo hosts' pictures our server serves (/photos/…, server/photos.ts). */
function isOurImage(pathname: string): boolean {
  return pathname.startsWith('/images/') || pathname.startsWith('/photos/')
}

/**
 * The page a route data URL belongs to: "/articles/soil-health.data?_routes=…" → "/articles/soil-health",
 * "/sw/_root.data" → "/sw" (React Router's name for the data of a path ending in "/").
 */
export function pageOfDataUrl(url: URL): string {
  const path = url.pathname.replace(/\.data$/, '').replace(/\/_root$/, '') || '/'
  const search = new URLSearchParams(url.search)
  search.delete('_routes')
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** Only complete, successful, same-origin answers are kept: never an error page, a redirect or an opaque answer. */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !/no-store/.test(response.headers.get('Cache-Control') ?? '')
  )
}

/** Of the files a page reports it loaded, ours that the worker keeps: hashed files and our images. */
export function loadedFilesToStore(urls: string[], origin: string): { assets: string[]; images: string[] } {
  const ours = urls.flatMap((href) => {
    try {
      const url = new URL(href, origin)
      return url.origin === origin && !isPrivatePath(url.pathname) ? [url] : []
    } catch {
      return []
    }
  })
  return {
    assets: ours.filter((url) => url.pathname.startsWith('/assets/')).map((url) => url.pathname),
    images: ours.filter((url) => isOurImage(url.pathname)).map((url) => url.pathname + url.search),
  }
}
