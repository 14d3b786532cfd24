import { expect, test } from './fixtures'

test.describe('desktop top bar', () => {
  test('links lead to their pages and mark the current one', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const links = [
      ['About Us', '/about-us', 'About Us'],
      ['Articles', '/articles', 'Articles & Resources'],
      ['Videos', '/videos', 'Video Tutorials'],
      ['Ask an Expert', '/ask-expert', 'Ask an Expert'],
      ['Home', '/', 'Growing Smarter, Farming Better!'],
    ] as const
    for (const [name, path, heading] of links) {
      await nav.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    }
  })

  test('the Services dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Services' })
    await nav.getByRole('link', { name: 'Ask an Expert' }).focus()
    await page.keyboard.press('Tab')
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const marketplace = nav.getByRole('link', { name: 'Marketplace' })
    const droneServices = nav.getByRole('link', { name: 'Drone Services' })
    await expect(marketplace).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(marketplace).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(marketplace).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(droneServices).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(marketplace).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(droneServices).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/drone-services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon')
    await expect(droneServices).toBeHidden()
    await expect(trigger).toHaveClass(/underline/)
  })

  test('the Services dropdown closes on a click elsewhere', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Services' })
    await trigger.click()
    await expect(nav.getByRole('link', { name: 'Marketplace' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('the Services menu’s script loads only when a reader reaches for it, and keeps an early press', async ({
    page,
  }) => {
    // Held back, as on a slow connection, once asked for.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let requested = false
    await page.route(/\/assets\/services-menu-[\w-]+\.js$/, async (route) => {
      requested = true
      await released
      await route.continue()
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.waitForLoadState('networkidle')
    expect(requested).toBe(false)

    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Services' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-busy', 'true')
    expect(requested).toBe(true)
    release()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger).not.toHaveAttribute('aria-busy')
    await nav.getByRole('link', { name: 'Marketplace' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon')
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/articles')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('mobile menu @mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('opens a flat list of all seven links and closes when one is chosen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.getByLabel('Menu', { exact: true }).click()

    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'About Us',
      'Articles',
      'Videos',
      'Ask an Expert',
      'Marketplace',
      'Drone Services',
    ])
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')

    await menu.getByRole('link', { name: 'Videos' }).click()
    await expect(page).toHaveURL('/videos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Tutorials')
    await expect(menu).toBeHidden()
  })

  test('closes with Escape and with a second tap', async ({ page }) => {
    await page.goto('/about-us')
    const toggle = page.getByLabel('Menu', { exact: true })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(menu).toBeHidden()
  })

  test('the desktop Services menu’s script is not loaded on a phone', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/services-menu-[\w-]+\.js$/.test(request.url())) requested.push(request.url())
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Menu', { exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    expect(requested).toEqual([])
  })

  test('opens even before the page’s script has loaded', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/about-us', { waitUntil: 'commit' })
    await page.getByLabel('Menu', { exact: true }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveCount(7)
  })
})

test.describe('the reader’s place', () => {
  test('the inline script puts the reader back on a reload, before the page’s script starts', async ({ page }) => {
    await page.goto('/videos')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.evaluate(() => window.scrollTo(0, 1200))
    await page.waitForFunction(() => Math.round(window.scrollY) === 1200)
    // React Router stores the position on pagehide and hands the entry back to the browser's own
    // restoring ("auto"). Taking it back afterwards leaves the inline script as the only one to
    // restore, as on a page the app had opened in place and the browser loads again.
    await page.evaluate(() => addEventListener('pagehide', () => (window.history.scrollRestoration = 'manual')))

    await page.reload({ waitUntil: 'domcontentloaded' })
    const [y, hydrated] = await page.evaluate(() => [
      Math.round(window.scrollY),
      document.documentElement.hasAttribute('data-hydrated'),
    ])
    expect(hydrated).toBe(false)
    expect(y).toBe(1200)
  })

  test('a page opened afresh starts at the top, with its own history key', async ({ page }) => {
    await page.goto('/videos')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    const first = await page.evaluate(() => (window.history.state as { key?: string } | null)?.key)
    await page.goto('/contact')
    const second = await page.evaluate(() => [(window.history.state as { key?: string } | null)?.key, window.scrollY])
    expect(first).toMatch(/^[0-9a-v]+$/)
    expect(second[0]).toMatch(/^[0-9a-v]+$/)
    expect(second[0]).not.toBe(first)
    expect(second[1]).toBe(0)
  })
})

test('a step Back before the page is live opens the page stepped to, not another page’s HTML', async ({ page }) => {
  await page.goto('/videos')
  // A link of the top bar: React Router opens /articles in place, an entry of this document.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/articles"]')!.click())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles & Resources')

  // Reloaded (or a discarded tab brought back), /articles has not started its script when the
  // reader steps Back: the browser changes the address within the document and draws nothing.
  const framework = /\/assets\/entry\.client-[\w-]+\.js$/
  await page.route(framework, () => {})
  await page.reload({ waitUntil: 'commit' })
  await page.waitForLoadState('domcontentloaded')
  await page.unroute(framework)
  await page.evaluate(() => window.history.back())

  await expect(page).toHaveURL('/videos')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Tutorials')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})
