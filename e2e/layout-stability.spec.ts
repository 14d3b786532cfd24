import { expect, test } from './fixtures'

// Nothing moves as a page's photos arrive or its sections start (CLS ≤ 0.02 on every
// route): each photo's box is reserved by its width and height or its frame, and a section that
// changes what it shows (a new draw of videos, a count going up) keeps its size. The fake photo
// host answers every photo with the same small square (tests/fake-photos.mjs), whatever its box: a
// box that was not reserved would take the square's shape, and the page would move.

const pages = [
  '/',
  '/sw',
  '/about-us',
  '/articles',
  '/articles/soil-health',
  '/videos',
  '/ask-expert',
  '/companies',
  '/companies/pula-advisors',
  '/sw/companies/pula-advisors',
]

for (const path of pages) {
  test(`${path}: nothing moves as its photos arrive, from the top to the bottom @both`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
          sources: { node?: Node | null }[]
        }[]) {
          if (entry.hadRecentInput) continue
          const sources = entry.sources.map((source) => {
            const node = source.node instanceof Element ? source.node : source.node?.parentElement
            const section = node?.closest('section')?.getAttribute('aria-labelledby') ?? 'no section'
            const shape = node
              ? `<${node.tagName.toLowerCase()} class="${node.className}">`
              : String(source.node?.nodeName)
            return `${section}: ${shape} ${JSON.stringify((source as unknown as { previousRect: DOMRect }).previousRect)} → ${JSON.stringify((source as unknown as { currentRect: DOMRect }).currentRect)}`
          })
          shifts.push({
            value: entry.value,
            sources,
            at: `${Math.round((entry as unknown as PerformanceEntry).startTime)} ms, y ${Math.round(window.scrollY)}, hydrated ${document.documentElement.hasAttribute('data-hydrated')}`,
          } as never)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path)
    // Down the page a screen at a time, so each lazy photo loads where a reader would see it arrive.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const screen = page.viewportSize()!.height
    for (let y = 0; y < height; y += screen) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForFunction(() =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect()
          const isOffScreen =
            box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth
          return isOffScreen || image.complete
        }),
      )
    }
    await page.waitForLoadState('networkidle')
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    )
    // A twentieth of the bar (CLS ≤ 0.02): what is left is a badge a few pixels wider for a new video's
    // length, which no reader sees move; a box left unreserved moves the page by hundredths.
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001)
  })
}

test('a company page is first drawn with its hero whole: it waits for the element after it @both', async ({ page }) => {
  // The hero's bottom row grows upward as its text arrives: drawn half parsed, it moved (0.0096 at 1280 px).
  await page.goto('/companies/pula-advisors')
  const expected = await page
    .locator('link[rel="expect"][blocking="render"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(expected).toContain('#company-details')
  const hero = page.getByRole('heading', { level: 1, name: 'Pula Advisors' })
  // The awaited element comes after the whole hero in the page.
  expect(
    await hero.evaluate(
      (heading) =>
        heading.compareDocumentPosition(document.getElementById('company-details')!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  ).toBeTruthy()
  expect(
    await page.locator('#company-details').evaluate((details) => details.contains(document.querySelector('h1'))),
  ).toBe(false)
})
