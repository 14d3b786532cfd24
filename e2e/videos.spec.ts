import { axe, expectNoAxeViolations } from './axe'
import type { Page } from '@playwright/test'
import { videos } from '../app/content/videos'
import { expect, test } from './fixtures'
import { h1Of } from './helpers'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const categoryFilter = (page: Page) => page.getByRole('combobox', { name: 'Category' })

function expectAutoplayEmbed(src: string | null, youtubeId: string) {
  const url = new URL(src ?? '')
  expect(url.pathname).toBe(`/embed/${youtubeId}`)
  expect(url.searchParams.get('autoplay')).toBe('1')
}

test.describe('/videos', () => {
  test('the category filter, the count and Load More, reset by a new filter', async ({ page }) => {
    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Tutorials')
    await expect(categoryFilter(page).getByRole('option')).toHaveText([
      'All Categories',
      'Precision Agriculture',
      'Crop Production',
      'Animal Production',
      'Pest Control',
      'Smart Farming',
      'Drone Spraying',
      'Climate-Smart Agriculture',
      'Soil Health',
      'Rice Farming',
      'Big Data in Farming',
      'Satellite in Agriculture',
      'Vertical Hydroponics',
      'Renewable Energy',
      'Genetic Engineering',
      'AgroFinTech',
    ])
    await expect(cards(page)).toHaveCount(12)
    await expect(page.getByText('Showing 12 of 36 videos')).toBeVisible()

    const loadMore = page.getByRole('link', { name: 'Load More Videos' })
    await loadMore.click()
    await expect(page).toHaveURL('/videos?show=18')
    await expect(cards(page)).toHaveCount(18)
    await expect(cards(page).nth(12).getByRole('link')).toBeFocused()
    for (const count of [24, 30, 36]) {
      await loadMore.click()
      await expect(cards(page)).toHaveCount(count)
    }
    await expect(loadMore).toHaveCount(0)

    await categoryFilter(page).selectOption({ label: 'Crop Production' })
    await expect(page).toHaveURL('/videos?category=crop-production')
    const crops = videos.filter((video) => video.category === 'Crop Production')
    await expect(cards(page)).toHaveCount(crops.length)
    await expect(cards(page).getByRole('heading')).toHaveText(crops.map((video) => video.title))

    await categoryFilter(page).selectOption({ label: 'All Categories' })
    await expect(page).toHaveURL('/videos')
    await expect(cards(page)).toHaveCount(12)
    await expect(loadMore).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL('/videos?category=crop-production')
    await expect(categoryFilter(page)).toHaveValue('crop-production')
  })

  test('Drone Spraying and Rice Farming have no videos yet and say so', async ({ page }) => {
    await page.goto('/videos')
    for (const [label, slug] of [
      ['Drone Spraying', 'drone-spraying'],
      ['Rice Farming', 'rice-farming'],
    ] as const) {
      await categoryFilter(page).selectOption({ label })
      await expect(page).toHaveURL(`/videos?category=${slug}`)
      await expect(page.getByText('No videos found for this category')).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
    }
    await expectNoAxeViolations(page)
  })

  test('an unknown category or count in a link falls back to the defaults', async ({ page }) => {
    const response = await page.goto('/videos?category=maize&show=-4')
    expect(response?.status()).toBe(200)
    await expect(cards(page)).toHaveCount(12)
    await expect(categoryFilter(page)).toHaveValue('')
  })

  test('Watch opens the modal player at /embed/{id} with autoplay; it closes with its button and Escape', async ({
    page,
  }) => {
    const [first] = videos
    if (!first) throw new Error('no videos')
    await page.goto('/videos')
    const card = cards(page).first()
    await expect(card.getByText(first.duration)).toBeVisible()
    await expect(card.getByText(first.author)).toBeVisible()
    await expect(card.getByText(first.category)).toBeVisible()
    await expect(card.getByRole('link', { name: first.title })).toHaveAttribute('href', `/videos/${first.slug}`)

    const watch = card.getByRole('button', { name: `Watch ${first.title}` })
    await watch.click()
    const dialog = page.getByRole('dialog', { name: first.title })
    await expect(dialog).toBeVisible()
    expectAutoplayEmbed(await dialog.locator('iframe').getAttribute('src'), first.youtubeId)
    // The player itself cannot load here (YouTube is blocked); its error page is not ours to check.
    const results = await axe(page).include('[role="dialog"]').exclude('[role="dialog"] iframe').analyze()
    expect(results.violations).toEqual([])

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()
    await expect(page.locator('iframe')).toHaveCount(0)

    await watch.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/videos')
    await expectNoAxeViolations(page)
  })

  test('@mobile filters and plays on a phone', async ({ page }) => {
    await page.goto('/videos')
    await categoryFilter(page).selectOption({ label: 'Soil Health' })
    await expect(cards(page)).toHaveCount(videos.filter((video) => video.category === 'Soil Health').length)
    await cards(page)
      .first()
      .getByRole('button', { name: /^Watch / })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expectNoAxeViolations(page)
  })
})

