import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { z } from 'zod'
import { fakeGeminiURL } from '../playwright.config'

// What several specs do alike: be a client of their own, open the chat, read what the fake Gemini
// received, find a toast, make a question no other test asks, read a page's h1 from its HTML.

let clients = 0
/**
 * An address of its own for each call, sent as X-Forwarded-For: the server spaces and limits
 * questions per client, so no test waits on another's. `block` keeps one spec's addresses apart
 * from another's (it and the next number are that spec's: desktop, mobile).
 */
export function clientAddress(testInfo: TestInfo, block: number) {
  clients += 1
  const project = testInfo.project.name === 'mobile' ? 1 : 0
  return `10.${block + project}.${testInfo.workerIndex % 250}.${clients % 250}`
}

/** /ask-expert, and the parts of its chat a test uses. */
export async function openChat(page: Page) {
  await page.goto('/ask-expert')
  return {
    input: page.getByRole('textbox', { name: 'Your farming question' }),
    send: page.getByRole('button', { name: 'Send', exact: true }),
    log: page.getByRole('log', { name: 'Conversation with the agricultural expert' }),
  }
}

/** The toast with this title, among the page's notifications. */
export const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).locator('[data-sonner-toast]', { hasText: title })

/** The text with a mark no other test's text carries, to find its answer and its call upstream. */
export const unique = (text: string) => `${text} (${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)})`

// A part is text, or a farmer's photo or voice note (inlineData, from the WhatsApp specs).
const Turn = z.looseObject({ role: z.string(), parts: z.array(z.looseObject({ text: z.string().optional() })) })
const UpstreamRequests = z.array(
  z.looseObject({
    path: z.string(),
    headers: z.record(z.string(), z.unknown()),
    body: z.looseObject({ contents: z.array(Turn) }),
  }),
)

/** The calls the fake Gemini received whose last turn (the farmer's question) contains `text`. */
export async function upstreamRequestsAsking(request: APIRequestContext, text: string) {
  const recorded = UpstreamRequests.parse(await (await request.get(`${fakeGeminiURL}/__control/requests`)).json())
  return recorded.filter((entry) => entry.body.contents.at(-1)?.parts.some((part) => part.text?.includes(text)))
}

/** The text of a page's h1, from its HTML. */
export function h1Of(html: string) {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}
