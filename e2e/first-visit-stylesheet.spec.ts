import { expect, test, type Page, type Request } from '@playwright/test'

// The stylesheet on a first visit (docs/decisions/0014): the first page a browser opens
// carries its stylesheet, so its first paint waits for nothing else; once it has loaded, the file
// is fetched into the cache and a cookie names it, and the next pages link it instead.
// Playwright's own `test`, not ./fixtures: routing requests (as the fixture does for other hosts)
// turns the browser's cache off, and the cache is what this is about. Other hosts fail by DNS here.

/** Every request for a stylesheet file this page makes. */
function stylesheetRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) requests.push(request)
  })
  return requests
}

/** The addresses Chromium answered from its own caches (DevTools protocol: Playwright does not say). */
async function servedFromCache(page: Page) {
  const session = await page.context().newCDPSession(page)
  const urls: string[] = []
  const byId = new Map<string, string>()
  session.on('Network.requestWillBeSent', (event) => byId.set(event.requestId, event.request.url))
  session.on('Network.requestServedFromCache', (event) => urls.push(byId.get(event.requestId) ?? ''))
  session.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache) urls.push(event.response.url)
  })
  await session.send('Network.enable')
  return urls
}

for (const [first, next] of [
  ['/', '/articles'],
  ['/sw/articles/soil-health', '/sw/about-us'],
]) {
  test(`${first}: carried on the first page, kept after it has loaded, linked on the next (${next}) @both`, async ({
    page,
    context,
  }) => {
    const requests = stylesheetRequests(page)
    const cached = await servedFromCache(page)
    await page.goto(first!)
    // Drawn with its styles and no stylesheet request before the page had loaded.
    await expect(page.locator('style[data-stylesheet]')).toHaveCount(1)
    await expect(page.locator('link[rel=stylesheet]:not([disabled])')).toHaveCount(0)
    await expect(page.locator('body > div').first()).toHaveCSS('display', 'flex')
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'stylesheet')?.value)
      .toMatch(/^app-[\w-]+\.css$/)
    expect(requests.map((request) => request.resourceType())).toEqual(['fetch'])

    await page.goto(next!)
    await expect(page.locator('style[data-stylesheet]')).toHaveCount(0)
    await expect(page.locator('link[rel=stylesheet]:not([disabled])')).toHaveCount(1)
    await expect(page.locator('body > div').first()).toHaveCSS('display', 'flex')
    const linked = requests.at(-1)!
    expect(linked.resourceType()).toBe('stylesheet')
    // From the browser's cache: the file crossed the network once.
    expect(cached).toContain(linked.url())
  })
}

test('a browser that refuses cookies gets every page with its stylesheet inside, styled @mobile', async ({
  page,
  context,
}) => {
  await page.goto('/about-us')
  // The page names its stylesheet in a cookie once it has loaded and the browser is idle; the
  // browser then drops it, as one that refuses cookies would.
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('stylesheet')
  await context.clearCookies()
  await page.goto('/contact')
  await expect(page.locator('style[data-stylesheet]')).toHaveCount(1)
  await expect(page.locator('body > div').first()).toHaveCSS('display', 'flex')
})
