import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { captureMailLinks } from './mail-links'

// Issue 16, the farmer's side: a request is stored on our server before the mail app opens,
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
  expect(await page.evaluate(() => Reflect.get(window, '__mailLink'))).toMatch(/^mailto:/)
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
