import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

// The footer is an island (docs/decisions/0038-frame-islands.md): its HTML comes with every page, its
// script when it nears the screen, or when a navigation starts (it stays on the screen across
// pages, and React would hold the next page back until it had hydrated).

const FOOTER_CHUNK = /\/assets\/site-footer-[\w-]+\.js$/

/** Records whether the footer's script was asked for; `hold` keeps it back until released. */
async function watchFooterScript(page: Page, { hold = false } = {}) {
  const held: Route[] = []
  const state = { requested: false, release: () => Promise.all(held.map((route) => route.continue())) }
  await page.route(FOOTER_CHUNK, async (route) => {
    state.requested = true
    if (hold) held.push(route)
    else await route.continue()
  })
  return state
}

const footerIsland = (page: Page) => page.locator('[data-island="footer"]')

test('the footer is in the page at once, and its script loads only as it nears the screen', async ({ page }) => {
  const script = await watchFooterScript(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('contentinfo')).toContainText('123 Aero Drive, Nairobi, Kenya')
  expect(script.requested).toBe(false)
  await expect(footerIsland(page)).not.toHaveAttribute('data-ready')

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(footerIsland(page)).toHaveAttribute('data-ready', '')
  expect(script.requested).toBe(true)
})

test('a navigation before the footer’s script has loaded is not held back, and keeps the footer', async ({ page }) => {
  const script = await watchFooterScript(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(script.requested).toBe(false)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles & Resources')
  await expect(page).toHaveURL('/articles')
  await expect(footerIsland(page)).toHaveAttribute('data-ready', '')
  await expect(page.getByRole('contentinfo')).toContainText('123 Aero Drive, Nairobi, Kenya')

  // Its links now navigate in the page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Video Tutorials' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Tutorials')
})

test('the data saver switch works before the footer’s script has arrived', async ({ page }) => {
  const script = await watchFooterScript(page, { hold: true })
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  await expect.poll(() => script.requested).toBe(true)
  await expect(footerIsland(page)).not.toHaveAttribute('data-ready')

  await footer.getByRole('button', { name: 'Turn on data saver' }).click()
  await expect(footer.getByRole('button', { name: 'Turn off data saver' })).toBeVisible()
  await expect(page).toHaveURL('/')
  await script.release()
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('the data saver switch turns the lean page on and off', async ({ page }) => {
    await page.goto('/about-us', { waitUntil: 'commit' })
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: 'Turn on data saver' }).click()
    await expect(page).toHaveURL('/about-us')
    await expect(footer.getByRole('button', { name: 'Turn off data saver' })).toBeVisible()
    await footer.getByRole('button', { name: 'Turn off data saver' }).click()
    await expect(footer.getByRole('button', { name: 'Turn on data saver' })).toBeVisible()
  })
})
