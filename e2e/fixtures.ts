import { test as base, expect, type Page } from '@playwright/test'

// Other hosts (the videos, YouTube's player) cannot load on the test machines; refuse them at
// once so every test sees the same offline world and the pages' fallbacks. Photos come from our
// own origin, which fetches them from a fake photo host (tests/fake-photos.mjs).
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'))
    // Wait for hydration after each navigation, so a click is never lost to a page whose
    // script has not run yet (every page starts it once it has loaded); reading pages defer their
    // script until a button needs it (docs/decisions/0002). `waitUntil: 'commit'` opts out (tests
    // of the page without script).
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') {
        await page.waitForFunction(() => {
          const inert = document.getElementById('deferred-app')
          const waitsForPress = inert !== null && !inert.hasAttribute('data-start-after-load')
          return document.documentElement.hasAttribute('data-hydrated') || waitsForPress
        })
      }
      return response
    }
    await use(page)
  },
})

export { expect }

/**
 * Opens a page whose clock the test holds still (page.clock.install, then pauseAt): the page
 * starts its script a frame and a task after it has loaded, timers that only run when the test
 * moves time (docs/decisions/0030-content-first.md). Time is moved on in small steps until it has started.
 */
export async function gotoWithClockPaused(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' })
  await expect
    .poll(async () => {
      await page.clock.runFor(20)
      return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))
    })
    .toBe(true)
}

/** The routes of the spec's table with one real instance of each parameter. */
export const specRoutes = [
  { path: '/', h1: 'Growing Smarter, Farming Better!' },
  { path: '/about-us', h1: 'About Us' },
  { path: '/articles', h1: 'Articles & Resources' },
  { path: '/articles/soil-health', h1: 'Soil Health' },
  { path: '/videos', h1: 'Video Tutorials' },
  { path: '/ask-expert', h1: 'Ask an Expert' },
  { path: '/marketplace', h1: 'Coming Soon' },
  { path: '/drone-services', h1: 'Coming Soon' },
  { path: '/companies', h1: 'Agricultural Innovation Partners' },
  { path: '/companies/pula-advisors', h1: 'Pula Advisors' },
  { path: '/contact', h1: 'Contact Us' },
  { path: '/auth', h1: 'Coming Soon' },
]
