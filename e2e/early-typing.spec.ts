import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { captureMailLinks, mailLinks } from './mail-links'

// The consultation form, the company form, the FAQ and the chat are islands: their
// code loads when they near the screen or are used. Nothing a farmer does before it arrives is
// lost: what is typed reaches the form, a press is carried out. Each test holds the section's
// chunk back until the farmer has acted (lib/hydration/press-keeper.ts, lib/hydration/island.tsx).

/** Holds back a section's script until `release` is called; resolves `requested` when the page asks for it. */
async function holdChunk(page: Page, chunk: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return { release, wasRequested: () => requested }
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)

const draft = (page: Page) => page.evaluate(() => localStorage.getItem('tujue:consultation-draft') ?? '')

for (const { path, labels } of [
  {
    path: '/ask-expert',
    labels: {
      name: 'Full name',
      email: 'Email address',
      topic: 'Topic',
      message: 'Your question',
      send: 'Send Request',
    },
  },
  {
    path: '/sw/ask-expert',
    labels: {
      name: 'Jina kamili',
      email: 'Anwani ya barua pepe',
      topic: 'Mada',
      message: 'Swali lako',
      send: 'Tuma Ombi',
    },
  },
]) {
  test(`${path}: a request typed and sent before the form's script arrives is sent with every word`, async ({
    page,
  }) => {
    await captureMailLinks(page)
    const form = await holdChunk(page, 'consultation-card')
    await page.goto(path)
    const question = `My rice leaves turn yellow from the tips (${Date.now()}). What should I do?`
    // The page is live, the form is not: the farmer types into the server's HTML.
    await page.getByLabel(labels.name, { exact: true }).fill('Wanjiru Kamau')
    await page.getByLabel(labels.email, { exact: true }).fill('wanjiru@example.co.ke')
    await page.getByLabel(labels.topic, { exact: true }).selectOption('rice-farming')
    await page.getByLabel(labels.message, { exact: true }).fill(question)
    const send = page.getByRole('button', { name: labels.send })
    await send.click()
    await expect(send).toHaveAttribute('aria-busy', 'true')
    expect(form.wasRequested()).toBe(true)
    await expect(island(page, 'consultation')).not.toHaveAttribute('data-ready')

    form.release()
    await expect(island(page, 'consultation')).toHaveAttribute('data-ready')
    await expect(page.getByTestId('consultation-reference')).toHaveText(/^TU-[0-9A-Z]{4}-[0-9A-Z]{2}$/)
    const [mailLink = ''] = (await mailLinks(page)).map(decodeURIComponent)
    expect(mailLink).toContain(question)
    expect(mailLink).toContain('Wanjiru Kamau')
    expect(mailLink).toContain('wanjiru@example.co.ke')
    await expect(send).not.toHaveAttribute('aria-busy')
  })
}

test("words added to a guide's mistake report before the script arrives stay, and are kept on the device", async ({
  page,
}) => {
  const form = await holdChunk(page, 'consultation-card')
  await page.goto('/contact?guide=soil-health')
  const message = page.getByLabel('Your question', { exact: true })
  const start = await message.inputValue()
  expect(start).toContain('Soil Health')
  // The browser would put the server's words back over these when the form starts.
  await message.focus()
  await page.keyboard.press('Control+End')
  await message.pressSequentially('the pH table is wrong')
  await expect(island(page, 'consultation')).not.toHaveAttribute('data-ready')

  form.release()
  await expect(island(page, 'consultation')).toHaveAttribute('data-ready')
  await expect(message).toHaveValue(`${start}the pH table is wrong`)
  // The form's code has them: it keeps them on the device as it does whatever is typed.
  await expect.poll(() => draft(page)).toContain('the pH table is wrong')
})

test('an FAQ question pressed before the accordion’s script arrives opens', async ({ page }) => {
  const faq = await holdChunk(page, 'faq-accordion')
  await page.goto('/ask-expert')
  const question = page.getByRole('button', { name: 'Can I ask my question in Kiswahili?' })
  await question.click()
  await expect(question).toHaveAttribute('aria-busy', 'true')
  expect(faq.wasRequested()).toBe(true)

  faq.release()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Yes. You can ask in English or Swahili')).toBeVisible()
  await expect(question).not.toHaveAttribute('aria-busy')
})

