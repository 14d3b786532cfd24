import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// A press on a control whose script has not arrived yet is never lost. On a slow
// connection the reader presses as soon as the button is drawn; the button shows at once that
// the press was received (aria-busy), and the press is carried out once its script has loaded.
// lib/hydration/press-keeper.ts; docs/decisions/0036-no-press-is-lost.md.

test.describe.configure({ mode: 'parallel' })
test.skip(({ browserName }) => browserName !== 'chromium', 'network emulation needs the Chrome DevTools Protocol')

/** A weak mobile signal: every request waits, and bytes trickle in (Chrome DevTools Protocol). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 600,
    downloadThroughput: 100 * 1024, // bytes per second
    uploadThroughput: 50 * 1024,
  })
}

/** Opens the home page and returns as soon as its HTML is drawn, long before its script runs. */
async function openEarly(page: Page) {
  await throttle(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByRole('heading', { level: 1 }).waitFor()
}

async function isHydrated(page: Page) {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))
}

test.describe('presses before the script arrives, on a slow connection', () => {
  test.setTimeout(90_000)

  test('Learn more opens the reader', async ({ page }) => {
    await openEarly(page)
    const learnMore = page.getByRole('button', { name: 'Learn more about Crop Production' })
    await learnMore.scrollIntoViewIfNeeded()
    expect(await isHydrated(page)).toBe(false)
    await learnMore.click()
    await expect(learnMore).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('dialog', { name: 'Crop Production' })).toBeVisible({ timeout: 60_000 })
    // The modal hides the page from the accessibility tree; the button is no longer marked busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  })

  test('Watch videos opens the topic video flow', async ({ page }) => {
    await openEarly(page)
    const watch = page.getByRole('button', { name: 'Watch videos of Animal Production' })
    await watch.scrollIntoViewIfNeeded()
    expect(await isHydrated(page)).toBe(false)
    await watch.click()
    await expect(watch).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('dialog', { name: 'Animal Production videos' })).toBeVisible({ timeout: 60_000 })
  })

  test('a featured video opens the player', async ({ page }) => {
    await openEarly(page)
    const section = page.locator('[data-island="featured-videos"]')
    const video = section.getByRole('button', { name: /^Watch / }).first()
    await video.scrollIntoViewIfNeeded()
    const title = (await video.getAttribute('aria-label'))!.replace(/^Watch /, '')
    expect(await isHydrated(page)).toBe(false)
    await video.click()
    await expect(video).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 60_000 })
  })

  test('a carousel arrow moves the testimonials', async ({ page }) => {
    await openEarly(page)
    const carousel = page.getByRole('region', { name: 'Farmer testimonials' })
    const next = carousel.getByRole('button', { name: 'Next slide' })
    await next.scrollIntoViewIfNeeded()
    const startX = (await carousel.getByRole('group', { name: '1 of 4' }).boundingBox())!.x
    expect(await isHydrated(page)).toBe(false)
    await next.click()
    await expect(next).toHaveAttribute('aria-busy', 'true')
    await expect
      .poll(async () => (await carousel.getByRole('group', { name: '2 of 4' }).boundingBox())?.x, { timeout: 60_000 })
      .toBeCloseTo(startX, -1)
  })
})

test('a press just as a section scrolls into view is not lost (fast connection)', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('[data-island="featured-topics"]')
  const learnMore = section.getByRole('button', { name: 'Learn more about Soil Health' })
  // No wait for the section's script: press the moment it is on screen.
  await learnMore.click()
  // The section's script, the dialog's and the guide's text still have to arrive.
  await expect(page.getByRole('dialog', { name: 'Soil Health' })).toBeVisible({ timeout: 20_000 })
})
