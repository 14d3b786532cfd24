import type { Page } from '@playwright/test'
import { z } from 'zod'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { clientAddress, openChat, toast, unique, upstreamRequestsAsking } from './helpers'

// The assistant grounded in our guides, end to end against the fake Gemini: the answer streams
// in, the guide sections it drew on are linked under it, a follow-up carries the earlier
// turns, and the offline assistant answers from the guides when the AI service fails.
// A marker such as "[fake:trickle]" in a question picks the fake's answer; each test is
// its own client (X-Forwarded-For), as in ask-expert.spec.ts.

const APOLOGY =
  "I'm sorry, but I'm having trouble connecting right now. Please wait a moment before asking your next question."
const OFFLINE_INTRO =
  'This is the offline assistant: our AI expert is not available right now, so here is what our guides say about your question.'
const HUMAN_EXPERT = 'For advice on your own farm, ask a human expert with the consultation form on this page.'
const INTERRUPTED = 'The connection was lost before the answer was finished. Please ask again for the rest.'
/** The fake's answer, piece by piece (tests/fake-gemini.mjs NORMAL_CHUNKS). */
const FIRST_WORDS = 'For maize in Mwea,'
const LAST_WORDS = 'Ask again if you need more help.'
const ARMYWORM = 'How can I control fall armyworm in my maize?'
const SAFETY_NOTE =
  /^Safety first: for a dose, a mix or a sick animal, follow the product label and ask a vet or agro-vet/
const DISCLAIMER =
  'Answers are written by an AI assistant from our guides. Check doses with a vet or agro-vet, and ask a human expert with the consultation form.'

/** This spec's block of client addresses (clientAddress). */
const CLIENTS = 3

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress(testInfo, CLIENTS) })
})

async function ask(page: Page, question: string) {
  const chat = await openChat(page)
  await chat.input.fill(question)
  await chat.input.press('Enter')
  return chat
}

const StoredSchema = z.object({
  messages: z.array(
    z.object({
      content: z.string(),
      sender: z.string(),
      sources: z.array(z.object({ href: z.string() })).optional(),
      interrupted: z.boolean().optional(),
    }),
  ),
})
const storedHistory = async (page: Page) =>
  StoredSchema.parse(JSON.parse((await page.evaluate(() => localStorage.getItem('skyfield-chat-history'))) ?? 'null'))

