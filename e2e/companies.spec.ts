import { axe, expectNoAxeViolations } from './axe'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const companies = [
  {
    id: 'skyfield-aerotech',
    name: 'Skyfield Aerotech',
    specialty: 'Drone Technology',
    established: 2020,
    phone: '+254 700 123 456',
    tel: 'tel:+254700123456',
    email: 'skyfield.kenya@gmail.com',
    videos: 5,
    blogs: 4,
    firstVideo: { title: 'Precision Agriculture with Drones', id: '9Xgd47PJTa8' },
  },
  {
    id: 'smachs-foundation',
    name: 'Smachs Foundation',
    specialty: 'Community Development',
    established: 2023,
    videos: 15,
    blogs: 6,
  },
  {
    id: 'pula-advisors',
    name: 'Pula Advisors',
    specialty: 'Agricultural Insurance',
    established: 2015,
    phone: '+254 700 789 012',
    tel: 'tel:+254700789012',
    email: 'info@pula.io',
    videos: 6,
    blogs: 4,
  },
] as const

test.describe('/companies', () => {
  test('Agricultural Innovation Partners lists the three partners', async ({ page }) => {
    await page.goto('/companies')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agricultural Innovation Partners')
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(3)
    for (const [index, company] of companies.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(company.name)
      await expect(card.getByRole('img', { name: `${company.name} logo` })).toBeVisible()
      await expect(card.getByText(`Specialty: ${company.specialty}`, { exact: true })).toBeVisible()
      await expect(card.getByText(`Established ${company.established}`)).toBeVisible()
      await expect(card.getByRole('link', { name: `Learn More about ${company.name}` })).toHaveAttribute(
        'href',
        `/companies/${company.id}`,
      )
    }
    // Each partner's cover and logo, from our own origin (decision 13), drawn.
    const photos = page.getByRole('main').locator('img')
    await expect(photos).toHaveCount(6)
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('src', /^\/photos\/res\.cloudinary\.com\//)
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveJSProperty('complete', true)
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test('Learn More opens the profile', async ({ page }) => {
    await page.goto('/companies')
    await page.getByRole('link', { name: 'Learn More about Pula Advisors' }).click()
    await expect(page).toHaveURL('/companies/pula-advisors')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pula Advisors')
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/companies')
    await expectNoAxeViolations(page)
  })
})

/** The video site cannot be reached here; a small stand-in page plays its part inside the player. */
async function stubPlayer(page: Page) {
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><main><h1>Video</h1></main></body></html>',
    }),
  )
}