test("a company's message typed before its script arrives reaches the form", async ({ page }) => {
  const section = await holdChunk(page, 'company-message-section')
  await page.goto('/companies/pula-advisors')
  const form = page.getByRole('form', { name: 'Send a Message' })
  await form.getByRole('textbox', { name: 'Your Name' }).fill('Jane Wanjiru')
  await form.getByRole('textbox', { name: 'Your Email' }).fill('jane@example.com')
  await form.getByRole('textbox', { name: 'Subject' }).fill('Crop insurance')
  await form.getByRole('textbox', { name: 'Message' }).fill('How do I insure two acres of maize?')
  expect(section.wasRequested()).toBe(true)
  await expect(island(page, 'company-message')).not.toHaveAttribute('data-ready')

  section.release()
  // The button waits for all four fields: it is enabled only once the form's code has the words.
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  await expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('Crop insurance')
})

test("a company form's field left with a mistake before its script arrives shows the mistake once it has", async ({
  page,
}) => {
  const section = await holdChunk(page, 'company-message-section')
  await page.goto('/companies/pula-advisors')
  const form = page.getByRole('form', { name: 'Send a Message' })
  const email = form.getByRole('textbox', { name: 'Your Email' })
  await email.fill('jane@')
  // Left for the next field, where the farmer is when the form's code comes.
  await form.getByRole('textbox', { name: 'Subject' }).focus()
  expect(section.wasRequested()).toBe(true)
  await expect(island(page, 'company-message')).not.toHaveAttribute('data-ready')

  section.release()
  await expect(island(page, 'company-message')).toHaveAttribute('data-ready')
  // The form checks a field when it is left: with no further blur, the left field shows its mistake.
  await expect(form.getByText('Invalid email address')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue('jane@')
  // The field the farmer is in is not checked until left.
  await expect(form.getByRole('textbox', { name: 'Subject' })).toBeFocused()
  await expect(form.getByText('Please enter a subject')).toHaveCount(0)
})

for (const { path, labels } of [
  { path: '/ask-expert', labels: { input: 'Your farming question', send: 'Send' } },
  { path: '/sw/ask-expert', labels: { input: 'Swali lako la kilimo', send: 'Tuma' } },
]) {
  test(`${path}: a question written and sent before the chat's script arrives is asked once it has`, async ({
    page,
  }) => {
    const chat = await holdChunk(page, 'chat-panel')
    await page.goto(path)
    const input = page.getByRole('textbox', { name: labels.input })
    const send = page.getByRole('button', { name: labels.send, exact: true })
    await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(1)
    // The server draws the box disabled (without script nothing could send); the inline script enables it.
    await expect(input).toBeEnabled()
    await expect(send).toHaveCSS('opacity', '0.5')

    await input.fill('How do I plant maize?')
    await expect(send).toHaveCSS('opacity', '1')
    await input.press('Enter')
    // Enter is held as a press of Send, not typed as a new line.
    await expect(send).toHaveAttribute('aria-busy', 'true')
    await expect(input).toHaveValue('How do I plant maize?')
    await expect(island(page, 'chat')).not.toHaveAttribute('data-ready')

    chat.release()
    await expect(page.getByRole('log').getByText('How do I plant maize?')).toBeVisible()
    await expect(input).toHaveValue('')
    await expect(send).not.toHaveAttribute('aria-busy')
    // Spaces alone are not a question (spec: not sent): Send stays faded.
    await input.fill('   ')
    await expect(send).toHaveCSS('opacity', '0.5')
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the chat's box stays disabled: nothing could send what was written there", async ({ page }) => {
    await page.goto('/ask-expert', { waitUntil: 'commit' })
    await expect(page.getByRole('textbox', { name: 'Your farming question' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  })
})
