import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { captureMailLinks, mailLinks } from './mail-links'

// Consultation requests, the farmer's side: a request is stored on our server before the mail app opens,
// the farmer keeps a reference and a private status link, nothing typed is lost, and the form
// works without script. (The spec's texts, mail link, toasts and reset: ask-expert.spec.ts.)

async function fill(page: Page, question: string) {
  await page.getByLabel('Full name').fill('Wanjiru Kamau')
  await page.getByLabel('Email address').fill('wanjiru@example.co.ke')
  await page.getByLabel('Topic').selectOption({ label: 'Rice Farming' })
  await page.getByLabel('Your question').fill(question)
}

test('a request is stored first: the farmer gets a reference and a private status page', async ({ page }) => {
  await captureMailLinks(page)
  const question = `My rice leaves have brown spots with grey centres (${Date.now()}). What should I do?`
  await page.goto('/ask-expert')
  await fill(page, question)
  await page.getByRole('button', { name: 'Send Request' }).click()

  const reference = page.getByTestId('consultation-reference')
  await expect(reference).toHaveText(/^TU-[0-9A-Z]{4}-[0-9A-Z]{2}$/)
  await expect(page.getByText('Email Client Opened')).toBeVisible()
  expect(await mailLinks(page)).toEqual([expect.stringMatching(/^mailto:/)])
  await expect(page.getByLabel('Full name')).toHaveValue('')
  const code = await reference.textContent()

  await page.getByRole('link', { name: 'Follow your request' }).click()
  await expect(page).toHaveURL(/\/ask-expert\/requests\/[\w-]{43}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your consultation request')
  await expect(page.getByText(`Reference ${code}`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Received' })).toHaveAttribute('aria-current', 'step')
  await expect(page.getByText(question)).toBeVisible()
  await expect(page.getByText('The answer will appear on this page.')).toBeVisible()
})

/** The form's sends to its page's action (React Router's data request for the page), cut off as by a lost signal. */
async function cutOffSends(page: Page, path: string) {
  await page.route(`**${path}.data`, (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  return () => page.unroute(`**${path}.data`)
}

test('a request the server cannot take keeps every word on the device and is sent again', async ({ page }) => {
  await captureMailLinks(page)
  const reconnect = await cutOffSends(page, '/ask-expert')
  await page.goto('/ask-expert')
  await fill(page, 'When should I transplant rice seedlings in Mwea?')
  await page.getByRole('button', { name: 'Send Request' }).click()

  const notice = page.getByRole('alert').filter({ hasText: 'Your request is not saved yet' })
  await expect(notice).toContainText('Your words are kept on this device')
  // The mail app still opens: the farmer has both ways.
  await expect(page.getByText('Email Client Opened')).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Wanjiru Kamau')

  // A reload (or a closed tab) loses nothing.
  await page.reload()
  await expect(page.getByLabel('Your question')).toHaveValue('When should I transplant rice seedlings in Mwea?')
  await expect(notice).toBeVisible()

  await reconnect()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('consultation-reference')).toHaveText(/^TU-/)
  await expect(notice).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('tujue:consultation-draft'))).toBeNull()
})

for (const { path, labels, followLink, status } of [
  {
    path: '/contact',
    labels: {
      name: 'Full name',
      email: 'Email address',
      topic: 'Topic',
      message: 'Your question',
      send: 'Send Request',
    },
    followLink: 'Follow your request',
    status: 'Your consultation request',
  },
  {
    path: '/sw/contact',
    labels: {
      name: 'Jina kamili',
      email: 'Anwani ya barua pepe',
      topic: 'Mada',
      message: 'Swali lako',
      send: 'Tuma Ombi',
    },
    followLink: 'Fuatilia ombi lako',
    status: 'Ombi lako la ushauri',
  },
]) {
  test(`${path}: the page stays as it is while its form is sent, and the status page is in its language`, async ({
    page,
  }) => {
    await captureMailLinks(page)
    // A client of its own: the form's per-client limit never meets the other tests' requests.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': path.startsWith('/sw') ? '192.0.2.72' : '192.0.2.71' })
    await page.goto(path)
    await page.evaluate(() => Reflect.set(window, '__samePage', true))
    const question = `How much lime for acidic soil in Meru (${Date.now()})?`
    await page.getByLabel(labels.name, { exact: true }).fill('Wanjiru Kamau')
    await page.getByLabel(labels.email, { exact: true }).fill('wanjiru@example.co.ke')
    await page.getByLabel(labels.topic, { exact: true }).selectOption('soil-health')
    await page.getByLabel(labels.message, { exact: true }).fill(question)
    const send = page.getByRole('button', { name: labels.send })
    await send.click()

    await expect(page.getByTestId('consultation-reference')).toHaveText(/^TU-[0-9A-Z]{4}-[0-9A-Z]{2}$/)
    // Not a new page: the same document, still at the form.
    expect(await page.evaluate(() => Reflect.get(window, '__samePage'))).toBe(true)
    await expect(page.locator('#consultation')).toBeInViewport()
    await page.getByRole('link', { name: followLink }).click()
    const statusPage = `${path.replace('/contact', '')}/ask-expert/requests/`
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${statusPage}[\\w-]{43}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(status)
    await expect(page.getByText(question)).toBeVisible()
  })
}

test('sections whose script has not arrived keep what they show while the form is sent', async ({ page }) => {
  await captureMailLinks(page)
  // The questions' and the footer's scripts are held back: no signal for them yet.
  const held: Array<() => Promise<void>> = []
  await page.route(/\/assets\/(faq-accordion|site-footer)-[\w-]+\.js$/, (route) => {
    held.push(() => route.continue())
  })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.73' })
  await page.goto('/ask-expert')
  const faq = page.locator('[data-island="faq"]')
  const footer = page.getByRole('contentinfo')
  await fill(page, 'My rice leaves have brown spots with grey centres. What should I do?')
  await page.getByRole('button', { name: 'Send Request' }).click()

  await expect(page.getByTestId('consultation-reference')).toHaveText(/^TU-/)
  await expect(faq).not.toHaveAttribute('data-ready')
  const question = page.getByRole('button', { name: 'Can I ask my question in Kiswahili?' })
  await expect(question).toBeAttached()
  await expect(footer).toContainText('123 Aero Drive, Nairobi, Kenya')

  // Once their scripts come, React draws them itself: each once, and working.
  for (const release of held.splice(0)) await release()
  await expect(faq).toHaveAttribute('data-ready', '')
  await expect(question).toHaveCount(1)
  await question.click()
  await expect(page.getByText('Yes. You can ask in English or Swahili')).toBeVisible()
  await expect(footer.getByText('123 Aero Drive, Nairobi, Kenya')).toHaveCount(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the form posts to the page, answers mistakes with the spec's messages, then confirms", async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'commit' })
    const card = page.getByRole('region', { name: 'Request a Consultation' })
    await card.getByLabel('Full name').fill('W')
    await card.getByRole('button', { name: 'Send Request' }).click()
    await expect(card.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(card.getByText('Please select a topic')).toBeVisible()
    await expect(card.getByLabel('Full name')).toHaveValue('W')

    await card.getByLabel('Full name').fill('Wanjiru Kamau')
    await card.getByLabel('Email address').fill('wanjiru@example.co.ke')
    await card.getByLabel('Topic').selectOption({ label: 'Soil Health' })
    await card.getByLabel('Your question').fill('How much lime for acidic soil in Meru?')
    await card.getByRole('button', { name: 'Send Request' }).click()

    await expect(card.getByText('Your request is saved')).toBeVisible()
    await expect(card.getByTestId('consultation-reference')).toHaveText(/^TU-/)
    await expect(card.getByRole('link', { name: 'Also send it by email' })).toHaveAttribute(
      'href',
      /^mailto:skyfield\.kenya@gmail\.com\?subject=/,
    )
    await card.getByRole('link', { name: 'Follow your request' }).click()
    await expect(page.getByText('How much lime for acidic soil in Meru?')).toBeVisible()
  })
})

test('an unknown or malformed status link is the plain 404 page, revealing nothing', async ({ page }) => {
  for (const token of ['A'.repeat(43), 'not-a-token', "x'%20or%201=1"]) {
    const response = await page.goto(`/ask-expert/requests/${token}`)
    expect(response?.status(), token).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  }
})
