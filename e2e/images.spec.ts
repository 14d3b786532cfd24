import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

// On each key page only the photo that is the largest paint is fetched eagerly and
// with high priority, every responsive photo says how wide it is drawn, and every photo below
// the first screen is lazy; in both languages. Every photo comes from our own origin (/photos/…,
// decision 13): the server fetches it from the photo host, here tests/fake-photos.mjs, which
// answers with a real small photo; the browser never connects to a photo host.

/** The photo hosts of the content: a page must never ask them for a photo itself (a video is no photo). */
const PHOTO_HOSTS = /^https?:\/\/(images\.unsplash\.com|res\.cloudinary\.com|i\.ytimg\.com|img\.youtube\.com)\//
const isFromPhotoHost = (url: string) => PHOTO_HOSTS.test(url) && !url.includes('/video/upload/')
const isOurPhoto = (url: string) => new URL(url).pathname.startsWith('/photos/')

interface Photo {
  src: string
  loading: string | null
  fetchPriority: string | null
  hasSrcset: boolean
  hasSizes: boolean
  /** Whether its top is below the first screen. */
  isBelowFold: boolean
}

async function photosOf(page: Page): Promise<Photo[]> {
  return page.locator('img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src') ?? '',
      loading: image.getAttribute('loading'),
      fetchPriority: image.getAttribute('fetchpriority'),
      hasSrcset: image.hasAttribute('srcset'),
      hasSizes: image.hasAttribute('sizes'),
      isBelowFold: image.getBoundingClientRect().top >= window.innerHeight,
    })),
  )
}

/** `largest: null`: the page's largest paint is its text, and no photo is fetched ahead of it. */
const pages: { path: string; largest: RegExp | null }[] = [
  {
    path: '/',
    largest: /^\/photos\/res\.cloudinary\.com\/dalbjrgto\/image\/upload\/c_limit,w_1600,.+_ea67fa29_ykt8q4\.jpg$/,
  },
  // A guide opens with its text; its own photo follows the summary and At a glance.
  { path: '/articles/soil-health', largest: null },
  { path: '/videos', largest: /^\/photos\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/ },
  { path: '/companies/pula-advisors', largest: /^\/photos\/res\.cloudinary\.com\/.+\/poula_ylmznu\.png$/ },
  // Our own photo, from public/images.
  { path: '/about-us', largest: /^\/images\/backdrops\/about-hero-\d+\.webp$/ },
]

test.describe('photos on the key pages @both', () => {
  for (const language of ['en', 'sw'] as const) {
    for (const { path, largest } of pages) {
      const url = language === 'sw' ? (path === '/' ? '/sw' : `/sw${path}`) : path
      test(`${url}: only the largest paint is eager and high priority, the rest below the fold lazy`, async ({
        page,
      }) => {
        await page.goto(url)
        const photos = await photosOf(page)
        const urgent = photos.filter((photo) => photo.fetchPriority === 'high')
        if (largest) {
          expect(urgent.map((photo) => photo.src)).toHaveLength(1)
          expect(urgent[0]!.src).toMatch(largest)
          expect(urgent[0]!.loading).toBe('eager')
          expect(urgent[0]!.hasSrcset && urgent[0]!.hasSizes).toBe(true)
        } else {
          expect(urgent.map((photo) => photo.src)).toEqual([])
          expect(photos.filter((photo) => !photo.isBelowFold).map((photo) => photo.src)).toEqual([])
          expect(photos.filter((photo) => photo.loading !== 'lazy').map((photo) => photo.src)).toEqual([])
        }

        const belowFold = photos.filter((photo) => photo.isBelowFold)
        expect(belowFold.length).toBeGreaterThan(0)
        expect(belowFold.filter((photo) => photo.loading !== 'lazy').map((photo) => photo.src)).toEqual([])
        // Whoever gives a srcset says how wide the photo is drawn: without sizes the browser assumes the whole screen.
        expect(photos.filter((photo) => photo.hasSrcset && !photo.hasSizes).map((photo) => photo.src)).toEqual([])
        // Every photo is on our origin: nothing to connect to ahead of it.
        expect(photos.filter((photo) => /^https?:/.test(photo.src)).map((photo) => photo.src)).toEqual([])
        await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0)
      })
    }
  }

  for (const path of ['/', '/videos', '/companies/pula-advisors', '/articles/soil-health', '/companies']) {
    test(`${path}: every photo comes from our origin, whole, and none from a photo host`, async ({ page }) => {
      const fromHosts: string[] = []
      const pending = new Set<Request>()
      const answers: { url: string; status: number; type: string }[] = []
      page.on('request', (request) => {
        if (isFromPhotoHost(request.url())) fromHosts.push(request.url())
        if (isOurPhoto(request.url())) pending.add(request)
      })
      page.on('requestfailed', (request) => {
        if (!pending.delete(request)) return
        // The page let go of it, which is no answer: the featured videos' new draw gives their
        // images other addresses once the section is live, and their first photos may be on the way.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return
        answers.push({ url: request.url(), status: 0, type: request.failure()?.errorText ?? '' })
      })
      page.on('requestfinished', async (request) => {
        if (!pending.has(request)) return
        const response = await request.response()
        answers.push({
          url: request.url(),
          status: response?.status() ?? 0,
          type: response?.headers()['content-type'] ?? '',
        })
        pending.delete(request)
      })
      await page.goto(path)
      // Through the whole page, so that every lazy photo is asked for, then until each has come. A
      // step waits two frames, or 100 ms where the browser holds its frames back (a busy machine's
      // headless shell once held them for a minute).
      await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo(0, top)
          await Promise.race([
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            new Promise((resolve) => setTimeout(resolve, 100)),
          ])
        }
      })
      await expect.poll(() => answers.length).toBeGreaterThan(0)
      await expect.poll(() => pending.size).toBe(0)
      expect(answers.filter((answer) => answer.status !== 200 || !answer.type.startsWith('image/'))).toEqual([])
      // Drawn: each photo that came decoded (a broken one has no natural width).
      const broken = await page
        .locator('img[src^="/photos/"]')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.complete && image.naturalWidth === 0)
            .map((image) => image.currentSrc),
        )
      expect(broken).toEqual([])
      expect(fromHosts).toEqual([])
    })
  }

  test("the hero's other photos load only when the carousel is about to show them", async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (isOurPhoto(request.url())) requested.push(request.url())
    })
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Photos from the field' })
    // The first screen fetched the first photo and at most the next one (autoplay shows it in 8 s).
    await expect(carousel.getByRole('group', { name: '1 of 3' }).locator('img')).toHaveCount(1)
    expect(requested.filter((url) => url.includes('e9734a57'))).toEqual([])
    await expect(carousel.getByRole('group', { name: '3 of 3' }).locator('img')).toHaveCount(0)

    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(carousel.getByRole('group', { name: '2 of 3' }).getByRole('img')).toHaveAttribute(
      'alt',
      'The Skyfield Aerotech team on a farm in Kenya',
    )
    // Its neighbour is fetched ahead, before it is shown.
    await expect(carousel.getByRole('group', { name: '3 of 3' }).locator('img')).toHaveCount(1)
  })
})

