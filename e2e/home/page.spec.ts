import { expectNoAxeViolations } from '../axe'
import { expect, test } from '../fixtures'
import { reach } from './sections'

// The home page as a whole: its ten sections in order, whole without script, and hydrated without losing any.

test.describe('the page as a whole', () => {
  test('has the ten sections in the order of the spec, with one h1', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Growing Smarter, Farming Better!')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Our Mission',
      'Featured Topics',
      'Agricultural Innovation Partners',
      'Recent Articles',
      'Featured Videos',
      'Our Impact in Numbers',
      'What Farmers Say',
      'Have a Farming Question?',
    ])
    // The sections with interactive code hydrate on their own (islands), in the page's order, and
    // the ask-expert banner at its foot (most readers never reach it); Our Mission, with
    // nothing to do in the browser, keeps the server's HTML (a static island).
    const order = await main
      .locator('[data-island]')
      .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')))
    expect(order).toEqual([
      'mission',
      'promo-video',
      'featured-topics',
      'companies',
      'recent-articles',
      'featured-videos',
      'statistics',
      'testimonials',
      'ask-expert-banner',
    ])
  })

  test('reads in full without JavaScript: every section is in the HTML, in place', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const positions = [
      'Growing Smarter, Farming Better!',
      'Your go-to hub for fun, easy, and expert farming tips straight from the field.',
      'Our Mission',
      'Expert Knowledge',
      'Featured Topics',
      'Crop Production',
      'Agricultural Innovation Partners',
      'Recent Articles',
      'Featured Videos',
      'Our Impact in Numbers',
      'What Farmers Say',
      'Have a Farming Question?',
      'Quick Links',
    ].map((text) => html.indexOf(text))
    for (const position of positions) expect(position).toBeGreaterThan(-1)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    // No section was moved out of place, to be revealed by script at the end of the stream
    // (entry.server.tsx's progressiveChunkSize, which lib/hydration/island.tsx relies on).
    for (const island of ['promo-video', 'featured-topics', 'recent-articles', 'featured-videos', 'testimonials']) {
      expect(html).toContain(`data-island="${island}"><!--$-->`)
    }
    expect(html).not.toContain('$RC(')
    expect(html).not.toMatch(/<template id="B:/)
    // Neither a guide's full text nor the video lists travel with the page.
    expect(html).not.toContain('Maize Video 1')
    expect(html).not.toContain('Guinea fowls')
  })

  test('has the statistics’ final values in the HTML, for screen readers and without script', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const value of ['10,000+', '500+', '200+', '50+']) expect(html).toContain(value)
    for (const label of ['Farmers Supported', 'Expert Articles', 'Video Tutorials', 'Agricultural Experts']) {
      expect(html).toContain(label)
    }
  })

  test('hydrates without a mismatch and passes axe once every section runs', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource'))
        problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto('/')
    for (const island of ['promo-video', 'featured-topics', 'companies', 'recent-articles']) await reach(page, island)
    for (const island of ['featured-videos', 'statistics', 'testimonials']) await reach(page, island)
    expect(problems).toEqual([])
    await expectNoAxeViolations(page)
  })

  test('sections not yet reached keep their HTML while the page is used', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto('/')
    const testimonials = page.locator('[data-island="testimonials"]')
    const section = await reach(page, 'featured-topics')
    await section.getByRole('button', { name: 'Learn more about Crop Production' }).click()
    await expect(page.getByRole('dialog', { name: 'Crop Production' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    // Still the server's HTML, not yet hydrated, and not emptied by the page's re-render.
    await expect(testimonials).not.toHaveAttribute('data-ready')
    await expect(testimonials).toContainText('John Mwangi')
    expect(errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([])
  })

  test('arriving from another page shows every section', async ({ page }) => {
    await page.goto('/about-us')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growing Smarter, Farming Better!')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8)
    await expect(page.getByRole('region', { name: 'Have a Farming Question?' })).toBeVisible()
  })

  test('coming back after leaving before the sections below loaded shows every section', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page.locator('[data-island="testimonials"]')).not.toHaveAttribute('data-ready')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles & Resources')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growing Smarter, Farming Better!')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8)
    await expect(page.getByRole('region', { name: 'Our Mission' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Have a Farming Question?' })).toBeVisible()
    await expect(page.locator('[data-island="testimonials"]')).toContainText('John Mwangi')
  })
})
