import { expect, gotoWithClockPaused, test } from '../fixtures'

// The hero: its headline and two ways in, and the carousel of three slides with its controls and timing.

test.describe('hero', () => {
  test('shows the headline, the sub-text and the two ways in', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(hero).toContainText('Your go-to hub for fun, easy, and expert farming tips straight from the field.')
    await expect(hero.getByRole('link', { name: 'Browse Articles' })).toHaveAttribute('href', '/articles')
    await expect(hero.getByRole('link', { name: 'Ask an Expert', exact: true })).toHaveAttribute('href', '/ask-expert')
    await hero.getByRole('link', { name: 'Browse Articles' }).click()
    await expect(page).toHaveURL('/articles')
    await page.goBack()
    await page.getByRole('main').getByRole('link', { name: 'Ask an Expert', exact: true }).click()
    await expect(page).toHaveURL('/ask-expert')
  })

  test('is a carousel of 3 labelled slides, 75% of the viewport high, the first image not lazy', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = carousel.getByRole('group')
    await expect(slides).toHaveCount(3)
    for (const [index, label] of ['1 of 3', '2 of 3', '3 of 3'].entries()) {
      await expect(slides.nth(index)).toHaveAttribute('aria-label', label)
      await expect(slides.nth(index)).toHaveAttribute('aria-roledescription', 'slide')
    }
    const box = await page.locator('section', { has: carousel }).boundingBox()
    expect(box?.height).toBeCloseTo(800 * 0.75, 0)
    // The attributes as the server wrote them (the page's script may since have changed the img).
    const html = await (await page.request.get('/')).text()
    const firstImage = /<img[^>]*alt="Skyfield Aerotech field work with farmers in Kenya"[^>]*>/.exec(html)?.[0]
    expect(firstImage).toContain('loading="eager"')
    expect(firstImage).toContain('fetchPriority="high"')
    // The other slides' photos wait until the carousel is about to show them (e2e/images.spec.ts).
    expect(html).not.toContain('alt="The Skyfield Aerotech team on a farm in Kenya"')
  })

  test('previous and next buttons and the arrow keys scroll, looping, never disabled', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    const slideX = (label: string) => async () => (await carousel.getByRole('group', { name: label }).boundingBox())?.x
    const previous = carousel.getByRole('button', { name: 'Previous slide' })
    const next = carousel.getByRole('button', { name: 'Next slide' })
    await expect(previous).toBeEnabled()
    await expect(next).toBeEnabled()

    await next.click()
    await expect.poll(slideX('2 of 3')).toBeCloseTo(0, -1)
    await previous.click()
    await expect.poll(slideX('1 of 3')).toBeCloseTo(0, -1)
    // Looping: before the first comes the last.
    await previous.click()
    await expect.poll(slideX('3 of 3')).toBeCloseTo(0, -1)
    await expect(previous).toBeEnabled()

    await next.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(slideX('1 of 3')).toBeCloseTo(0, -1)
    await page.keyboard.press('ArrowRight')
    await expect.poll(slideX('2 of 3')).toBeCloseTo(0, -1)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(slideX('1 of 3')).toBeCloseTo(0, -1)
  })

  test('advances every 8 seconds until paused, and plays again on request', async ({ page }) => {
    const engineRequests: string[] = []
    page.on(
      'request',
      (request) => request.url().includes('hero-carousel-engine') && engineRequests.push(request.url()),
    )
    // Time stands still until the test moves it, so the 8 seconds can be counted.
    await page.clock.install({ time: new Date('2025-04-08T08:00:00') })
    await page.clock.pauseAt(new Date('2025-04-08T08:00:01'))
    await gotoWithClockPaused(page, '/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    const slideX = (label: string) => async () => (await carousel.getByRole('group', { name: label }).boundingBox())?.x
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' })
    await expect(pause).toBeVisible()
    // The first slide's 8 seconds need no engine: it comes 3 seconds before they end, with the
    // next slide's photo.
    await page.clock.runFor(4_500)
    expect(engineRequests).toEqual([])
    await expect(carousel.getByRole('group', { name: '2 of 3' }).locator('img')).toHaveCount(0)
    await page.clock.runFor(1_000)
    await expect.poll(() => engineRequests.length).toBe(1)
    await expect(carousel.getByRole('group', { name: '2 of 3' }).locator('img')).toHaveCount(1)
    // Embla places the slides once it has started.
    await expect(carousel.locator('div[aria-live]')).toHaveAttribute('style', /translate3d/)
    await page.clock.runFor(2_000)
    await expect.poll(slideX('1 of 3')).toBeCloseTo(0, -1)
    // Past 8 s, plus time for the slide to glide in.
    await page.clock.runFor(3_000)
    await expect.poll(slideX('2 of 3')).toBeCloseTo(0, -1)
    // Hovering does not stop it.
    await carousel.hover({ position: { x: 1100, y: 60 } })
    await page.clock.runFor(8_000)
    await expect.poll(slideX('3 of 3')).toBeCloseTo(0, -1)

    await pause.click()
    const play = carousel.getByRole('button', { name: 'Play slideshow' })
    await expect(play).toBeVisible()
    await page.clock.runFor(20_000)
    await expect.poll(slideX('3 of 3')).toBeCloseTo(0, -1)
    await play.click()
    await page.clock.runFor(11_000)
    await expect.poll(slideX('1 of 3')).toBeCloseTo(0, -1)
  })

  test('a pause before the first move holds', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-04-08T08:00:00') })
    await page.clock.pauseAt(new Date('2025-04-08T08:00:01'))
    await gotoWithClockPaused(page, '/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    await page.clock.runFor(2_000)
    // The press touches the carousel, which fetches the engine: it must not start it.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(carousel.locator('div[aria-live]')).toHaveAttribute('style', /translate3d/)
    await page.clock.runFor(20_000)
    expect((await carousel.getByRole('group', { name: '1 of 3' }).boundingBox())?.x).toBeCloseTo(0, -1)
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('does not move by itself for someone who asked for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install({ time: new Date('2025-04-08T08:00:00') })
    await page.clock.pauseAt(new Date('2025-04-08T08:00:01'))
    await gotoWithClockPaused(page, '/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(20_000)
    const first = await carousel.getByRole('group', { name: '1 of 3' }).boundingBox()
    expect(first?.x).toBeCloseTo(0, -1)
  })

  test('loads its slide engine only when asked, and keeps a press made before it arrives', async ({ page }) => {
    // With less motion asked for nothing plays, so the engine (embla) waits for the farmer.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const engineRequests: string[] = []
    page.on(
      'request',
      (request) => request.url().includes('hero-carousel-engine') && engineRequests.push(request.url()),
    )
    // Hold the engine's script back, so the press lands before it can act.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/hero-carousel-engine-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    expect(engineRequests).toEqual([])

    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => engineRequests.length).toBe(1)
    expect((await carousel.getByRole('group', { name: '1 of 3' }).boundingBox())?.x).toBeCloseTo(0, -1)
    release()
    await expect
      .poll(async () => (await carousel.getByRole('group', { name: '2 of 3' }).boundingBox())?.x)
      .toBeCloseTo(0, -1)
  })

  test('falls back to the stock photo when a slide fails, then to a drawn one, logging it and telling the farmer nothing', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    // The first slide's photo fails as our server answers when its host is down (502). The stock
    // photo's host really is down (tests/fake-photos.mjs FAILING_PHOTO): the server answers 502 too.
    await page.route(/\/photos\/res\.cloudinary\.com\/.*ea67fa29_ykt8q4\.jpg$/, (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'The photo could not be fetched just now.' }),
    )
    const stock: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/photos/images.unsplash.com/photo-1493962853295-0fd70327578a')) {
        stock.push(response.status())
      }
    })
    await page.goto('/')
    await expect.poll(() => warnings.some((text) => text.startsWith('Hero image failed to load:'))).toBe(true)
    // The stock photo was tried next, and failed too: it is logged as well.
    await expect
      .poll(() => warnings.some((text) => text.includes('images.unsplash.com/photo-1493962853295-0fd70327578a')))
      .toBe(true)
    expect(stock).toEqual([502])
    // The slide shows its drawn stand-in, no broken image.
    const slide = page.getByRole('region', { name: 'Photos from the field' }).getByRole('group', { name: '1 of 3' })
    await expect(slide.locator('img')).toHaveCount(0)
    await expect(slide.locator('div[aria-hidden="true"].bg-gradient-to-br')).toBeVisible()
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(hero.getByRole('alert')).toHaveCount(0)
    await expect(hero).not.toContainText(/failed|error/i)
  })
})