test.describe('/videos without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the category filter and Load More still work as a plain form and link', async ({ page }) => {
    await page.goto('/videos', { waitUntil: 'commit' })
    await page.waitForLoadState('domcontentloaded')
    await page.getByRole('link', { name: 'Load More Videos' }).click()
    await expect(page).toHaveURL('/videos?show=18')
    await expect(cards(page)).toHaveCount(18)
    await categoryFilter(page).selectOption({ label: 'Drone Spraying' })
    await page.getByRole('button', { name: 'Show videos' }).click()
    await expect(page).toHaveURL('/videos?category=drone-spraying')
    await expect(page.getByText('No videos found for this category')).toBeVisible()
  })
})

test.describe('video pages', () => {
  test('every video answers 200 with its title as the h1; unknown slugs 404', async ({ request }) => {
    for (const video of videos) {
      const response = await request.get(`/videos/${video.slug}`)
      expect(response.status(), video.slug).toBe(200)
      expect(h1Of(await response.text())).toBe(video.title)
    }
    for (const slug of ['no-such-video', 'Modern-Drone-Spraying-Techniques']) {
      expect((await request.get(`/videos/${slug}`)).status()).toBe(404)
    }
  })

  test('a video page shows the video, loads the player only when played, and relates its category', async ({
    page,
  }) => {
    const video = videos.find((entry) => entry.slug === 'modern-drone-spraying-techniques')
    if (!video) throw new Error('no such video')
    const youtube: string[] = []
    page.on('request', (request) => {
      if (/youtube(-nocookie)?\.com/.test(request.url())) youtube.push(request.url())
    })
    await page.goto(`/videos/${video.slug}`)
    await expect(page).toHaveTitle(`${video.title} | Tujue Ukulima`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title)
    await expect(page.getByText(video.description)).toBeVisible()
    const details = page.getByRole('region', { name: 'About this video' })
    await expect(details.getByRole('link', { name: video.category })).toHaveAttribute(
      'href',
      '/videos?category=precision-agriculture',
    )
    await expect(details.getByText(video.duration)).toBeVisible()
    await expect(details.getByText(video.author)).toBeVisible()

    await expect(page.locator('iframe')).toHaveCount(0)
    expect(youtube).toEqual([])
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: `Play ${video.title}` }).click()
    const player = page.locator(`iframe[title="${video.title}"]`)
    await expect(player).toBeVisible()
    expectAutoplayEmbed(await player.getAttribute('src'), video.youtubeId)
    await expect(player).toBeFocused()

    const related = page.getByRole('region', { name: `More ${video.category} videos` }).getByRole('article')
    const sameCategory = videos.filter((entry) => entry.category === video.category && entry.slug !== video.slug)
    await expect(related.getByRole('heading')).toHaveText(sameCategory.map((entry) => entry.title))
  })

  test('a video page has share links and VideoObject JSON-LD', async ({ page }) => {
    const video = videos.find((entry) => entry.slug === 'modern-drone-spraying-techniques')
    if (!video) throw new Error('no such video')
    await page.goto(`/videos/${video.slug}`)
    const href = (await page.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href')) ?? ''
    expect(new URL(href).searchParams.get('text')).toMatch(
      new RegExp(`^${video.title} https?://\\S+/videos/${video.slug}$`),
    )
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '')
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.title,
      description: video.description,
      thumbnailUrl: [video.thumbnail],
      duration: 'PT5M31S',
    })
    expect(new URL(jsonLd.embedUrl).pathname).toBe(`/embed/${video.youtubeId}`)
  })

  test('a related video plays in the modal player', async ({ page }) => {
    await page.goto('/videos/modern-drone-spraying-techniques')
    const related = page.getByRole('region', { name: 'More Precision Agriculture videos' })
    await related
      .getByRole('button', { name: /^Watch / })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
