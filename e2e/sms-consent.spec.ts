import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { clientAddress } from './helpers'
import { captureMailLinks } from './mail-links'

// The consultation form's SMS consent, with the phone channels on (the e2e server talks to the
// fake Africa's Talking): under the phone field, unticked, in both languages; ticked, it asks for
// a number an SMS reaches; kept on the device and, without script, in the page's answer. What
// the SMS says and when it goes: server/phone-channels.test.ts.

const PAGES = [
  {
    path: '/contact',
    consent: 'Send me an SMS on this number when an expert answers',
    phone: /Phone number/,
    error: 'Enter the phone number for the SMS, e.g. 0712 345 678',
    send: 'Send Request',
    fill: {
      name: 'Full name',
      email: 'Email address',
      topic: 'Topic',
      topicLabel: 'Rice Farming',
      message: 'Your question',
    },
  },
  {
    path: '/sw/contact',
    consent: 'Nitumie SMS kwa nambari hii mtaalamu akijibu',
    phone: /Nambari ya simu/,
    error: 'Andika nambari ya simu ya kupokea SMS, mfano 0712 345 678',
    send: 'Tuma Ombi',
    fill: {
      name: 'Jina kamili',
      email: 'Anwani ya barua pepe',
      topic: 'Mada',
      topicLabel: 'Kilimo cha Mpunga',
      message: 'Swali lako',
    },
  },
] as const

// A client of its own, as a farmer's phone is: the forms other specs send from the loopback address
// would spend its allowance of requests.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress(testInfo, 21) })
})

async function fill(page: Page, { fill: labels }: (typeof PAGES)[number]) {
  await page.getByLabel(labels.name).fill('Wanjiru Kamau')
  await page.getByLabel(labels.email).fill('wanjiru@example.co.ke')
  await page.getByLabel(labels.topic).selectOption({ label: labels.topicLabel })
  await page.getByLabel(labels.message).fill(`Majani ya mpunga yanageuka machungwa (${Date.now()}).`)
}

for (const form of PAGES) {
  test(`${form.path}: the SMS consent is unticked, asks for a number when ticked, survives a reload, and is sent`, async ({
    page,
  }) => {
    await captureMailLinks(page)
    await page.goto(form.path)
    const consent = page.getByRole('checkbox', { name: form.consent })
    await expect(consent).not.toBeChecked()
    await fill(page, form)
    await consent.check()
    await page.getByRole('button', { name: form.send }).click()
    await expect(page.getByText(form.error)).toBeVisible()
    await expect(page.getByLabel(form.phone)).toHaveAccessibleDescription(new RegExp(form.error.slice(0, 20)))

    await page.reload()
    await expect(page.getByRole('checkbox', { name: form.consent })).toBeChecked()
    await page.getByLabel(form.phone).fill('0712 345 678')
    await page.getByRole('button', { name: form.send }).click()
    await expect(page.getByTestId('consultation-reference')).toHaveText(/^TU-[0-9A-Z]{4}-[0-9A-Z]{2}$/)
    // The form is empty again for the next question, the box unticked.
    await expect(page.getByRole('checkbox', { name: form.consent })).not.toBeChecked()
  })
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('/sw/contact: a ticked box without a number comes back ticked, with the field error', async ({ page }) => {
    const form = PAGES[1]
    await page.goto(form.path, { waitUntil: 'commit' })
    await fill(page, form)
    await page.getByRole('checkbox', { name: form.consent }).check()
    await page.getByRole('button', { name: form.send }).click()
    await expect(page.getByText(form.error)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: form.consent })).toBeChecked()
    await expect(page.getByLabel(form.fill.name)).toHaveValue('Wanjiru Kamau')
  })
})
