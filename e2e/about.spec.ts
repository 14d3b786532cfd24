import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

const team = [
  ['Levy Nguti Mutongu', 'CEO & Director', 'LM'],
  ['Swabir M. Bwana', 'Chief Financial Officer (CFO) & Director', 'SB'],
  ['Adan Ali Wako', 'Head of Information Technology & Director', 'AW'],
  ['Evans Mutegi', 'Chief Operations Officer (COO)', 'EM'],
  ['Granton Wanzofu', 'Chief Technology Officer (CTO)', 'GW'],
  ['Victoria Wambui', 'Chief Strategy & Marketing Officer (CSMO)', 'VW'],
] as const

const impactClaims = [
  '500+ farmers empowered',
  '40% reduction in crop losses in pilot regions',
  'Digital jobs for rural youth',
  'AI-powered knowledge hub',
]

test.describe('/about-us', () => {
  test('the hero says who we are and where we are based', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    const main = page.getByRole('main')
    await expect(main.getByText(/drone-services company based in Mwea, Kenya/)).toBeVisible()
    await expect(main.getByText('Based in Mwea, Kenya', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible()
  })

  test('the ecosystem names its three parts, each leading to its page', async ({ page, request }) => {
    await page.goto('/about-us')
    const ecosystem = page.getByRole('region', { name: 'Our Ecosystem' })
    const links = ecosystem.getByRole('link')
    await expect(links).toHaveText(['Drone Services', 'Digital Marketplace', 'Tujue Ukulima Knowledge Hub'])
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(hrefs).toEqual(['/drone-services', '/marketplace', '/articles'])
    for (const href of hrefs) expect((await request.get(href!)).status()).toBe(200)

    await ecosystem.getByRole('link', { name: 'Tujue Ukulima Knowledge Hub' }).click()
    await expect(page).toHaveURL('/articles')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles & Resources')
  })

  test('Meet the Team shows the six leaders with their names, positions and roles', async ({ page }) => {
    await page.goto('/about-us')
    const section = page.getByRole('region', { name: 'Meet the Team' })
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(6)
    for (const [index, [name, position]] of team.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
      await expect(card.getByText(position, { exact: true })).toBeVisible()
      await expect(card.locator('p').last()).toHaveText(/.{60,}/)
    }
  })

  test("@mobile each leader's photo loads from our own origin, phone-sized", async ({ page, baseURL }) => {
    await page.goto('/about-us')
    const cards = page.getByRole('region', { name: 'Meet the Team' }).getByRole('article')
    for (const [index, [name]] of team.entries()) {
      const photo = cards.nth(index).getByRole('img', { name: `Portrait of ${name}` })
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveJSProperty('complete', true)
      const { source, naturalWidth } = await photo.evaluate((image: HTMLImageElement) => ({
        source: image.currentSrc,
        naturalWidth: image.naturalWidth,
      }))
      expect(new URL(source).origin).toBe(new URL(baseURL!).origin)
      expect(source).toMatch(/\/images\/team\/[a-z-]+-(96|192)\.webp$/)
      expect(naturalWidth).toBeGreaterThan(0)
    }
  })

  // Opened afresh, the page runs no script (a reading page): the photos that failed are hidden by CSS.
  test('@mobile the initials stand in for photos that cannot load', async ({ page }) => {
    await page.route('**/images/team/**', (route) => route.abort('failed'))
    await page.goto('/about-us')
    const section = page.getByRole('region', { name: 'Meet the Team' })
    const cards = section.getByRole('article')
    for (const [index, [, , initials]] of team.entries()) {
      await cards.nth(index).scrollIntoViewIfNeeded()
      await expect(cards.nth(index).getByText(initials, { exact: true })).toBeVisible()
    }
    await expect(section.getByRole('img')).toHaveCount(0)
  })

  // Reached within the app, React draws the page: the photos that failed are taken out.
  test('the initials stand in for photos that cannot load on a page the app opened', async ({ page }) => {
    await page.route('**/images/team/**', (route) => route.abort('failed'))
    await page.goto('/contact')
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/about-us')
    const section = page.getByRole('region', { name: 'Meet the Team' })
    await section.scrollIntoViewIfNeeded()
    for (const [, , initials] of team) await expect(section.getByText(initials, { exact: true })).toBeVisible()
    await expect(section.getByRole('img')).toHaveCount(0)
    expect(documents).toEqual([])
  })

  test('Our Impact states the four claims word for word', async ({ page }) => {
    await page.goto('/about-us')
    const impact = page.getByRole('region', { name: 'Our Impact' })
    await expect(impact.getByRole('heading', { level: 3 })).toHaveText(impactClaims)
  })

  test('the call to action leads to real pages', async ({ page }) => {
    const targets = [
      ['Contact Us', '/contact', 'Contact Us'],
      ['Join as a Farmer', '/auth', 'Coming Soon'],
      ['Visit the Marketplace', '/marketplace', 'Coming Soon'],
    ] as const
    for (const [name, path, heading] of targets) {
      await page.goto('/about-us')
      const callToAction = page.getByRole('region', { name: 'Join Us in Growing Smarter' })
      await callToAction.getByRole('link', { name }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      const response = await page.request.get(path)
      expect(response.status()).toBe(200)
    }
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about-us')
    await expectNoAxeViolations(page)
  })

  test('@mobile reads well on a phone', async ({ page }) => {
    await page.goto('/about-us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    await expect(page.getByRole('region', { name: 'Meet the Team' }).getByRole('article')).toHaveCount(6)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('/contact', () => {
  test("shows the provider's address, tap-to-call phone, email and social pages", async ({ page }) => {
    const response = await page.goto('/contact')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
    const details = page.getByRole('region', { name: 'Our Contact Details' })
    await expect(details).toContainText('123 Aero Drive, Nairobi, Kenya')
    await expect(details.getByRole('link', { name: '0115037380' })).toHaveAttribute('href', 'tel:0115037380')
    await expect(details.getByRole('link', { name: 'skyfield.kenya@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:skyfield.kenya@gmail.com',
    )
    for (const [name, host] of [
      ['Facebook', 'www.facebook.com'],
      ['LinkedIn', 'www.linkedin.com'],
      ['YouTube', 'www.youtube.com'],
    ] as const) {
      const link = details.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', new RegExp(`^https://${host.replaceAll('.', '\\.')}/`))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('holds the consultation form of Ask an Expert, with its checks', async ({ page }) => {
    await page.goto('/contact')
    const card = page.getByRole('region', { name: 'Request a Consultation' })
    await card.getByRole('button', { name: 'Send Request' }).click()
    await expect(card.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(card.getByText('Invalid email address')).toBeVisible()
    await expect(card.getByText('Please select a topic')).toBeVisible()
    await expect(card.getByText('Message must be at least 10 characters')).toBeVisible()
  })

  test('points to Ask an Expert', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('region', { name: 'Ask an Expert Online' }).getByRole('link').click()
    await expect(page).toHaveURL('/ask-expert')
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/contact')
    await expectNoAxeViolations(page)
  })

  test('@mobile the details come first, then the wider column', async ({ page }) => {
    await page.goto('/contact')
    const details = await page.getByRole('region', { name: 'Our Contact Details' }).boundingBox()
    const form = await page.getByRole('region', { name: 'Request a Consultation' }).boundingBox()
    const askOnline = await page.getByRole('region', { name: 'Ask an Expert Online' }).boundingBox()
    expect(details!.y + details!.height).toBeLessThanOrEqual(form!.y)
    expect(form!.y + form!.height).toBeLessThanOrEqual(askOnline!.y)
    await expectNoAxeViolations(page)
  })
})
