import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page, Route } from '@playwright/test'
import { z } from 'zod'
import { testGeminiKey } from '../playwright.config'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { clientAddress, openChat, toast, unique, upstreamRequestsAsking } from './helpers'
import { captureMailLinks, mailLinks } from './mail-links'

// /ask-expert end to end: the app server talks to the fake Gemini (tests/fake-gemini.mjs).
// A marker such as "[fake:server-error]" in a question picks the fake's answer, so tests
// running in parallel never change each other's; each test is its own client
// (X-Forwarded-For) so the server's per-client spacing and limits stay its own too.

const WELCOME = "Hello! I'm your agricultural assistant. How can I help you with your farming questions today?"
const RATE_LIMITED = 'Rate limit exceeded. Please wait a moment before sending another message.'
const TOO_MANY = "You've sent too many messages too quickly. Please wait a moment before sending another message."
const APOLOGY =
  "I'm sorry, but I'm having trouble connecting right now. Please wait a moment before asking your next question."
const FALLBACK = "I'm having trouble processing your request. Please try again."
/** The conversation holding the welcome message alone (each message starts with its sender for screen readers). */
const ONLY_WELCOME = [`Expert: ${WELCOME}`]

/** This spec's block of client addresses (clientAddress). */
const CLIENTS = 1

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress(testInfo, CLIENTS) })
})

