import { expect, specRoutes, test } from './fixtures'

// No link on the site may lead to the 404 page (docs/requirements.md). Breadth-first from the
// home page over every same-origin <a href="/…">, with the spec's routes as extra starting
// points so a page no link reaches yet is still checked with everything it links to.
test('every internal link answers 200', async ({ request }) => {
  test.setTimeout(180_000)
  const linkedFrom = new Map<string, string>([['/', '(start)']])
  for (const route of specRoutes) if (!linkedFrom.has(route.path)) linkedFrom.set(route.path, '(start)')
  const queue = [...linkedFrom.keys()]
  const failures: string[] = []

  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await request.get(path, { maxRedirects: 0 })
    if (response.status() !== 200) {
      failures.push(`${path} answered ${response.status()} (linked from ${linkedFrom.get(path)})`)
      continue
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue
    for (const href of internalLinks(await response.text())) {
      if (linkedFrom.has(href)) continue
      linkedFrom.set(href, path)
      queue.push(href)
    }
  }

  expect(failures).toEqual([])
  for (const path of [
    '/about-us',
    '/contact',
    '/how-we-check',
    '/auth',
    '/marketplace',
    '/companies/skyfield-aerotech',
    // The language switch leads to the Kiswahili twins, whose links stay in Kiswahili.
    '/sw',
    '/sw/articles/rice-farming',
    '/sw/companies/skyfield-aerotech',
  ]) {
    expect(linkedFrom.has(path), `${path} was crawled`).toBe(true)
  }
})

/** The path and query of every <a href> that stays on this site. */
function internalLinks(html: string): string[] {
  const links: string[] = []
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (raw ?? '').replaceAll('&amp;', '&')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const url = new URL(href, 'http://site.invalid')
    links.push(url.pathname + url.search)
  }
  return links
}
