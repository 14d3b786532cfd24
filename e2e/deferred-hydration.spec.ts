import { aboutMessages } from '../app/i18n/about'
import { comingSoonMessages } from '../app/i18n/coming-soon'
import { howWeCheckMessages } from '../app/i18n/how-we-check'
import { expect, test } from './fixtures'

// docs/decisions/0002-deferred-hydration.md
test('a topic guide loads no script until a button needs it, and that press still works', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/articles/soil-health', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
  expect(scripts).toEqual([])

  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
  await services.click()
  // Held, visibly, while the application script loads and hydrates; then carried out.
  await expect(services).toHaveAttribute('aria-busy', 'true')
  await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 })
  await expect(services).not.toHaveAttribute('aria-busy')
  expect(scripts.length).toBeGreaterThan(0)

  // Once interactive, it is the ordinary client-side app.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon')
})

// Pages of text and links, in both languages: their first load is HTML, styles and photos.
const readingPages: [path: string, h1: string][] = [
  ['/about-us', aboutMessages.en.title],
  ['/how-we-check', howWeCheckMessages.en.title],
  ['/marketplace', comingSoonMessages.en.heading],
  ['/drone-services', comingSoonMessages.en.heading],
  ['/auth', comingSoonMessages.en.heading],
  ['/sw/about-us', aboutMessages.sw.title],
  ['/sw/how-we-check', howWeCheckMessages.sw.title],
  ['/sw/marketplace', comingSoonMessages.sw.heading],
]
for (const [path, h1] of readingPages) {
  test(`${path} is a reading page: no script until a press needs it`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(path, { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    expect(scripts).toEqual([])
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
  })
}

test('links on a reading page work as plain HTML', async ({ page }) => {
  await page.goto('/videos/advanced-maize-production', { waitUntil: 'load' })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Soil Health', exact: true }).click()
  await expect(page).toHaveURL('/articles/soil-health')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
})

test('images that cannot load leave their placeholder, not a broken icon', async ({ page }) => {
  // As our server answers when a photo's host fails.
  await page.route('**/photos/**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/plain', body: 'The photo could not be fetched just now.' }),
  )
  await page.goto('/articles/soil-health', { waitUntil: 'load' })
  const header = page.locator('main img').first()
  await expect(header).toHaveAttribute('data-broken', '')
  await expect(header).toBeVisible()
  // Its tinted box covers the browser's broken-image icon and alt text.
  expect(await header.evaluate((image) => getComputedStyle(image, '::after').content)).toBe('""')
  // Still named for screen readers.
  await expect(header).toHaveAttribute('alt', /\w/)
})
