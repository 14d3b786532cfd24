import { expectNoAxeViolations } from '../axe'
import { expect, gotoWithClockPaused, test } from '../fixtures'
import { reach } from './sections'

// The statistics, the testimonials and the banner to Ask an Expert.

test.describe('statistics, testimonials and the banner', () => {
  test('the statistics count up when seen and end on their values', async ({ page }) => {
    // Time moves only when the test moves it: the count's 3 seconds are the page's, not the
    // machine's, so a busy CI machine cannot make the count look slow (count-up.test.ts times it).
    await page.clock.install({ time: new Date('2025-04-08T08:00:00') })
    await page.clock.pauseAt(new Date('2025-04-08T08:00:01'))
    await gotoWithClockPaused(page, '/')
    const band = await reach(page, 'statistics')
    const farmers = band.getByRole('definition').first()
    const drawn = farmers.locator('[aria-hidden="true"]')
    // Seen, the band starts from 0 and counts: a step at a time, not straight to the end.
    await expect
      .poll(async () => {
        await page.clock.runFor(50)
        return drawn.textContent()
      })
      .not.toBe('0+')
    await expect(drawn).not.toHaveText('10,000+')
    await page.clock.runFor(3_000)
    await expect(drawn).toHaveText('10,000+')
    // Screen readers are given the final value throughout.
    await expect(farmers.locator('.sr-only')).toHaveText('10,000+')
  })

  test('the statistics show their values at once with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install({ time: new Date('2025-04-08T08:00:00') })
    await page.clock.pauseAt(new Date('2025-04-08T08:00:01'))
    await gotoWithClockPaused(page, '/')
    const band = await reach(page, 'statistics')
    const drawn = band.getByRole('definition').locator('[aria-hidden="true"]')
    await expect(drawn).toHaveText(['10,000+', '500+', '200+', '50+'])
    // And they stay there: a count would have reset them to 0 and climbed again by now.
    await page.clock.runFor(4_000)
    await expect(drawn).toHaveText(['10,000+', '500+', '200+', '50+'])
  })

  test('testimonials loop two at a time, with star ratings and initials for missing photos', async ({ page }) => {
    // John Mwangi's photo cannot be had (our server's answer when its host fails); the others come.
    await page.route(/\/photos\/images\.unsplash\.com\/photo-1507003211169-0a1dd7228f2d\?/, (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'The photo could not be fetched just now.' }),
    )
    await page.goto('/')
    const section = await reach(page, 'testimonials')
    const carousel = section.getByRole('region', { name: 'Farmer testimonials' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = carousel.getByRole('group')
    await expect(slides).toHaveCount(4)
    await expect(carousel.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible()
    await expect(carousel.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1)
    await expect(slides.first()).toContainText('JM')
    await expect(slides.first()).toContainText('John Mwangi')
    await expect(slides.nth(1).locator('img[src^="/photos/images.unsplash.com/"]')).toHaveJSProperty('complete', true)
    await expect(slides.nth(1)).not.toContainText('FW')

    const viewport = (await carousel.boundingBox())!
    const visible = async () => {
      const boxes = await Promise.all((await slides.all()).map((slide) => slide.boundingBox()))
      return boxes.filter(
        (box) => box && box.x >= viewport.x - 30 && box.x + box.width <= viewport.x + viewport.width + 30,
      ).length
    }
    expect(await visible()).toBe(2)
    const slideX = (label: string) => async () => (await carousel.getByRole('group', { name: label }).boundingBox())?.x
    const startX = await slideX('1 of 4')()
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(slideX('4 of 4')).toBeCloseTo(startX!, -1)
    await carousel.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(slideX('1 of 4')).toBeCloseTo(startX!, -1)
    await page.keyboard.press('ArrowRight')
    await expect.poll(slideX('2 of 4')).toBeCloseTo(startX!, -1)
  })

  test('testimonials show one at a time on a phone @mobile', async ({ page }) => {
    await page.goto('/')
    const section = await reach(page, 'testimonials')
    const slide = section.getByRole('group', { name: '1 of 4' })
    const width = (await slide.boundingBox())!.width
    expect(width).toBeGreaterThan(300)
  })

  test('the banner leads to Ask an Expert and the FAQs', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Have a Farming Question?' })
    await expect(banner.getByRole('link', { name: 'Ask an Expert Now' })).toHaveAttribute('href', '/ask-expert')
    await expect(banner.getByRole('link', { name: 'Browse FAQs' })).toHaveAttribute('href', '/articles')
    await banner.getByRole('link', { name: 'Ask an Expert Now' }).click()
    await expect(page).toHaveURL('/ask-expert')
    await page.goBack()
    await banner.getByRole('link', { name: 'Browse FAQs' }).click()
    await expect(page).toHaveURL('/articles')
  })

  test('the hero fits a phone, and the page passes axe there @mobile', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    const box = (await hero.boundingBox())!
    expect(box.height).toBeCloseTo(812 * 0.75, 0)
    await expect(hero.getByRole('link', { name: 'Ask an Expert' })).toBeInViewport()
    await expectNoAxeViolations(page)
  })
})
