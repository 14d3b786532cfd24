import type { Route } from './+types/sitemap[.]xml'
import { LANGUAGE_TAGS, LOCALES, localizeHref } from '~/i18n/locale'
import { getEnv } from '~/lib/env.server'

/**
 * Every public page a search engine may index, in both languages (linked from /robots.txt): the
 * pages the server renders at start, less those whose `meta` says noindex. Each entry names its
 * twin in the other language, as Google asks of a multilingual sitemap.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.indexedPages) throw new Error('The sitemap lists the pages the production server renders at start.')
  const { SITE_URL } = getEnv()
  const url = (path: string) => escapeXml(`${SITE_URL}${path === '/' ? '' : path}` || SITE_URL)
  const entries = context.indexedPages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale].lang}" href="${url(localizeHref(page, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(page)}"/>`,
    ].join('')
    return LOCALES.map((locale) => `  <url><loc>${url(localizeHref(page, locale))}</loc>${alternates}</url>`)
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

function escapeXml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
