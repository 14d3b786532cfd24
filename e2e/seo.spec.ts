import { expect, test } from '@playwright/test'

// The e2e server runs with SITE_URL=https://tujue.example (playwright.config.ts).
const SITE = 'https://tujue.example'

test('robots.txt points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  expect(await response.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})

test('the sitemap lists every public page, each of which answers 200', async ({ request }) => {
  // One request after another for every page in both languages: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  // 10 static pages (with /how-we-check), 13 guides (the nine topics and four more), 36 videos,
  // 3 companies; in English and Kiswahili.
  expect(locations).toHaveLength((10 + 13 + 36 + 3) * 2)
  expect(locations).toContain(`${SITE}/sw/articles/farm-chemical-safety`)
  expect(locations).toContain(`${SITE}/how-we-check`)
  expect(locations).toContain(`${SITE}/sw`)
  expect(locations).toContain(`${SITE}/sw/articles/rice-farming`)
  // Each entry names both languages and the default.
  expect(xml).toContain(
    `<loc>${SITE}/sw/articles/rice-farming</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/articles/rice-farming"/><xhtml:link rel="alternate" hreflang="sw" href="${SITE}/sw/articles/rice-farming"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/articles/rice-farming"/>`,
  )
  expect(locations).toContain(`${SITE}/articles/rice-farming`)
  expect(locations).toContain(`${SITE}/videos/advanced-maize-production`)
  expect(locations).toContain(`${SITE}/companies/smachs-foundation`)
  for (const location of locations) {
    const path = location.slice(SITE.length)
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test('every page has its own title, description, canonical URL and Open Graph image', async ({ request }) => {
  const titles = new Set<string>()
  for (const path of [
    '/',
    '/articles',
    '/articles/soil-health',
    '/videos',
    '/videos/advanced-maize-production',
    '/companies',
    '/how-we-check',
  ]) {
    const html = await (await request.get(path)).text()
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title, path).toBeTruthy()
    titles.add(title!)
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path === '/' ? '' : path}"`)
    expect(html, path).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/)
  }
  expect(titles.size).toBe(7)
})
