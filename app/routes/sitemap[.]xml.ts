import { getEnv } from '~/lib/env.server'
import { listDynamicPublicPaths, STATIC_PUBLIC_PATHS } from '~/lib/public-paths'

/** Every public page, for search engines (linked from /robots.txt). */
export function loader() {
  const { SITE_URL } = getEnv()
  const urls = [...STATIC_PUBLIC_PATHS, ...listDynamicPublicPaths()]
    .map((path) => `  <url><loc>${escapeXml(`${SITE_URL}${path}`)}</loc></url>`)
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}

function escapeXml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
