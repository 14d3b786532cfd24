// The query parameters each page's loader reads. A page's other parameters (a tracking tag
// on a shared link, anything typed by hand) do not change what it shows, so the cache of
// pages rendered on demand (server/render-cache.ts) keys by these alone: junk cannot fill it.
// Each page's params module has a test that its parser reads exactly these.
import { pagePath } from '~/i18n/locale'

export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/articles': ['topic', 'q', 'show', 'view'],
  '/videos': ['category', 'show'],
  '/contact': ['guide'],
}

/** The parameters a page reads, in either language: "/sw/videos" → ["category", "show"]. */
export function queryParamsOfPage(pathname: string): readonly string[] {
  return PAGE_QUERY_PARAMS[pagePath(pathname)] ?? []
}
