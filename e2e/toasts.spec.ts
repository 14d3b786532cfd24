import type { Page } from '@playwright/test'
import { chatMessages } from '../app/i18n/chat'
import { sw } from '../app/i18n/sw'
import { expect, test } from './fixtures'

// Toasts: their code (sonner) and the stylesheet it inserts stay out of the tasks where
// the page turns live. It comes once the page has loaded and the browser is idle, so that the
// toasts' live region is on the page before a toast, or at the first toast if that is sooner.

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** When the toasts' chunk was asked for, in the page's clock; null if it was not. */
const toastCodeAskedAt = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => /\/assets\/toast-library-[\w-]+\.js$/.test(entry.name))
        ?.startTime ?? null,
  )

test('the toasts’ code comes after the page has loaded and turned live, and their live region waits for a toast', async ({
  page,
}) => {
  await page.addInitScript(() => {
    addEventListener('load', () => Reflect.set(window, '__loadedAt', performance.now()))
    // The document is still empty when this runs: watch it all for the root's attribute.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return
      Reflect.set(window, '__hydratedAt', performance.now())
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await page.goto('/videos')
  await expect(notifications(page)).toBeAttached()
  await expect(notifications(page).locator('[data-sonner-toast]')).toHaveCount(0)

  const askedAt = await toastCodeAskedAt(page)
  const { loadedAt, hydratedAt } = await page.evaluate(() => ({
    loadedAt: Reflect.get(window, '__loadedAt') as number,
    hydratedAt: Reflect.get(window, '__hydratedAt') as number,
  }))
  expect(askedAt).toBeGreaterThan(loadedAt)
  expect(askedAt).toBeGreaterThan(hydratedAt)
})

test('on a phone that is never idle, the toasts’ code waits for the first toast, which still shows', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.goto('/ask-expert')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // Some frames after it turned live: when the Toaster came with the page, its chunk was asked for
  // in the task after hydration.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
  )
  expect(await toastCodeAskedAt(page)).toBeNull()
  await expect(notifications(page)).toHaveCount(0)

  await page.getByRole('button', { name: 'Clear Chat' }).click()
  await expect(notifications(page).locator('[data-sonner-toast]', { hasText: 'Chat History Cleared' })).toContainText(
    'Your conversation history has been deleted.',
  )
})

test.describe('beside the offer of the reader’s language', () => {
  // An English browser on a Kiswahili page: "Read in English" shows at the foot of a phone's screen.
  // Reduced motion: the toast is in place at once, not sliding in.
  test.use({ locale: 'en-US', viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' })

  test('a toast rises above the offer, whose link stays in view', async ({ page }) => {
    await page.goto('/sw/ask-expert')
    const offer = page.getByRole('complementary').filter({ hasText: sw.language.suggestion })
    await expect(offer).toBeVisible()
    await page.getByRole('button', { name: chatMessages.sw.clear }).click()
    const toast = page.locator('[data-sonner-toast]', { hasText: chatMessages.sw.cleared.title })
    await expect(toast).toHaveAttribute('data-mounted', 'true')
    const [toastBox, offerBox] = [await toast.boundingBox(), await offer.boundingBox()]
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(offerBox!.y)
  })
})
