import { expectNoAxeViolations } from '../axe'
import { expect, test } from '../fixtures'
import { CLOSE_WAYS, closeDialog, reach } from './sections'

// The ways on from the home page: companies, the newest articles and the featured videos.

test.describe('companies, articles and videos', () => {
  test('Browse Companies leads to /companies', async ({ page }) => {
    await page.goto('/')
    const band = await reach(page, 'companies')
    await band.getByRole('link', { name: 'Browse Companies' }).click()
    await expect(page).toHaveURL('/companies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agricultural Innovation Partners')
  })

  test('Recent Articles shows the 4 newest, each opening its source in a new tab, and View all articles', async ({
    page,
  }) => {
    await page.goto('/')
    const section = await reach(page, 'recent-articles')
    const articles = section.getByRole('article')
    await expect(articles).toHaveCount(4)
    await expect(articles.first()).toContainText('April 8, 2025')
    for (const link of await articles.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
    await section.getByRole('link', { name: 'View all articles' }).click()
    await expect(page).toHaveURL('/articles')
  })

  test('Featured Videos shows 4 different videos of the 7, and View all videos', async ({ page }) => {
    const pool = [
      'Modern Drone Spraying Techniques',
      'Precision Agriculture Technology',
      'Advanced Maize Production Techniques',
      'Modern Dairy Cattle Management',
      'Poultry Production: Layer Management',
      'Big Data Revolution in Agriculture',
      'Introduction to Vertical Hydroponics',
    ]
    await page.goto('/')
    const section = await reach(page, 'featured-videos')
    const titles = await section.getByRole('heading', { level: 3 }).allTextContents()
    expect(titles).toHaveLength(4)
    expect(new Set(titles).size).toBe(4)
    for (const title of titles) expect(pool).toContain(title)
    await section.getByRole('link', { name: 'View all videos' }).click()
    await expect(page).toHaveURL('/videos')
  })

  // One page load for the three ways, each a step of its own (see the reader's).
  test('a featured video plays in the modal player, which closes by its button, the overlay and Escape', async ({
    page,
  }) => {
    await page.goto('/')
    const section = await reach(page, 'featured-videos')
    const watch = section.getByRole('button', { name: /^Watch / }).first()
    const title = (await watch.getAttribute('aria-label'))!.replace(/^Watch /, '')
    const player = page.getByRole('dialog', { name: title })
    for (const way of CLOSE_WAYS) {
      await test.step(`plays, and closes by ${way}`, async () => {
        await watch.click()
        await expect(player.locator('iframe')).toHaveAttribute('src', /\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/)
        if (way === 'button') await expectNoAxeViolations(page)
        await closeDialog(page, player, way, watch)
      })
    }
  })
})
