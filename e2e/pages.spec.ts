import { expect, specRoutes, test } from './fixtures'

for (const route of specRoutes) {
  test(`${route.path} answers 200 with its title, layout and heading`, async ({ page }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Tujue Ukulima/)
  })
}

for (const path of ['/marketplace', '/drone-services', '/auth']) {
  test(`${path} is the Coming Soon placeholder with a way home`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })
}

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/articles/no-such-topic', '/videos/no-such-video', '/a/b/c']) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
      await expect(page).toHaveURL('/')
    })
  }

  test('a 404 page loads no script until a press needs it, names the path asked for, and the press works', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const response = await page.goto('/sw/mahali/pasipo', { waitUntil: 'load' })
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    expect(scripts).toEqual([])
    // The language switch leads to this path in English, not to the page rendered at start-up.
    await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('href', '/mahali/pasipo')

    const services = page.getByRole('navigation', { name: 'Menyu kuu' }).getByRole('button', { name: 'Huduma' })
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 })
    expect(scripts.length).toBeGreaterThan(0)
  })

  test('an unknown company answers 404 with Company Not Found', async ({ page }) => {
    const response = await page.goto('/companies/no-such-company')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Not Found')
    await expect(page.getByText("The company you're looking for doesn't exist.")).toBeVisible()
  })
})