test.describe('page', () => {
  test('shows the chat, the consultation form and the FAQ', async ({ page }) => {
    const { input, log, send } = await openChat(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask an Expert')
    await expect(page.getByRole('heading', { level: 2, name: 'Chat with an Agricultural Expert' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Agricultural Expert', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Clear Chat' })).toBeEnabled()
    await expect(log.getByRole('listitem')).toHaveText(ONLY_WELCOME)
    await expect(input).toHaveAttribute('placeholder', 'Ask your farming question...')
    await expect(send).toBeVisible()
    const panel = page.locator('div.h-\\[600px\\]')
    expect((await panel.boundingBox())?.height).toBe(600)
    await expect(page.getByRole('heading', { level: 2, name: 'Request a Consultation' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 }).getByRole('button')).toHaveCount(5)

    // Two thirds and one third side by side on a desktop.
    const chat = await page.getByRole('region', { name: 'Chat with an Agricultural Expert' }).boundingBox()
    const form = await page.getByRole('region', { name: 'Request a Consultation' }).boundingBox()
    expect(chat!.x).toBeLessThan(form!.x)
    expect(chat!.width).toBeGreaterThan(form!.width * 1.8)
  })

  test('is complete HTML before any script runs, with the welcome message', async ({ request }) => {
    const html = await (await request.get('/ask-expert')).text()
    expect(html).toContain('Chat with an Agricultural Expert')
    expect(html).toContain(WELCOME.replace("'", '&#x27;'))
    expect(html).toContain('How long does it take to get an answer from an expert?')
  })

  test('has no accessibility violations, with a conversation, form errors and an open answer', async ({ page }) => {
    const { input, log } = await openChat(page)
    await expectNoAxeViolations(page)
    await input.fill('How do I plant maize?')
    await input.press('Enter')
    await expect(log.getByText('Use certified seed.')).toBeVisible()
    await page.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByText('Please select a topic')).toBeVisible()
    await page.getByRole('button', { name: 'Can I ask my question in Kiswahili?' }).click()
    await expectNoAxeViolations(page)
  })

  test('stacks the columns on a phone, chat first @mobile', async ({ page }) => {
    await openChat(page)
    const chat = await page.getByRole('region', { name: 'Chat with an Agricultural Expert' }).boundingBox()
    const form = await page.getByRole('region', { name: 'Request a Consultation' }).boundingBox()
    const faq = await page.getByRole('region', { name: 'Frequently Asked Questions' }).boundingBox()
    expect(chat!.y + chat!.height).toBeLessThanOrEqual(form!.y)
    expect(form!.y + form!.height).toBeLessThanOrEqual(faq!.y)
    expect(Math.abs(chat!.x - form!.x)).toBeLessThan(2)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('chat', () => {
  test('Enter sends the question through our server to the model, with the spec payload', async ({ page, request }) => {
    const { input, log, send } = await openChat(page)
    const question = unique('How do I plant maize in Mwea?')
    await input.fill(question)
    await input.press('Shift+Enter')
    await input.pressSequentially('Second line')
    await expect(input).toHaveValue(`${question}\nSecond line`)
    await expect(log.getByRole('listitem')).toHaveCount(1)

    await input.press('Enter')
    await expect(input).toHaveValue('')
    await expect(log.getByText(question)).toBeVisible()
    // Formatted as text: bold, a list, paragraphs.
    await expect(log.locator('strong', { hasText: 'plant at the start of the long rains' })).toBeVisible()
    await expect(log.getByRole('listitem').filter({ hasText: 'Use certified seed.' }).last()).toBeVisible()
    await expect(send).toBeVisible()

    const [upstream] = await upstreamRequestsAsking(request, question)
    // Streamed (e2e/assistant.spec.ts covers the stream, the guide sections and the links).
    expect(upstream?.path).toMatch(/^\/v1beta\/models\/[a-z0-9.-]+:streamGenerateContent$/)
    expect(upstream?.headers['x-goog-api-key']).toBe(testGeminiKey)
    expect(upstream?.body).toEqual({
      // The assistant's rules, beside the spec's instruction and question in the user part.
      systemInstruction: { parts: [{ text: expect.stringMatching(/vet/) }] },
      contents: [{ role: 'user', parts: [{ text: expect.stringContaining(`Question: ${question}\nSecond line`) }] }],
      // The default model's own terms (docs/decisions/0016-gemini-model.md); the fake refuses any other.
      generationConfig: { topP: 0.95, maxOutputTokens: 1024, thinkingConfig: { thinkingLevel: 'low' } },
    })
    expect(JSON.stringify(upstream?.body)).toContain('Kenya and East Africa')
  })

  test('does not send an empty or whitespace-only message', async ({ page }) => {
    const { input, log, send } = await openChat(page)
    await input.fill('   \n  ')
    await input.press('Enter')
    // The button is aria-disabled while the input is empty; a click still reaches it.
    await send.click({ force: true })
    await expect(log.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('The expert is typing…')).toHaveCount(0)
  })

  test('locks the input and shows the typing indicator while the answer is on its way', async ({ page }) => {
    const { input, log, send } = await openChat(page)
    // The question is held on its way to the server until the checks are done: a loaded machine
    // may take longer over them than the fake takes over its answer.
    let hold!: (route: Route) => void
    const held = new Promise<Route>((resolve) => (hold = resolve))
    await page.route('**/api/chat', (route) => hold(route))
    await input.fill('Is it going to rain this week?')
    await input.press('Enter')
    await expect(log.getByText('The expert is typing…')).toBeVisible()
    await expect(input).toHaveAttribute('aria-disabled', 'true')
    await expect(input).not.toBeEditable()
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await (await held).continue()
    await expect(log.getByText('Use certified seed.')).toBeVisible()
    await expect(log.getByText('The expert is typing…')).toHaveCount(0)
    await expect(input).toBeEditable()
    // The newest message is scrolled into view.
    await expect(log.getByText('Ask again if you need more help.')).toBeInViewport()
  })

  test('an answer is shown as text: nothing in it can inject HTML or script', async ({ page }) => {
    const { input, log } = await openChat(page)
    await input.fill('[fake:html] Hello')
    await input.press('Enter')
    await expect(log.getByText('<script>window.__injected = true</script>', { exact: false })).toBeVisible()
    await expect(log.locator('strong', { hasText: 'Bold advice' })).toBeVisible()
    await expect(log.locator('img, script')).toHaveCount(0)
    expect(await page.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined()
  })

  test("an AI-service 429 shows the red banner for 5 s and blocks the chat; a try meanwhile gets 'Please wait'", async ({
    page,
  }) => {
    const { input, log, send } = await openChat(page)
    const question = '[fake:rate-limit] When do I plant beans?'
    await input.fill(question)
    await input.press('Enter')
    const banner = page.getByRole('alert').filter({ hasText: RATE_LIMITED })
    await expect(banner).toHaveText(RATE_LIMITED)
    const shownAt = Date.now()
    await expect(banner).toHaveClass(/bg-red-50/)
    await expect(log.getByText(question)).toBeVisible()
    await expect(input).toHaveAttribute('aria-disabled', 'true')
    await expect(input).not.toBeEditable()
    await expect(send).toHaveAttribute('aria-disabled', 'true')

    await send.click({ force: true })
    const wait = toast(page, 'Please wait')
    await expect(wait).toContainText("You're sending messages too quickly. Please wait a moment.")
    await expect(wait).toHaveAttribute('data-type', 'error')

    await expect(banner).toBeHidden({ timeout: 8000 })
    expect(Date.now() - shownAt).toBeGreaterThan(4000)
    await expect(input).toBeEditable()
    await expect(input).not.toHaveAttribute('aria-disabled')
  })

  test('our server refusing a flood shows "You\'ve sent too many messages…"', async ({ page, request }, testInfo) => {
    const address = clientAddress(testInfo, CLIENTS)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
    const { input, log } = await openChat(page)
    await input.fill('One more question, please')
    const ask = (index: number) =>
      request.post('/api/chat', {
        data: { question: `[fake:slow] flood ${index} ${address}` },
        headers: { 'X-Forwarded-For': address },
      })
    // One slow question from this client is running; three more wait their turn, the fifth is refused.
    const running = ask(0)
    await expect.poll(async () => (await upstreamRequestsAsking(request, `flood 0 ${address}`)).length).toBe(1)
    const waiting = [1, 2, 3, 4].map(ask)
    expect((await waiting[3]!).status()).toBe(429)
    // While the queue is full, the farmer's question is refused too.
    await input.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY)
    await expect(log.getByText('One more question, please')).toBeVisible()
    const statuses = await Promise.all(
      [running, ...waiting.slice(0, 3)].map(async (response) => (await response).status()),
    )
    expect(statuses).toEqual([200, 200, 200, 200])
  })

  for (const [mode, what] of [
    ['server-error', 'an upstream 500'],
    ['timeout', 'an upstream timeout'],
    ['malformed', 'a malformed answer'],
  ] as const) {
    test(`${what} shows the Connection Issue toast and the apology, keeping the question`, async ({ page }) => {
      const { input, log } = await openChat(page)
      const question = `[fake:${mode}] Why are my tomato leaves yellow?`
      await input.fill(question)
      await input.press('Enter')
      await expect(log.getByText(APOLOGY)).toBeVisible({ timeout: 10_000 })
      await expect(log.getByText(question)).toBeVisible()
      const issue = toast(page, 'Connection Issue')
      await expect(issue).toContainText("We couldn't connect to our expert system. Please try again later.")
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(input).toBeEditable()
    })
  }

  test('an answer without text gives the fallback reply', async ({ page }) => {
    const { input, log } = await openChat(page)
    await input.fill('[fake:no-candidates] Tell me about goats')
    await input.press('Enter')
    await expect(log.getByText(FALLBACK)).toBeVisible()
  })

  test('keeps at least 1000 ms between two questions from the browser', async ({ page }) => {
    // When the page calls fetch for each question, by the page's own clock.
    await page.addInitScript(() => {
      const calls: number[] = []
      Reflect.set(window, '__chatCalls', calls)
      const realFetch = window.fetch
      window.fetch = (input, init) => {
        if (String(input).endsWith('/api/chat')) calls.push(performance.now())
        return realFetch(input, init)
      }
    })
    const { input, log } = await openChat(page)
    await input.fill('First question')
    await input.press('Enter')
    await expect(log.getByText('Use certified seed.')).toHaveCount(1)
    await input.fill('Second question')
    await input.press('Enter')
    await expect(log.getByText('Use certified seed.')).toHaveCount(2)
    const calls = z.array(z.number()).parse(await page.evaluate(() => Reflect.get(window, '__chatCalls')))
    expect(calls).toHaveLength(2)
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(1000)
  })
})

test.describe('chat history', () => {
  test('is saved under skyfield-chat-history and restored on the next visit', async ({ page }) => {
    const { input, log } = await openChat(page)
    await input.fill('Soil tips for Kirinyaga?')
    await input.press('Enter')
    await expect(log.getByText('Use certified seed.')).toBeVisible()
    // The answer streams in and is stored once it is finished, when the input opens again.
    await expect(input).toBeEditable()
    const stored = z
      .object({
        messages: z.array(z.object({ id: z.string(), content: z.string(), sender: z.string(), timestamp: z.string() })),
        lastUpdated: z.string(),
      })
      .parse(JSON.parse((await page.evaluate(() => localStorage.getItem('skyfield-chat-history'))) ?? 'null'))
    expect(stored.messages.map((message) => message.sender)).toEqual(['bot', 'user', 'bot'])
    expect(stored.messages[1]?.content).toBe('Soil tips for Kirinyaga?')

    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(log.getByText('Soil tips for Kirinyaga?')).toBeVisible()
    await expect(log.getByRole('listitem').filter({ hasText: 'Use certified seed.' }).first()).toBeVisible()
  })

  test('Clear Chat resets to the welcome message, removes the stored history and says so', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', 'yes')
      localStorage.setItem(
        'skyfield-chat-history',
        JSON.stringify({
          messages: [
            { id: 'u1', content: 'An earlier question', sender: 'user', timestamp: '2025-04-08T09:30:00.000Z' },
          ],
          lastUpdated: '2025-04-08T09:30:00.000Z',
        }),
      )
    })
    const { log } = await openChat(page)
    await expect(log.getByText('An earlier question')).toBeVisible()
    // Right after hydration: a toast fired before the lazily loaded Toaster mounts is not lost.
    await page.getByRole('button', { name: 'Clear Chat' }).click()
    await expect(toast(page, 'Chat History Cleared')).toContainText('Your conversation history has been deleted.')
    await expect(log.getByRole('listitem')).toHaveText(ONLY_WELCOME)
    expect(await page.evaluate(() => localStorage.getItem('skyfield-chat-history'))).toBeNull()
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(log.getByRole('listitem')).toHaveText(ONLY_WELCOME)
  })

  test('unreadable stored history is ignored and logged', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.addInitScript(() => localStorage.setItem('skyfield-chat-history', '{"messages": [{"oops"'))
    const { log, input } = await openChat(page)
    await expect(log.getByRole('listitem')).toHaveText(ONLY_WELCOME)
    // The chat's script may still be on its way (an island): the welcome is the server's.
    await expect.poll(() => warnings.some((warning) => warning.includes('Ignoring the stored chat history'))).toBe(true)
    // The chat still works, and replaces the bad entry.
    await input.fill('Still there?')
    await input.press('Enter')
    await expect(log.getByText('Use certified seed.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('skyfield-chat-history'))).toContain('Still there?')
  })
})

test.describe('consultation form', () => {
  async function fill(page: Page) {
    await page.getByLabel('Full name').fill('Wanjiru Kamau')
    await page.getByLabel('Email address').fill('wanjiru@example.co.ke')
    await page.getByLabel('Phone number').fill('0712 345 678')
    await page.getByLabel('Topic').selectOption({ label: 'Climate-Smart Agriculture' })
    await page
      .getByLabel('Your question')
      .fill('How do I save water for my kale during the dry season?\nThanks & regards')
  }

  test('shows the four messages of the spec', async ({ page }) => {
    await captureMailLinks(page)
    await page.goto('/ask-expert')
    await page.getByLabel('Full name').fill('W')
    await page.getByLabel('Email address').fill('wanjiru@')
    await page.getByLabel('Your question').fill('Too short')
    await page.getByRole('button', { name: 'Send Request' }).click()
    for (const [label, message] of [
      ['Full name', 'Name must be at least 2 characters'],
      ['Email address', 'Invalid email address'],
      ['Topic', 'Please select a topic'],
      ['Your question', 'Message must be at least 10 characters'],
    ]) {
      const control = page.getByLabel(label!)
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(control).toHaveAccessibleDescription(new RegExp(message!))
    }
    await expect(page.getByLabel('Full name')).toBeFocused()
    expect(await mailLinks(page)).toEqual([])
  })

  test('opens a pre-filled mail to the provider, confirms and resets', async ({ page }) => {
    await captureMailLinks(page)
    await page.goto('/ask-expert')
    await fill(page)
    await page.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('button', { name: 'Opening Email...' })).toBeDisabled()
    await expect(toast(page, 'Email Client Opened')).toContainText(
      'Please send the email in your mail application to complete your request.',
    )
    const [link] = await mailLinks(page)
    const url = new URL(link!)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('skyfield.kenya@gmail.com')
    expect(url.searchParams.get('subject')).toBe('[SkyField] Climate-Smart Agriculture Consultation Request')
    expect(url.searchParams.get('body')).toBe(
      [
        'Name: Wanjiru Kamau',
        'Email: wanjiru@example.co.ke',
        'Phone: 0712 345 678',
        'Topic: Climate-Smart Agriculture',
        '',
        'Question:',
        'How do I save water for my kale during the dry season?',
        'Thanks & regards',
      ].join('\r\n'),
    )
    expect(link).toContain('Thanks%20%26%20regards')
    await expect(page.getByLabel('Full name')).toHaveValue('')
    await expect(page.getByLabel('Topic')).toHaveValue('')
    await expect(page.getByLabel('Your question')).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeEnabled()
  })

  test('says "Not provided" without a phone', async ({ page }) => {
    await captureMailLinks(page)
    await page.goto('/ask-expert')
    await fill(page)
    await page.getByLabel('Phone number').fill('')
    await page.getByRole('button', { name: 'Send Request' }).click()
    await expect(toast(page, 'Email Client Opened')).toBeVisible()
    const [link] = await mailLinks(page)
    expect(new URL(link!).searchParams.get('body')).toContain('Phone: Not provided')
  })

  test('keeps the values and shows the Error toast when the mail app cannot be opened', async ({ page }) => {
    await captureMailLinks(page, { fail: true })
    await page.goto('/ask-expert')
    await fill(page)
    await page.getByRole('button', { name: 'Send Request' }).click()
    const error = toast(page, 'Error')
    await expect(error).toContainText('There was a problem opening your email client. Please try again.')
    await expect(error).toHaveAttribute('data-type', 'error')
    await expect(page.getByLabel('Full name')).toHaveValue('Wanjiru Kamau')
    await expect(page.getByLabel('Topic')).toHaveValue('climate-smart')
    await expect(page.getByLabel('Your question')).toHaveValue(/save water for my kale/)
  })
})

test.describe('FAQ', () => {
  test('opens one answer at a time, and closes it again', async ({ page }) => {
    await page.goto('/ask-expert')
    const first = page.getByRole('button', { name: 'How long does it take to get an answer from an expert?' })
    const second = page.getByRole('button', { name: 'Can I ask my question in Kiswahili?' })
    const firstAnswer = page.getByText('An agricultural expert replies within 24-48 hours')
    const secondAnswer = page.getByText('Yes. You can ask in English or Swahili')
    await expect(firstAnswer).toBeHidden()

    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(firstAnswer).toBeVisible()

    await second.click()
    await expect(secondAnswer).toBeVisible()
    await expect(firstAnswer).toBeHidden()
    await expect(first).toHaveAttribute('aria-expanded', 'false')

    await second.click()
    await expect(secondAnswer).toBeHidden()
    await expect(page.locator('[data-slot="accordion-trigger"][aria-expanded="true"]')).toHaveCount(0)

    // Keyboard: arrows move between questions, Enter opens.
    await first.focus()
    await page.keyboard.press('ArrowDown')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(secondAnswer).toBeVisible()
  })
})

test.describe('the key stays on the server', () => {
  test('no page, bundle or chat response carries it', async ({ request }) => {
    for (const path of ['/', '/ask-expert', '/ask-expert?x=1', '/contact', '/articles/soil-health']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toContain(testGeminiKey)
    }

    const files = await listFiles(path.resolve('build/client'))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const text = await readFile(file, 'utf8')
      expect(text, file).not.toContain(testGeminiKey)
      expect(text, file).not.toContain('x-goog-api-key')
      expect(text, file).not.toContain('generativelanguage.googleapis.com')
      expect(text, file).not.toContain('GEMINI_API_KEY')
    }

    const outcomes: Array<[string, number]> = [
      ['plain', 200],
      ['[fake:rate-limit]', 429],
      ['[fake:server-error]', 502],
      ['[fake:malformed]', 502],
      ['[fake:no-candidates]', 200],
    ]
    for (const [index, [marker, status]] of outcomes.entries()) {
      const response = await request.post('/api/chat', {
        data: { question: `${marker} key check` },
        headers: { 'X-Forwarded-For': `10.200.0.${index + 1}` },
      })
      expect(response.status(), marker).toBe(status)
      const text = `${JSON.stringify(response.headers())}${await response.text()}`
      expect(text, marker).not.toContain(testGeminiKey)
      expect(text, marker).not.toContain('PROVIDER-SECRET-DETAIL')
    }
  })

  test('the API answers bad requests plainly', async ({ request }) => {
    expect((await request.get('/api/chat')).status()).toBe(405)
    const empty = await request.post('/api/chat', { data: { question: '   ' } })
    expect(empty.status()).toBe(400)
    expect(await empty.json()).toEqual({
      error: 'invalid_request',
      message: 'Please type a question of 1 to 2000 characters.',
    })
    const notJson = await request.post('/api/chat', { data: 'question=hi', headers: { 'Content-Type': 'text/plain' } })
    expect(notJson.status()).toBe(400)
    // Over the server's one body limit (server/body-limit.ts), before the route reads it.
    const big = await request.post('/api/chat', { data: { question: 'x'.repeat(33 * 1024) } })
    expect(big.status()).toBe(413)
    expect(await big.json()).toEqual({ error: 'too_large', message: 'The request is too large.' })
  })
})

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(js|html|css|data|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}
