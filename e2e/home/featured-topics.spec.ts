import { expectNoAxeViolations } from '../axe'
import { expect, test } from '../fixtures'
import { CLOSE_WAYS, closeDialog, reach } from './sections'

// The nine featured topics and the article reader a card opens.

test.describe('featured topics and the article reader', () => {
  const TOPICS = [
    'Crop Production',
    'Animal Production',
    'Precision Agriculture',
    'Pest Control',
    'Smart Farming',
    'Drone Spraying',
    'Climate-Smart Agriculture',
    'Soil Health',
    'Rice Farming',
  ]

  test('shows nine cards; Watch videos is disabled for Drone Spraying and Rice Farming only', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(TOPICS)
    for (const topic of TOPICS) {
      const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: topic }) })
      await expect(card.getByRole('button', { name: 'Learn more' })).toBeEnabled()
      const watch = card.getByRole('button', { name: 'Watch videos' })
      if (topic === 'Drone Spraying' || topic === 'Rice Farming') await expect(watch).toBeDisabled()
      else await expect(watch).toBeEnabled()
      await expect(card.getByRole('link', { name: topic })).toHaveAttribute(
        'href',
        `/articles/${topic.toLowerCase().replace(/ /g, '-')}`,
      )
    }
  })

  test('Learn more opens the reader with the whole guide, and axe finds nothing in it', async ({ page }) => {
    // axe over a whole guide (thousands of nodes) is slow on a busy 2-core machine.
    test.setTimeout(90_000)
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    await section.getByRole('button', { name: 'Learn more about Soil Health' }).click()
    const reader = page.getByRole('dialog', { name: 'Soil Health' })
    await expect(reader).toBeVisible()
    await expect(reader.getByText('Comprehensive guide to modern agricultural practices')).toBeVisible()
    await expect(reader.getByText(/^Healthy soil feeds your crops/)).toBeVisible()
    await expect(reader.getByRole('heading', { level: 3 }).first()).toBeVisible()
    expect(await reader.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(3)
    // The header image, then two illustrations between sections.
    await expect(reader.locator('figure')).toHaveCount(2)
    // The figures at a glance, the review date and the way to report a mistake.
    await expect(reader.getByRole('heading', { level: 3, name: 'At a glance' })).toBeVisible()
    await expect(reader).toContainText(/Last reviewed \d{1,2} [A-Z][a-z]+ \d{4}/)
    await expect(reader.getByRole('link', { name: 'Report a mistake' })).toHaveAttribute(
      'href',
      '/contact?guide=soil-health#consultation',
    )
    await expect(reader.getByRole('heading', { name: 'Ready to Implement These Practices?' })).toBeVisible()
    await expect(reader.getByRole('link', { name: 'Explore More Articles' })).toHaveAttribute('href', '/articles')
    await expect(reader.getByRole('link', { name: 'Watch Related Videos' })).toHaveAttribute('href', '/videos')
    const box = await reader.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1)
    await expectNoAxeViolations(page)
  })

  // One page load for the three ways of closing (seconds each on CI); each way is a step that
  // opens the reader afresh, so a failure names the way that broke.
  test('the reader closes by its button, the overlay and Escape, returning focus to Learn more', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    const opener = section.getByRole('button', { name: 'Learn more about Crop Production' })
    const reader = page.getByRole('dialog', { name: 'Crop Production' })
    for (const way of CLOSE_WAYS) {
      await test.step(`closes by ${way}`, async () => {
        await opener.click()
        // The figures at a glance, the review date and the way to report a mistake.
        await expect(reader.getByRole('heading', { level: 3, name: 'At a glance' })).toBeVisible()
        await expect(reader).toContainText(/Last reviewed \d{1,2} [A-Z][a-z]+ \d{4}/)
        await expect(reader.getByRole('link', { name: 'Report a mistake' })).toHaveAttribute(
          'href',
          '/contact?guide=crop-production#consultation',
        )
        await expect(reader.getByRole('heading', { name: 'Ready to Implement These Practices?' })).toBeVisible()
        await closeDialog(page, reader, way, opener)
      })
    }
  })

  test('the reader’s call to action leads to the articles', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    await section.getByRole('button', { name: 'Learn more about Pest Control' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Explore More Articles' }).click()
    await expect(page).toHaveURL('/articles')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles & Resources')
  })

  test('when the reader’s code cannot load, a toast says so and the next press tries again', async ({ page }) => {
    await page.route('**/assets/guide-reader-dialog-*.js', (route) => route.abort())
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    const opener = section.getByRole('button', { name: 'Learn more about Soil Health' })
    await opener.click()
    await expect(page.getByText('This could not be opened. Check your connection and try again.')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.unroute('**/assets/guide-reader-dialog-*.js')
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Soil Health' })).toBeVisible()
  })

  test('a failed load says so and offers to try again', async ({ page }) => {
    let calls = 0
    await page.route('**/api/topic-guides/**', (route) => (++calls === 1 ? route.abort() : route.continue()))
    await page.goto('/')
    const section = await reach(page, 'featured-topics')
    await section.getByRole('button', { name: 'Learn more about Soil Health' }).click()
    const reader = page.getByRole('dialog', { name: 'Soil Health' })
    await expect(reader.getByRole('alert')).toHaveText(
      /We could not load this guide\. Check your connection and try again\./,
    )
    await reader.getByRole('button', { name: 'Try again' }).click()
    // The figures at a glance, the review date and the way to report a mistake.
    await expect(reader.getByRole('heading', { level: 3, name: 'At a glance' })).toBeVisible()
    await expect(reader).toContainText(/Last reviewed \d{1,2} [A-Z][a-z]+ \d{4}/)
    await expect(reader.getByRole('link', { name: 'Report a mistake' })).toHaveAttribute(
      'href',
      '/contact?guide=soil-health#consultation',
    )
    await expect(reader.getByRole('heading', { name: 'Ready to Implement These Practices?' })).toBeVisible()
  })
})
