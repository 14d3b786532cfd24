// Where a request may send a browser, and whether it came from one of our own pages. A path a
// client gave (a form's `back`, a link built from the URL) is parsed as the browser will parse it,
// tabs, newlines and backslashes included, so "/\t/evil.example" or "/sw//evil.example" can never
// become a link or redirect to another site.

const BASE = 'http://same-site.invalid'

/** A path on this site from a client's value: its normalised path, query and anchor, or `fallback`. */
export function sameSitePath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  return `${collapseSlashes(url.pathname)}${url.search}${url.hash}`
}

/** "//evil.example/a" → "/evil.example/a": a path that starts with two slashes is another site's. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/[/\\]{2,}/g, '/')
}

/**
 * Whether a form post came from another site. Browsers say so in Sec-Fetch-Site; older ones
 * only send Origin, which must then be this site's. A request with neither (curl, an old
 * browser) is not a browser another site can drive.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('Origin')
  if (!origin) return false
  const host = request.headers.get('Host') ?? new URL(request.url).host
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}