test.describe('/companies/{companyId}', () => {
  for (const company of companies) {
    test(`${company.id}: cover, facts, about, ${company.videos} videos and ${company.blogs} articles`, async ({
      page,
    }) => {
      const response = await page.goto(`/companies/${company.id}`)
      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name)
      await expect(main.getByText(`Specialty: ${company.specialty}`, { exact: true })).toBeVisible()
      await expect(main.getByText(`Established ${company.established}`)).toBeVisible()
      await expect(main.getByRole('heading', { level: 2, name: 'About' })).toBeVisible()
      await expect(main.getByRole('region', { name: 'Contact Information' })).toContainText('Nairobi, Kenya')

      const videos = main.getByRole('region', { name: 'Educational Videos' })
      await expect(videos.getByRole('button', { name: /^Watch / })).toHaveCount(company.videos)
      await expect(videos).toContainText(`${company.videos} videos`)

      const insights = main.getByRole('region', { name: 'Latest Insights & Articles' })
      const teasers = insights.getByRole('article')
      await expect(teasers).toHaveCount(company.blogs)
      // Teasers only: they have no page to open, so no link that would lead nowhere.
      await expect(insights.getByRole('link')).toHaveCount(0)
      const first = teasers.first()
      await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty()
      await expect(first).toContainText(/By \S+/)
      await expect(first).toContainText(
        /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
      )
      await expect(first).toContainText(/\d+ min read/)
    })
  }

  test('phone and email are tap-to-call and mail links', async ({ page }) => {
    for (const company of [companies[0], companies[2]]) {
      await page.goto(`/companies/${company.id}`)
      const contact = page.getByRole('region', { name: 'Contact Information' })
      await expect(contact.getByRole('link', { name: company.phone })).toHaveAttribute('href', company.tel)
      await expect(contact.getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      )
    }
  })

  test('carries Organization structured data', async ({ page }) => {
    await page.goto('/companies/pula-advisors')
    const json = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(json!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Pula Advisors',
      url: expect.stringMatching(/^https?:\/\/[^/]+\/companies\/pula-advisors$/),
      email: 'info@pula.io',
      telephone: '+254 700 789 012',
      logo: expect.stringMatching(/^https:\/\//),
      description: expect.stringContaining('agricultural insurance'),
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi' },
    })
  })

  test('a video plays in the modal and every way of closing it clears it', async ({ page }) => {
    const { title, id } = companies[0].firstVideo
    await stubPlayer(page)
    await page.goto('/companies/skyfield-aerotech')
    const watch = page.getByRole('button', { name: `Watch ${title}` })
    const dialog = page.getByRole('dialog', { name: title })
    // Nothing from the video site until a video is chosen.
    await expect(page.locator('iframe')).toHaveCount(0)

    await watch.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`/embed/${id}\\?autoplay=1`))
    expect((await axe(page).include('[role="dialog"]').analyze()).violations).toEqual([])
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(watch).toBeFocused()

    await watch.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(watch).toBeFocused()

    await watch.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(8, 400) // the dimmed overlay, left of the player
    await expect(dialog).toBeHidden()
    await expect(page.locator('iframe')).toHaveCount(0)

    // Another video opens with its own player.
    await page.getByRole('button', { name: 'Watch Agricultural Drone Services' }).click()
    await expect(page.getByRole('dialog', { name: 'Agricultural Drone Services' }).locator('iframe')).toHaveAttribute(
      'src',
      /\/embed\/DTg2fU9I2DM\?autoplay=1/,
    )
  })

  test('has no accessibility violations, with the player open too', async ({ page }) => {
    await stubPlayer(page)
    await page.goto('/companies/smachs-foundation')
    await expectNoAxeViolations(page)
    await page.getByRole('region', { name: 'Educational Videos' }).getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('the company contact form', () => {
  async function fields(page: Page) {
    const form = page.getByRole('form', { name: 'Send a Message' })
    return {
      form,
      name: form.getByRole('textbox', { name: 'Your Name' }),
      email: form.getByRole('textbox', { name: 'Your Email' }),
      subject: form.getByRole('textbox', { name: 'Subject' }),
      message: form.getByRole('textbox', { name: 'Message' }),
      submit: form.getByRole('button', { name: 'Send Message' }),
    }
  }

  test('Send Message waits for all four fields', async ({ page }) => {
    await page.goto('/companies/pula-advisors')
    const f = await fields(page)
    await expect(f.email).toHaveAttribute('type', 'email')
    for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveAttribute('required', '')
    await expect(f.submit).toBeDisabled()
    await f.name.fill('Jane Wanjiru')
    await expect(f.submit).toBeDisabled()
    await f.email.fill('jane@example.com')
    await expect(f.submit).toBeDisabled()
    await f.subject.fill('Crop insurance')
    await expect(f.submit).toBeDisabled()
    await f.message.fill('How do I insure two acres of maize?')
    await expect(f.submit).toBeEnabled()
    await f.subject.fill('   ')
    await expect(f.submit).toBeDisabled()
  })

  test("opens Gmail's compose window addressed to the company, and keeps what was typed", async ({ page }) => {
    const context = page.context()
    await context.route(/^https:\/\/mail\.google\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Compose</title>' }),
    )
    await page.goto('/companies/pula-advisors')
    const f = await fields(page)
    await f.name.fill('Jane Wanjiru')
    await f.email.fill('jane@example.com')
    await f.subject.fill('Cover for 2 acres & more?')
    await f.message.fill('How do I insure my maize?\nAsante.')

    const popupPromise = context.waitForEvent('page')
    await f.submit.click()
    const popup = await popupPromise
    await popup.waitForURL(/^https:\/\/mail\.google\.com\//)
    const url = new URL(popup.url())
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: 'info@pula.io',
      su: 'Cover for 2 acres & more?',
      body: 'How do I insure my maize?\nAsante.\n\n---\nFrom: Jane Wanjiru\nEmail: jane@example.com',
    })
    // The compose tab cannot reach back into the hub's page.
    expect(await popup.evaluate(() => window.opener)).toBeNull()

    await expect(page.getByText('Email Client Opened')).toBeVisible()
    await expect(
      page.getByText('Please send the email in your mail application to complete your request.'),
    ).toBeVisible()
    await expect(f.name).toHaveValue('Jane Wanjiru')
    await expect(f.message).toHaveValue('How do I insure my maize?\nAsante.')
  })

  test('a blocked compose window shows the error toast and keeps every value', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.goto('/companies/skyfield-aerotech')
    const f = await fields(page)
    await f.name.fill('Jane Wanjiru')
    await f.email.fill('jane@example.com')
    await f.subject.fill('Spraying')
    await f.message.fill('When can you spray my rice?')
    await f.submit.click()
    await expect(page.getByText('There was a problem opening your email client. Please try again.')).toBeVisible()
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('Error')
    await expect(f.name).toHaveValue('Jane Wanjiru')
    await expect(f.email).toHaveValue('jane@example.com')
    await expect(f.subject).toHaveValue('Spraying')
    await expect(f.message).toHaveValue('When can you spray my rice?')
  })

  test('an invalid email is explained beside the field', async ({ page }) => {
    await page.goto('/companies/skyfield-aerotech')
    const f = await fields(page)
    await f.name.fill('Jane')
    await f.email.fill('jane@example')
    await f.subject.fill('Spraying')
    await f.message.fill('Hello')
    await f.submit.click()
    await expect(f.email).toHaveAttribute('aria-invalid', 'true')
    await expect(f.email).toHaveAccessibleDescription('Invalid email address')
    await expect(f.email).toBeFocused()
  })

  test('@mobile can be filled and sent on a phone', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => ({ opener: null }) as Window
    })
    await page.goto('/companies/smachs-foundation')
    const f = await fields(page)
    await f.name.fill('Jane Wanjiru')
    await f.email.fill('jane@example.com')
    await f.subject.fill('Training')
    await f.message.fill('When is the next training day?')
    await f.submit.click()
    await expect(page.getByText('Email Client Opened')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('an unknown company', () => {
  test('answers 404 with Company Not Found and a way back', async ({ page }) => {
    const response = await page.goto('/companies/no-such-company')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Not Found')
    await expect(page.getByText("The company you're looking for doesn't exist.")).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to all companies' }).click()
    await expect(page).toHaveURL('/companies')
  })
})
