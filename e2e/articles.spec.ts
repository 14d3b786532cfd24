import { axe, expectNoAxeViolations } from './axe'
import type { Page } from '@playwright/test'
import { articles } from '../app/content/articles'
import { topicGuides } from '../app/content/topics'
import { expect, test } from './fixtures'
import { h1Of } from './helpers'

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const topicFilter = (page: Page) => page.getByRole('combobox', { name: 'Topic' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles and guides' })

/** A card's heading: the article's title, then a hidden "(opens in a new tab)". */
const titled = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

test.describe('/articles', () => {
  test('the topic filter, the count and Load More, reset by a new filter', async ({ page }) => {
    await page.goto('/articles')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles & Resources')
    await expect(topicFilter(page).getByRole('option')).toHaveText([
      'All Topics',
      'Pest Control',
      'Smart Farming',
      'Drone Spraying',
      'Climate-Smart Agriculture',
      'Soil Health',
      'Rice Farming',
    ])
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByText('Showing 6 of 9 articles')).toBeVisible()

    await page.getByRole('link', { name: 'Load More Articles' }).click()
    await expect(page).toHaveURL('/articles?show=9')
    await expect(cards(page)).toHaveCount(9)
    await expect(page.getByRole('link', { name: 'Load More Articles' })).toHaveCount(0)
    // Keyboard users carry on at the first new card.
    await expect(cards(page).nth(6).getByRole('link')).toBeFocused()

    await topicFilter(page).selectOption({ label: 'Soil Health' })
    await expect(page).toHaveURL('/articles?topic=soil-health')
    const soilHealth = articles.filter((article) => article.category === 'Soil Health')
    await expect(cards(page)).toHaveCount(soilHealth.length)
    await expect(cards(page).getByRole('heading')).toHaveText(soilHealth.map((article) => titled(article.title)))
    await expect(page.getByRole('link', { name: 'Load More Articles' })).toHaveCount(0)

    await topicFilter(page).selectOption({ label: 'All Topics' })
    await expect(page).toHaveURL('/articles')
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByRole('link', { name: 'Load More Articles' })).toBeVisible()

    // Back returns to the previous view, filter included.
    await page.goBack()
    await expect(page).toHaveURL('/articles?topic=soil-health')
    await expect(topicFilter(page)).toHaveValue('soil-health')
    await expect(cards(page)).toHaveCount(soilHealth.length)
  })

  test('each article opens its source in a new tab', async ({ page }) => {
    await page.goto('/articles?show=9')
    for (const article of articles) {
      const link = page.getByRole('link', { name: titled(article.title) })
      await expect(link).toHaveAttribute('href', article.externalUrl)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('loader data for a filtered view is rendered fresh, not the pre-rendered file', async ({ request }) => {
    const all = await (await request.get('/articles.data')).text()
    const soil = await (await request.get('/articles.data?topic=soil-health')).text()
    expect(soil).not.toEqual(all)
    expect(soil).toContain('Improving Soil Health for Sustainable Crop Production')
    expect(soil).not.toContain('Modern Approaches to Pest Control in Rice Farming')
  })

  test('search results are not indexed by search engines', async ({ page }) => {
    await page.goto('/articles?q=maize')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await page.goto('/articles')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test('an unknown filter, count or view in a link falls back to the defaults', async ({ page }) => {
    const response = await page.goto('/articles?topic=bananas&show=lots&view=everything')
    expect(response?.status()).toBe(200)
    await expect(cards(page)).toHaveCount(6)
    await expect(topicFilter(page)).toHaveValue('')
  })

  test('search finds a guide by a word from its body, also misspelt, with Enter or the button', async ({ page }) => {
    await page.goto('/articles')
    await searchBox(page).fill('aluminium')
    await searchBox(page).press('Enter')
    await expect(page).toHaveURL('/articles?q=aluminium')
    await expect(page.getByText('Search results for “aluminium”')).toBeVisible()
    const results = page.getByRole('region', { name: 'Topic guides' })
    const guide = results.getByRole('link', { name: 'Soil Health' })
    await expect(guide).toHaveAttribute('href', /^\/articles\/soil-health#[a-z0-9-]+$/)
    await expectNoAxeViolations(page)

    await searchBox(page).fill('aluminum')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/articles?q=aluminum')
    await expect(results.getByRole('link', { name: 'Soil Health' })).toBeVisible()

    // The hit opens the guide at the section that holds the word.
    const href = await results.getByRole('link', { name: 'Soil Health' }).getAttribute('href')
    await results.getByRole('link', { name: 'Soil Health' }).click()
    await expect(page).toHaveURL(href ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
    await expect(page.locator(`[id="${href?.split('#')[1]}"]`)).toBeInViewport()
  })

  test('search finds articles too, within the chosen topic', async ({ page }) => {
    await page.goto('/articles?q=drone')
    await expect(page.getByRole('region', { name: 'Articles' }).getByRole('article')).not.toHaveCount(0)

    await page.goto('/articles?q=drone&topic=rice-farming')
    await expect(topicFilter(page)).toHaveValue('rice-farming')
    await expect(searchBox(page)).toHaveValue('drone')
    const guides = page.getByRole('region', { name: 'Topic guides' }).getByRole('heading', { level: 3 })
    await expect(guides).toHaveText(['Rice Farming'])
    const riceTitles = articles.filter((article) => article.category === 'Rice Farming').map((article) => article.title)
    for (const title of await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()) {
      expect(riceTitles.some((rice) => title.startsWith(rice))).toBe(true)
    }
  })

  test('a search that finds nothing says so and offers every topic guide', async ({ page }) => {
    await page.goto('/articles')
    await searchBox(page).fill('xylophone')
    await searchBox(page).press('Enter')
    await expect(page.getByRole('heading', { name: 'No results for “xylophone”' })).toBeVisible()
    const offered = page.getByRole('list', { name: 'Topic guides' }).getByRole('link')
    await expect(offered).toHaveText(topicGuides.map((guide) => guide.title))
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Clear search' }).click()
    await expect(page).toHaveURL('/articles')
    await expect(searchBox(page)).toHaveValue('')
    await expect(cards(page)).toHaveCount(6)
  })

  test('a saved article survives a reload and shows under Saved', async ({ page }) => {
    // axe over a whole guide (thousands of nodes) is slow on a busy 2-core machine.
    test.setTimeout(90_000)
    const [first] = articles
    if (!first) throw new Error('no articles')
    await page.goto('/articles?view=saved')
    await expect(page.getByText('You have not saved any articles yet.')).toBeVisible()

    await page.goto('/articles')
    const save = page.getByRole('button', { name: `Save ${first.title}` })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await expect(page.getByText('Article saved')).toBeVisible()
    const remove = page.getByRole('button', { name: `Remove ${first.title} from saved` })
    await expect(remove).toHaveAttribute('aria-pressed', 'true')

    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(remove).toHaveAttribute('aria-pressed', 'true')

    await page.getByRole('navigation', { name: 'Article lists' }).getByRole('link', { name: /Saved/ }).click()
    await expect(page).toHaveURL('/articles?view=saved')
    await expect(page.getByRole('heading', { name: 'Saved articles' })).toBeVisible()
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole('heading')).toHaveText(titled(first.title))
    await expectNoAxeViolations(page)

    await remove.click()
    await expect(page.getByText('You have not saved any articles yet.')).toBeVisible()
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/articles')
    await expectNoAxeViolations(page)
  })

  test('@mobile filters and loads more on a phone', async ({ page }) => {
    await page.goto('/articles')
    await topicFilter(page).selectOption({ label: 'Pest Control' })
    await expect(page).toHaveURL('/articles?topic=pest-control')
    await expect(cards(page)).toHaveCount(articles.filter((article) => article.category === 'Pest Control').length)
    await expectNoAxeViolations(page)
  })
})

test.describe('/articles without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search, the filter and Load More still work as plain links and forms', async ({ page }) => {
    await page.goto('/articles', { waitUntil: 'commit' })
    await page.waitForLoadState('domcontentloaded')
    await page.getByRole('link', { name: 'Load More Articles' }).click()
    await expect(page).toHaveURL('/articles?show=9')
    await expect(cards(page)).toHaveCount(9)

    await topicFilter(page).selectOption({ label: 'Rice Farming' })
    await searchBox(page).fill('blast')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/articles\?q=blast&topic=rice-farming$/)
    await expect(
      page.getByRole('region', { name: 'Topic guides' }).getByRole('link', { name: 'Rice Farming' }),
    ).toBeVisible()
  })
})

test.describe('topic guide pages', () => {
  test('every guide answers 200 with its title as the h1; unknown slugs 404', async ({ request }) => {
    for (const guide of topicGuides) {
      const response = await request.get(`/articles/${guide.slug}`)
      expect(response.status(), guide.slug).toBe(200)
      expect(h1Of(await response.text())).toBe(guide.title)
    }
    for (const slug of ['no-such-topic', 'SOIL-HEALTH', 'soil-health-x']) {
      expect((await request.get(`/articles/${slug}`)).status()).toBe(404)
    }
  })

  test('a guide page has the guide, its share links, its sources and Article JSON-LD', async ({ page }) => {
    const guide = topicGuides.find((entry) => entry.slug === 'soil-health')
    if (!guide) throw new Error('no soil health guide')
    await page.goto('/articles/soil-health')
    await expect(page).toHaveTitle('Soil Health | Tujue Ukulima')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soil Health')
    await expect(page.getByRole('img', { name: guide.images[0]?.alt })).toBeVisible()
    await expect(page.getByText(guide.summary)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /What is Soil Health/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ready to Implement These Practices?' })).toBeVisible()
    const sources = page.getByRole('region', { name: 'Sources' }).getByRole('listitem')
    await expect(sources).toHaveCount(guide.sources.length)
    await expect(page.getByRole('region', { name: 'Related guides' }).getByRole('heading', { level: 3 })).toHaveCount(3)

    const whatsapp = page.getByRole('link', { name: /Share on WhatsApp/ })
    const href = (await whatsapp.getAttribute('href')) ?? ''
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    const text = new URL(href).searchParams.get('text') ?? ''
    expect(text).toMatch(/^Soil Health https?:\/\/\S+\/articles\/soil-health$/)
    await expect(whatsapp).toHaveAttribute('target', '_blank')

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '')
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Soil Health',
      description: guide.description,
      image: [guide.images[0]?.src],
      dateModified: guide.updatedOn,
      author: { '@type': 'Organization', name: 'Skyfield Aerotech' },
      publisher: { '@type': 'Organization', name: 'Skyfield Aerotech' },
    })
    await expectNoAxeViolations(page)
  })

  test('Copy link puts the page address on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/articles/pest-control')
    // The first press on a reading page also loads and starts the page's script (decision 0002).
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied')).toBeVisible({ timeout: 15_000 })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/articles\/pest-control$/)
  })

  test("a guide's videos play in the modal player, which closes with its button and Escape", async ({ page }) => {
    const youtube: string[] = []
    page.on('request', (request) => {
      if (/youtube(-nocookie)?\.com/.test(request.url())) youtube.push(request.url())
    })
    await page.goto('/articles/soil-health')
    const videos = page.getByRole('region', { name: 'Soil Health videos' })
    await expect(videos.getByRole('button', { name: /^Play / })).toHaveCount(12)
    expect(youtube).toEqual([])

    const play = videos.getByRole('button', { name: 'Play Understanding Soil Testing Results' })
    await play.click()
    const dialog = page.getByRole('dialog', { name: 'Understanding Soil Testing Results' })
    // The first press on a reading page also loads and starts the page's script (decision 0002),
    // then the player's own code: on a busy 2-core machine that can take more than 15 s.
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    const src = (await dialog.locator('iframe').getAttribute('src')) ?? ''
    expect(new URL(src).pathname).toBe('/embed/wNKmHk-L2N0')
    expect(new URL(src).searchParams.get('autoplay')).toBe('1')
    // The player itself cannot load here (YouTube is blocked); its error page is not ours to check.
    const dialogResults = await axe(page).include('[role="dialog"]').exclude('[role="dialog"] iframe').analyze()
    expect(dialogResults.violations).toEqual([])

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()

    await play.click()
    await expect(dialog).toBeVisible()
    // Focus starts on the dialog, not inside the player's frame (which would swallow Escape).
    await expect(dialog).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('guides without videos show none', async ({ page }) => {
    for (const slug of ['drone-spraying', 'rice-farming']) {
      await page.goto(`/articles/${slug}`)
      await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Watch Related Videos' })).toBeVisible()
    }
  })
})