test.describe('the photo route', () => {
  test('serves only the photos the pages show, and says so plainly when the host fails', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const heroTag = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? ''
    const hero = /\ssrc="([^"]+)"/.exec(heroTag)?.[1] ?? ''
    expect(hero).toMatch(/^\/photos\//)
    const photo = await request.get(hero.replaceAll('&amp;', '&'), { headers: { Accept: 'image/webp,*/*' } })
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toBe('image/webp')
    expect(photo.headers()['vary']).toBe('Accept')
    expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    // Another address, even on a photo host, is no photo of ours.
    for (const other of ['/photos/images.unsplash.com/photo-1?w=640', '/photos/example.com/a.jpg']) {
      expect((await request.get(other)).status(), other).toBe(404)
    }
    // The hero's stock photo: its host (the fake) fails, so the server says 502, with no detail.
    const stock = await request.get(
      '/photos/images.unsplash.com/photo-1493962853295-0fd70327578a?ixlib=rb-4.0.3&auto=format&fit=crop&w=1600&q=75',
    )
    expect(stock.status()).toBe(502)
    expect(stock.headers()['cache-control']).toBe('no-store')
    expect(await stock.text()).not.toMatch(/host is down|Error|at /)
  })
})

test.describe('photos with the data saver (Save-Data: on)', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  test("the page's largest paint is the narrowest copy, with no srcset", async ({ page }) => {
    await page.goto('/about-us')
    const hero = page.locator('img[fetchpriority="high"]')
    await expect(hero).toHaveAttribute('src', '/images/backdrops/about-hero-640.webp')
    await expect(hero).not.toHaveAttribute('srcset')
    // Chromium takes AVIF: the narrowest AVIF copy is what it fetches.
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/images\/backdrops\/about-hero-640\.avif$/)
  })
})

test("/about-us: a browser that takes AVIF gets our own backdrops as AVIF, half the WebP's bytes", async ({ page }) => {
  const fetched: string[] = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/images/backdrops/')) fetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/about-us')
  const hero = page.locator('img[fetchpriority="high"]')
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/images\/backdrops\/about-hero-\d+\.avif$/,
  )
  // The lazy band lower down too, once it is near the screen; never a WebP as well.
  await page.locator('img:not([fetchpriority])[sizes="100vw"]').scrollIntoViewIfNeeded()
  await expect
    .poll(() => fetched.filter((path) => path.includes('about-ecosystem')))
    .toEqual([expect.stringMatching(/about-ecosystem-\d+\.avif$/)])
  expect(fetched.filter((path) => path.endsWith('.webp'))).toEqual([])
})
