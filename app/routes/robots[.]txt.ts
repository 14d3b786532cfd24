import { getEnv } from '~/lib/env.server'

export function loader() {
  const { SITE_URL } = getEnv()
  // The experts' pages are private (and say noindex too): crawlers are kept out of both languages.
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /expert\nDisallow: /sw/expert\n\nSitemap: ${SITE_URL}/sitemap.xml\n`
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
