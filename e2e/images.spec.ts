import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 18: on each key page only the photo that is the largest paint is fetched eagerly and
// with high priority, its host is preconnected, every responsive photo says how wide it is
// drawn, and every photo below the first screen is lazy; in both languages. The photo hosts
// cannot be reached here: they answer with one of our own small photos, so no photo gives way to its
// stand-in while it is inspected.

const PHOTO_HOSTS = /^https:\/\/(images\.unsplash\.com|res\.cloudinary\.com|i\.ytimg\.com)\//
/** One of our own small photos stands in for every photo of those hosts. */
const STAND_IN = readFileSync(resolve('public/images/team/evans-mutegi-96.webp'))

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
const pages: { path: string; largest: RegExp | null; host: string | null }[] = [
  { path: '/', largest: /ea67fa29_ykt8q4\.jpg$/, host: 'https://res.cloudinary.com' },
  // A guide opens with its text; its own photo follows the summary and At a glance.
  { path: '/articles/soil-health', largest: null, host: 'https://images.unsplash.com' },
  { path: '/videos', largest: /^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/hqdefault\.jpg$/, host: 'https://i.ytimg.com' },
  { path: '/companies/pula-advisors', largest: /poula_ylmznu\.png$/, host: 'https://res.cloudinary.com' },
  // Our own photo: no other host to connect to.
  { path: '/about-us', largest: /^\/images\/backdrops\/about-hero-\d+\.webp$/, host: null },
]

test.describe('photos on the key pages @both', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(PHOTO_HOSTS, (route) => route.fulfill({ contentType: 'image/webp', body: STAND_IN }))
  })

  for (const language of ['en', 'sw'] as const) {
    for (const { path, largest, host } of pages) {
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

        const preconnects = await page
          .locator('link[rel="preconnect"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        if (host) expect(preconnects).toContain(host)
        else expect(preconnects.filter((href) => href && PHOTO_HOSTS.test(`${href}/`))).toEqual([])
      })
    }
  }

  test("the hero's other photos load only when the carousel is about to show them", async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (PHOTO_HOSTS.test(request.url())) requested.push(request.url())
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

test.describe('photos with the data saver (Save-Data: on)', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

  test("the page's largest paint is the narrowest copy, with no srcset", async ({ page }) => {
    await page.goto('/about-us')
    const hero = page.locator('img[fetchpriority="high"]')
    await expect(hero).toHaveAttribute('src', '/images/backdrops/about-hero-640.webp')
    await expect(hero).not.toHaveAttribute('srcset')
  })
})
