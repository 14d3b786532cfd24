import { axe, WCAG_TAGS } from './axe'
import { topicGuides } from '../app/content/topics'
import { expect, test } from './fixtures'

// Guides a farmer can trust: the figures at a glance, when the guide was last
// checked, a way to report a mistake, and the page that says how guides are checked.
const guide = topicGuides.find((each) => each.slug === 'animal-production')!
const message = (title: string) => `I think there is a mistake in the guide "${title}":`

test.describe('a guide page', () => {
  test('shows At a glance, the review date and the way to report a mistake @both', async ({ page }) => {
    await page.goto(`/articles/${guide.slug}`)
    const glance = page.getByRole('region', { name: 'At a glance' })
    await expect(glance).toBeVisible()
    await expect(glance.getByRole('term')).toHaveText(guide.atAGlance.map((item) => item.label))
    await expect(glance.getByRole('definition')).toHaveText(guide.atAGlance.map((item) => item.value))
    // The review date in words, as a British reader writes it ("27 November 2026"), never US order.
    const reviewed = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${guide.reviewedOn}T00:00:00Z`),
    )
    await expect(glance).toContainText(`Last reviewed ${reviewed}`)
    await expect(glance.locator('time')).toHaveAttribute('datetime', guide.reviewedOn)
    await expect(glance.getByRole('link', { name: 'Report a mistake' })).toHaveAttribute(
      'href',
      `/contact?guide=${guide.slug}#consultation`,
    )
    // Above the guide's own text.
    const glanceTop = (await glance.boundingBox())!.y
    const firstSection = (await page.getByRole('heading', { name: 'What is Animal Production?' }).boundingBox())!.y
    expect(glanceTop).toBeLessThan(firstSection)
  })

  test('Report a mistake opens the consultation form with the guide named', async ({ page }) => {
    await page.goto(`/articles/${guide.slug}`)
    await page.getByRole('link', { name: 'Report a mistake' }).click()
    await expect(page).toHaveURL(`/contact?guide=${guide.slug}#consultation`)
    const form = page.locator('#consultation')
    await expect(form.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(form.getByRole('textbox', { name: /Your question/ })).toHaveValue(
      new RegExp(`^${escape(message(guide.title))}`),
    )
    await expect(form.getByRole('textbox', { name: /Your question/ })).toBeInViewport()
  })

  test('/how-we-check is reachable from a guide', async ({ page }) => {
    await page.goto(`/articles/${guide.slug}`)
    await page.getByRole('main').getByRole('link', { name: 'How we check our guides' }).click()
    await expect(page).toHaveURL('/how-we-check')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How We Check Our Guides')
  })
})

test.describe('Report a mistake without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server names the guide in the message', async ({ page }) => {
    await page.goto('/articles/drone-spraying', { waitUntil: 'commit' })
    await page.waitForLoadState('domcontentloaded')
    await page.getByRole('link', { name: 'Report a mistake' }).click()
    await expect(page).toHaveURL('/contact?guide=drone-spraying#consultation')
    await expect(page.getByRole('textbox', { name: /Your question/ })).toHaveValue(
      new RegExp(`^${escape(message('Drone Spraying'))}`),
    )
  })
})

test('an unknown or malformed guide leaves the message empty, with no error', async ({ request }) => {
  for (const query of ['guide=no-such-guide', 'guide=%3Cscript%3E', 'guide=%ZZ', 'guide=']) {
    const response = await request.get(`/contact?${query}`)
    expect(response.status(), query).toBe(200)
    const html = await response.text()
    expect(html, query).not.toContain('I think there is a mistake')
    expect(html, query).not.toContain('<script>alert')
  }
})

test.describe('/how-we-check', () => {
  test('says how guides are written, sourced, reviewed and corrected, and who writes the drone guide @both', async ({
    page,
  }) => {
    const response = await page.goto('/how-we-check')
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    for (const heading of [
      'How our guides are written',
      'Where the figures come from',
      'How guides are reviewed',
      'How mistakes are corrected',
      'Doses, drugs and pesticides',
      'Who writes the guides',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main).toContainText('Our Drone Spraying guide is therefore written by a drone-services company')
    await expect(main).toContainText('ask a vet or an agro-vet')
    await expect(main.getByRole('link', { name: 'Go to the consultation form' })).toHaveAttribute(
      'href',
      '/contact#consultation',
    )
    expect((await axe(page).withTags(WCAG_TAGS).analyze()).violations).toEqual([])
  })

  test('is linked from the footer of every page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'How we check our guides' }).click()
    await expect(page).toHaveURL('/how-we-check')
  })

  test('has its own title, description and canonical URL, and is in the sitemap', async ({ request }) => {
    const html = await (await request.get('/how-we-check')).text()
    expect(html).toContain('<title>How We Check Our Guides | Tujue Ukulima</title>')
    expect(html).toMatch(/<meta name="description" content="How the Tujue Ukulima guides are written/)
    expect(html).toContain('<link rel="canonical" href="https://tujue.example/how-we-check"')
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<loc>https://tujue.example/how-we-check</loc>')
  })
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
