import { expect, test } from '../fixtures'
import { reach } from './sections'

// Our Mission and the promotional video, which waits for a tap on a costly connection.

test.describe('mission and promotional video', () => {
  test('shows Our Mission with its four value cards', async ({ page }) => {
    await page.goto('/')
    const mission = page.getByRole('region', { name: 'Our Mission' })
    await expect(mission.getByRole('heading', { level: 3 })).toHaveText([
      'Expert Knowledge',
      'Sustainable Practices',
      'Community Support',
      'Quality Resources',
    ])
  })

  test('Our Mission keeps the server’s HTML: its script loads only when the browser draws it', async ({ page }) => {
    const missionScripts: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/mission-section-[\w-]+\.js$/.test(request.url())) missionScripts.push(request.url())
    })
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await reach(page, 'promo-video')
    await expect(page.getByRole('region', { name: 'Our Mission' }).getByRole('heading', { level: 3 })).toHaveCount(4)
    expect(missionScripts).toEqual([])

    // Reached by a client-side navigation there is no HTML to keep: it loads, and shows.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/about-us')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Growing Smarter, Farming Better!')
    await expect(page.getByRole('region', { name: 'Our Mission' }).getByRole('heading', { level: 3 })).toHaveText([
      'Expert Knowledge',
      'Sustainable Practices',
      'Community Support',
      'Quality Resources',
    ])
    expect(missionScripts).toHaveLength(1)
  })

  test('plays the promotional video full width, looping, muted, inline, once it is in view', async ({ page }) => {
    await page.goto('/')
    expect(await page.locator('video').count()).toBe(0)
    const promo = await reach(page, 'promo-video')
    const video = promo.locator('video')
    await expect(video).toHaveCount(1)
    await expect(video).toHaveAttribute('loop', '')
    await expect(video).toHaveAttribute('playsinline', '')
    await expect(video).toHaveAttribute('autoplay', '')
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    await expect(video).toContainText('Your browser does not support the video tag.')
    const width = (await promo.boundingBox())?.width
    expect(width).toBe(page.viewportSize()?.width)
  })

  test('waits for a tap with Save-Data on, then loads the video', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    )
    await page.goto('/')
    const promo = await reach(page, 'promo-video')
    await page.waitForTimeout(300)
    await expect(promo.locator('video')).toHaveCount(0)
    await promo.getByRole('button', { name: 'Play the video' }).click()
    await expect(promo.locator('video')).toHaveCount(1)
  })

  test('waits for a tap on a 3G connection', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '3g' } }),
    )
    await page.goto('/')
    const promo = await reach(page, 'promo-video')
    await expect(promo.getByRole('button', { name: 'Play the video' })).toBeVisible()
    await expect(promo.locator('video')).toHaveCount(0)
  })
})