test.describe('the grounded assistant', () => {
  test('streams the answer as it is written, links the guides it drew on, and a link opens the section @both', async ({
    page,
    request,
  }) => {
    const question = unique(`[fake:trickle] ${ARMYWORM}`)
    const { log, input } = await ask(page, question)

    // The first words are on the screen while the rest is still being written.
    await expect(log.getByText(FIRST_WORDS)).toBeVisible()
    await expect(log.getByText(LAST_WORDS)).toHaveCount(0)
    await expect(log.getByText('The expert is typing…')).toHaveCount(0)
    await expect(log.locator('li[aria-busy="true"]')).toHaveCount(1)
    // Bold while its run is still open: no stars on the screen.
    await expect(log.locator('strong', { hasText: 'plant at the start' })).toBeVisible()
    await expect(log.getByText('**')).toHaveCount(0)
    await expect(input).toHaveAttribute('aria-disabled', 'true')
    // Only the finished answer is stored.
    expect(JSON.stringify(await storedHistory(page))).not.toContain(FIRST_WORDS)

    await expect(log.getByText(LAST_WORDS)).toBeVisible()
    await expect(log.getByText('From our guides:')).toBeVisible()
    await expect(log.locator('li[aria-busy]')).toHaveCount(0)
    await expect(input).toBeEditable()
    const links = log.getByRole('link')
    await expect(links).toHaveCount(3)
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))
    expect(hrefs.every((href) => /^\/articles\/[a-z-]+(#[a-z0-9-]+)?$/.test(href ?? ''))).toBe(true)
    expect(hrefs.some((href) => href?.startsWith('/articles/pest-control'))).toBe(true)

    const stored = await storedHistory(page)
    expect(stored.messages.at(-1)).toMatchObject({ sender: 'bot', content: expect.stringContaining(LAST_WORDS) })
    expect(stored.messages.at(-1)?.sources?.map((source) => source.href)).toEqual(hrefs)

    // The model was given those sections with the question.
    const [upstream] = await upstreamRequestsAsking(request, question)
    expect(upstream?.path).toMatch(/:streamGenerateContent$/)
    const prompt = upstream?.body.contents.at(-1)?.parts[0]?.text ?? ''
    expect(prompt).toContain('[Guide section 1]')
    expect(prompt).toMatch(/Fall Armyworm/)
    expect(prompt).toMatch(new RegExp(`Question: ${question.replace(/[[\]().?]/g, '\\$&')}$`))

    const link = log.getByRole('link', { name: /Fall Armyworm/ }).first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    await expect(page).toHaveURL(href)
    const anchor = href.split('#')[1] ?? ''
    const heading = page.locator(`[id="${anchor}"]`)
    await expect(heading).toHaveText(/Fall Armyworm/)
    await expect(heading).toBeInViewport()
  })

  test('answers from the guides after the Connection Issue toast and apology when the AI service fails', async ({
    page,
  }) => {
    const question = `[fake:server-error] ${ARMYWORM}`
    const { log, input } = await ask(page, question)
    await expect(log.getByText(OFFLINE_INTRO)).toBeVisible()
    await expect(toast(page, 'Connection Issue')).toContainText(
      "We couldn't connect to our expert system. Please try again later.",
    )
    const items = log.getByRole('listitem').filter({ has: page.locator('time') })
    await expect(items.nth(0)).toContainText(question)
    await expect(items.nth(1)).toContainText(APOLOGY)
    await expect(items.nth(2)).toContainText(OFFLINE_INTRO)
    const offline = items.nth(2)
    await expect(offline).toContainText(HUMAN_EXPERT)
    await expect(offline.locator('strong')).toHaveCount(3)
    await expect(offline.getByRole('link')).toHaveCount(3)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(input).toBeEditable()
    await expectNoAxeViolations(page)
  })

  test('shows only the apology when the AI service fails and the guides have nothing', async ({ page }) => {
    const { log } = await ask(page, '[fake:server-error] Who won the football match last night?')
    await expect(log.getByText(APOLOGY)).toBeVisible()
    await expect(toast(page, 'Connection Issue')).toBeVisible()
    await expect(log.getByText(OFFLINE_INTRO)).toHaveCount(0)
    await expect(log.getByRole('link')).toHaveCount(0)
  })

  test('keeps what arrived of an answer that breaks off, with a short note', async ({ page }) => {
    const { log, input } = await ask(page, `[fake:cut] ${ARMYWORM}`)
    await expect(log.getByText(INTERRUPTED)).toBeVisible()
    await expect(log.locator('strong', { hasText: 'plant at the start of the long rains' })).toBeVisible()
    await expect(log.getByText(LAST_WORDS)).toHaveCount(0)
    await expect(toast(page, 'Connection Issue')).toHaveCount(0)
    await expect(input).toBeEditable()
    // Stored as a flag, so the note shows again (in the page's language) after a reload.
    expect((await storedHistory(page)).messages.at(-1)?.interrupted).toBe(true)
    await page.reload()
    await expect(log.getByText(INTERRUPTED)).toBeVisible()
  })

  test('sends a follow-up with the earlier turns', async ({ page, request }) => {
    const first = unique('How do I plant rice in Mwea?')
    const { log, input } = await ask(page, first)
    await expect(log.getByText(LAST_WORDS)).toBeVisible()
    const followUp = unique('And how much fertiliser?')
    await input.fill(followUp)
    await input.press('Enter')
    await expect(log.getByText(LAST_WORDS)).toHaveCount(2)

    const [upstream] = await upstreamRequestsAsking(request, followUp)
    expect(upstream?.body.contents.map((content) => content.role)).toEqual(['user', 'model', 'user'])
    expect(upstream?.body.contents[0]?.parts[0]?.text).toBe(first)
    expect(upstream?.body.contents[1]?.parts[0]?.text).toContain(LAST_WORDS)
    // Looked up with the question before it: the rice guide.
    await expect(log.getByRole('listitem').last().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/articles\/rice-farming/,
    )
  })

  test('a conversation with guide links has no accessibility violations', async ({ page }) => {
    // In English: a Kiswahili question is answered from the Kiswahili guides (languages.spec.ts).
    const { log } = await ask(page, 'How do I make compost at home?')
    await expect(log.getByText('From our guides:')).toBeVisible()
    await expect(log.getByRole('link', { name: /Soil Health/ }).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('puts the safety note under the answer to a dose question, and again after a reload @both', async ({
    page,
    request,
  }) => {
    const question = unique('What is the dose of ivermectin for a 300kg cow?')
    const { log } = await ask(page, question)
    const answer = log.getByRole('listitem').filter({ hasText: LAST_WORDS })
    await expect(answer.getByText(SAFETY_NOTE)).toBeVisible()
    await expect(log.getByText(SAFETY_NOTE)).toHaveCount(1)
    // The model was given the assistant's rules as its system instruction.
    const [sent] = await upstreamRequestsAsking(request, question)
    expect(JSON.stringify(sent?.body.systemInstruction)).toMatch(/vet/)
    await page.reload()
    await expect(log.getByRole('listitem').filter({ hasText: LAST_WORDS }).getByText(SAFETY_NOTE)).toBeVisible()
    // An ordinary question gets no note.
    await log.page().getByRole('textbox', { name: 'Your farming question' }).fill(unique('What spacing for beans?'))
    await log.page().getByRole('textbox', { name: 'Your farming question' }).press('Enter')
    await expect(log.getByText(LAST_WORDS)).toHaveCount(2)
    await expect(log.getByText(SAFETY_NOTE)).toHaveCount(1)
  })

  test('says under the chat what it is, with a link to the consultation form', async ({ page }) => {
    await openChat(page)
    const line = page.getByText(DISCLAIMER)
    await expect(line).toBeVisible()
    await line.getByRole('link', { name: 'ask a human expert with the consultation form' }).click()
    await expect(page).toHaveURL(/#consultation$/)
    await expect(page.getByRole('heading', { name: 'Request a Consultation' })).toBeInViewport()
  })

  test('marks an answer cut at the token limit as interrupted', async ({ page }) => {
    const { log, input } = await ask(page, `[fake:max-tokens] ${ARMYWORM}`)
    await expect(log.getByText(INTERRUPTED)).toBeVisible()
    await expect(log.locator('strong', { hasText: 'plant at the start of the long rains' })).toBeVisible()
    await expect(log.getByText(LAST_WORDS)).toHaveCount(0)
    await expect(toast(page, 'Connection Issue')).toHaveCount(0)
    await expect(input).toBeEditable()
  })
})
