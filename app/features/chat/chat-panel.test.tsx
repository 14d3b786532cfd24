// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { z } from 'zod'
import type { GuideLink } from './chat-schema'
import { Toaster } from '~/components/ui/toaster'
import { CHAT_HISTORY_KEY } from './chat-history'
import { ChatPanel } from './chat-panel'
import type { ChatStreamEvent } from './chat-schema'
import { untilPageIsLive } from '../../../tests/page-live'

const WELCOME = "Hello! I'm your agricultural assistant. How can I help you with your farming questions today?"

const RequestBodySchema = z.object({
  question: z.string(),
  history: z.array(z.object({ role: z.enum(['user', 'model']), text: z.string() })),
})
type RequestBody = z.infer<typeof RequestBodySchema>

/** Our server as the browser sees it: the answer a question gets depends on its words. */
let requestBodies: RequestBody[] = []

function stubServer(reply: (question: string) => Response | Promise<Response>) {
  const questions: string[] = []
  requestBodies = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = RequestBodySchema.parse(JSON.parse(String(init.body)))
    questions.push(body.question)
    requestBodies.push(body)
    return reply(body.question)
  })
  return questions
}

const encoder = new TextEncoder()
const line = (event: ChatStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`)

/** A whole answer as our server streams it: its text, then the guide sections it drew on. */
function answerOf(text: string, sources: GuideLink[] = []) {
  const events: ChatStreamEvent[] = [
    { type: 'text', text },
    { type: 'done', sources },
  ]
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(line(event))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } })
}

/** An answer the test writes piece by piece. */
function openAnswer() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
  })
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (event: ChatStreamEvent) => act(async () => controller?.enqueue(line(event))),
    // The chat stops reading at `done`, which may have closed the stream already.
    close: () =>
      act(async () => {
        try {
          controller?.close()
        } catch {
          // already closed by the reader
        }
      }),
  }
}

const SOIL_LINK: GuideLink = {
  href: '/articles/soil-health#steps-to-test-your-soil-and-correct-acidity',
  title: 'Soil Health',
  heading: 'Steps to Test Your Soil and Correct Acidity',
}

function renderPanel() {
  const user = userEvent.setup()
  const { unmount } = render(
    <>
      <ChatPanel consultationHref="#consultation" />
      <Toaster />
    </>,
  )
  const input = screen.getByRole('textbox', { name: 'Your farming question' })
  return { user, input, log: screen.getByRole('log'), unmount }
}

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// Toasts live in sonner's module state: none may leak into the next test.
afterEach(() => toast.dismiss())

/** The toasts' code loads at the first toast: on a busy machine a toast can take longer than findBy's second. */
const TOAST_MS = 3000

describe('ChatPanel', () => {
  beforeAll(untilPageIsLive)

  it('greets the farmer with the welcome message, panel header and Clear Chat', async () => {
    const { input, log } = renderPanel()
    expect(within(log).getByText(WELCOME)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Agricultural Expert' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear Chat' })).toBeEnabled()
    expect(input).toHaveAttribute('placeholder', 'Ask your farming question...')
  })

  it('says beside the disclaimer, in the input’s description, that questions go to an outside AI service', () => {
    const { input } = renderPanel()
    expect(input).toHaveAccessibleDescription(expect.stringContaining('go to an outside AI service (Google Gemini)'))
  })

  it('sends with Enter, adds a line with Shift+Enter, and shows the formatted answer', async () => {
    const questions = stubServer(() => answerOf('Plant **early**.\n\n- Test the soil\n- Use good seed'))
    const { user, input, log } = renderPanel()
    await user.type(input, 'When do I plant?{Shift>}{Enter}{/Shift}In Mwea')
    expect(input).toHaveValue('When do I plant?\nIn Mwea')
    expect(questions).toEqual([])
    await user.keyboard('{Enter}')
    expect(input).toHaveValue('')
    expect(within(log).getByText(/When do I plant\?\s+In Mwea/)).toBeInTheDocument()
    await within(log).findByText('early')
    expect(within(log).getByText('early').tagName).toBe('STRONG')
    expect(within(log).getByText('Test the soil').tagName).toBe('LI')
    expect(questions).toEqual(['When do I plant?\nIn Mwea'])
  })

  it('does not send an empty or whitespace-only message', async () => {
    const questions = stubServer(() => answerOf('x'))
    const { user, input } = renderPanel()
    await user.type(input, '   {Enter}')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(questions).toEqual([])
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('locks the input and shows the typing indicator while a reply is pending', async () => {
    let answer: (response: Response) => void = () => {}
    stubServer(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user, input, log } = renderPanel()
    await user.type(input, 'Is it going to rain?{Enter}')
    expect(input).toHaveAttribute('aria-disabled', 'true')
    expect(input).toHaveAttribute('readonly')
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(log).getByText('The expert is typing…')).toBeInTheDocument()
    await act(async () => answer(answerOf('Yes, tomorrow.')))
    await within(log).findByText('Yes, tomorrow.')
    expect(within(log).queryByText('The expert is typing…')).toBeNull()
    expect(input).not.toHaveAttribute('aria-disabled')
  })

  it('shows an answer as text, never as markup', async () => {
    stubServer(() => answerOf('<img src="x" onerror="alert(1)"> <b>hi</b>'))
    const { user, input, log } = renderPanel()
    await user.type(input, 'Hello{Enter}')
    await within(log).findByText('<img src="x" onerror="alert(1)"> <b>hi</b>')
    expect(log.querySelector('img, b')).toBeNull()
  })

  it('on an AI-service 429 shows the red banner for 5 s and blocks the chat, with a toast for a try meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubServer(() => Response.json({ error: 'rate_limit', message: 'x' }, { status: 429 }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <>
        <ChatPanel consultationHref="#consultation" />
        <Toaster />
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Your farming question' })
    await user.type(input, 'Beans?{Enter}')
    const banner = await screen.findByRole('alert')
    expect(banner).toHaveTextContent('Rate limit exceeded. Please wait a moment before sending another message.')
    // The question is kept in the conversation.
    expect(within(screen.getByRole('log')).getByText('Beans?')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-disabled', 'true')

    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Please wait', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    expect(screen.getByText("You're sending messages too quickly. Please wait a moment.")).toBeInTheDocument()

    await act(async () => vi.advanceTimersByTime(5000))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(input).not.toHaveAttribute('aria-disabled')
  })

  it('shows "You\'ve sent too many messages" when our server refuses a flood (its code too_many_requests)', async () => {
    stubServer(() => Response.json({ error: 'too_many_requests', message: 'x' }, { status: 429 }))
    const { user, input } = renderPanel()
    await user.type(input, 'Again?{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've sent too many messages too quickly. Please wait a moment before sending another message.",
    )
  })

  it('on any other failure shows the Connection Issue toast and the apology, keeping the question', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubServer(() => Response.json({ error: 'upstream', message: 'x' }, { status: 502 }))
    const { user, input, log } = renderPanel()
    await user.type(input, 'Why are my cows thin?{Enter}')
    await within(log).findByText(
      "I'm sorry, but I'm having trouble connecting right now. Please wait a moment before asking your next question.",
    )
    expect(within(log).getByText('Why are my cows thin?')).toBeInTheDocument()
    expect(await screen.findByText('Connection Issue', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    expect(screen.getByText("We couldn't connect to our expert system. Please try again later.")).toBeInTheDocument()
    expect(errors).toHaveBeenCalledWith('API request failed with status 502')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the answer growing as it streams, the typing indicator only until the first words, and stores the finished answer', async () => {
    const stream = openAnswer()
    stubServer(() => stream.response)
    const { user, input, log } = renderPanel()
    await user.type(input, 'How do I lime my soil?{Enter}')
    expect(within(log).getByText('The expert is typing…')).toBeInTheDocument()

    await stream.send({ type: 'text', text: 'Test the soil ' })
    expect(await within(log).findByText('Test the soil')).toBeInTheDocument()
    expect(within(log).queryByText('The expert is typing…')).toBeNull()
    // Still being written: busy for screen readers, the input locked, nothing stored yet.
    expect(within(log).getByText('Test the soil').closest('li')).toHaveAttribute('aria-busy', 'true')
    expect(input).toHaveAttribute('aria-disabled', 'true')
    expect(window.localStorage.getItem(CHAT_HISTORY_KEY)).not.toContain('Test the soil')

    await stream.send({ type: 'text', text: 'first, then **apply lime**.' })
    expect(await within(log).findByText('apply lime')).toBeInTheDocument()
    await stream.send({ type: 'done', sources: [SOIL_LINK] })
    await stream.close()

    const link = await within(log).findByRole('link', {
      name: 'Soil Health: Steps to Test Your Soil and Correct Acidity',
    })
    expect(link).toHaveAttribute('href', SOIL_LINK.href)
    expect(within(log).getByText('From our guides:')).toBeInTheDocument()
    expect(input).not.toHaveAttribute('aria-disabled')
    expect(log.querySelector('[aria-busy]')).toBeNull()
    const stored = JSON.parse(window.localStorage.getItem(CHAT_HISTORY_KEY)!) as {
      messages: Array<{ content: string; sources?: GuideLink[] }>
    }
    expect(stored.messages.at(-1)).toMatchObject({
      content: 'Test the soil first, then **apply lime**.',
      sources: [SOIL_LINK],
    })
    // One answer on the screen, not the draft and the stored one.
    expect(within(log).getAllByText('apply lime')).toHaveLength(1)
  })

  it('keeps what arrived of an answer that broke off, with a short note', async () => {
    const stream = openAnswer()
    stubServer(() => stream.response)
    const { user, input, log } = renderPanel()
    await user.type(input, 'Maize?{Enter}')
    await stream.send({ type: 'text', text: 'Plant at the start of the rains' })
    await stream.send({ type: 'done', sources: [], interrupted: true })
    await stream.close()
    expect(
      await within(log).findByText(
        'The connection was lost before the answer was finished. Please ask again for the rest.',
      ),
    ).toBeInTheDocument()
    expect(within(log).getByText('Plant at the start of the rains')).toBeInTheDocument()
    expect(screen.queryByText('Connection Issue')).toBeNull()
  })

  it('keeps what arrived when the connection to our server breaks mid-answer', async () => {
    const stream = openAnswer()
    stubServer(() => stream.response)
    const { user, input, log } = renderPanel()
    await user.type(input, 'Maize?{Enter}')
    await stream.send({ type: 'text', text: 'Plant at the start of the rains' })
    await stream.close()
    expect(await within(log).findByText(/The connection was lost/)).toBeInTheDocument()
    expect(within(log).getByText('Plant at the start of the rains')).toBeInTheDocument()
  })

  it("after the Connection Issue apology, gives the offline assistant's answer from the guides", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const offline = { answer: 'This is the offline assistant: here is what our guides say.', sources: [SOIL_LINK] }
    stubServer(() => Response.json({ error: 'upstream', message: 'x', offline }, { status: 502 }))
    const { user, input, log } = renderPanel()
    await user.type(input, 'How do I lime my soil?{Enter}')
    await within(log).findByText(offline.answer)
    expect(await screen.findByText('Connection Issue', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    const texts = within(log)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    expect(texts.findIndex((text) => text.includes("I'm sorry, but I'm having trouble connecting"))).toBeLessThan(
      texts.findIndex((text) => text.includes(offline.answer)),
    )
    expect(within(log).getByRole('link', { name: /Soil Health/ })).toHaveAttribute('href', SOIL_LINK.href)
  })

  it('sends the earlier turns with a follow-up, without the welcome or the error replies', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubServer((question) =>
      question === 'Fails'
        ? Response.json({ error: 'upstream', message: 'x' }, { status: 502 })
        : answerOf(`Answer to ${question}`),
    )
    const { user, input, log } = renderPanel()
    await user.type(input, 'How do I plant maize?{Enter}')
    await within(log).findByText('Answer to How do I plant maize?')
    await user.type(input, 'Fails{Enter}')
    await within(log).findByText(/having trouble connecting/, {}, { timeout: 3000 })
    await user.type(input, 'And how much fertiliser?{Enter}')
    await within(log).findByText('Answer to And how much fertiliser?', {}, { timeout: 3000 })
    expect(requestBodies[0]?.history).toEqual([])
    expect(requestBodies[2]?.history).toEqual([
      { role: 'user', text: 'How do I plant maize?' },
      { role: 'model', text: 'Answer to How do I plant maize?' },
      { role: 'user', text: 'Fails' },
    ])
  })

  it('saves the conversation, restores it on the next visit, and Clear Chat removes it', async () => {
    stubServer(() => answerOf('Use manure.'))
    const first = renderPanel()
    await first.user.type(first.input, 'Soil tips?{Enter}')
    await within(first.log).findByText('Use manure.')
    const stored = JSON.parse(window.localStorage.getItem(CHAT_HISTORY_KEY)!) as {
      messages: Array<{ content: string; sender: string }>
      lastUpdated: string
    }
    expect(stored.messages.map(({ content, sender }) => [sender, content])).toEqual([
      ['bot', WELCOME],
      ['user', 'Soil tips?'],
      ['bot', 'Use manure.'],
    ])
    expect(stored.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it("shows the spec's replies by their kind, in the page's language, and never sends them as turns", async () => {
    // Stored while the page was in another language: the kind decides, not the words.
    const at = '2025-04-08T09:30:00.000Z'
    window.localStorage.setItem(
      CHAT_HISTORY_KEY,
      JSON.stringify({
        messages: [
          { id: 'u1', content: 'Mahindi?', sender: 'user', timestamp: at },
          { id: 'b1', content: 'Samahani, kuna tatizo la muunganisho.', sender: 'bot', timestamp: at, kind: 'apology' },
          { id: 'b2', content: 'Samahani, jaribu tena.', sender: 'bot', timestamp: at, kind: 'fallback' },
          { id: 'b3', content: 'Panda mapema', sender: 'bot', timestamp: at, interrupted: true },
        ],
        lastUpdated: at,
      }),
    )
    stubServer(() => answerOf('Plant early.'))
    const { user, input, log } = renderPanel()
    expect(within(log).getByText(/having trouble connecting right now/)).toBeInTheDocument()
    expect(within(log).getByText(/having trouble processing your request/)).toBeInTheDocument()
    expect(within(log).queryByText(/Samahani/)).toBeNull()
    expect(within(log).getByText(/The connection was lost before the answer was finished/)).toBeInTheDocument()
    await user.type(input, 'And beans?{Enter}')
    await within(log).findByText('Plant early.')
    expect(requestBodies[0]?.history).toEqual([
      { role: 'user', text: 'Mahindi?' },
      { role: 'model', text: 'Panda mapema' },
    ])
  })

  it('shows the safety note under the answer to a high-risk question, and again after a reload', async () => {
    const events: ChatStreamEvent[] = [
      { type: 'text', text: 'Ask your vet for the dose.' },
      { type: 'done', sources: [], safety: true },
    ]
    stubServer(
      () =>
        new Response(events.map((event) => JSON.stringify(event)).join('\n'), {
          headers: { 'Content-Type': 'application/x-ndjson' },
        }),
    )
    const first = renderPanel()
    await first.user.type(first.input, 'Dose of ivermectin?{Enter}')
    await within(first.log).findByText('Ask your vet for the dose.')
    const answer = within(first.log).getByText('Ask your vet for the dose.').closest('li')!
    expect(within(answer).getByText(/^Safety first: for a dose, a mix or a sick animal/)).toBeInTheDocument()
    first.unmount()
    const again = renderPanel()
    expect(within(again.log).getByText(/^Safety first:/)).toBeInTheDocument()
  })

  it('after the fallback reply, gives the offline answer, with the safety note under it', async () => {
    const offline = { answer: 'Our guides say: call the vet.', sources: [SOIL_LINK] }
    const events: ChatStreamEvent[] = [
      { type: 'text', text: "I'm having trouble processing your request. Please try again." },
      { type: 'done', sources: [], fallback: true, offline, safety: true },
    ]
    stubServer(
      () =>
        new Response(events.map((event) => JSON.stringify(event)).join('\n'), {
          headers: { 'Content-Type': 'application/x-ndjson' },
        }),
    )
    const { user, input, log } = renderPanel()
    await user.type(input, 'My cow is dying{Enter}')
    const reply = (await within(log).findByText('Our guides say: call the vet.')).closest('li')!
    expect(within(reply).getByText(/^Safety first:/)).toBeInTheDocument()
    expect(within(reply).getByRole('link', { name: /Soil Health/ })).toBeInTheDocument()
    expect(within(log).getByText(/having trouble processing your request/)).toBeInTheDocument()
    expect(within(log).getAllByText(/^Safety first:/)).toHaveLength(1)
  })

  it('says under the panel what the chat is, linking to the consultation form', () => {
    renderPanel()
    const line = screen.getByText(/^Answers are written by an AI assistant from our guides/)
    expect(line).toHaveTextContent(
      'Answers are written by an AI assistant from our guides. Check doses with a vet or agro-vet, and ask a human expert with the consultation form.',
    )
    expect(within(line).getByRole('link', { name: 'ask a human expert with the consultation form' })).toHaveAttribute(
      'href',
      '#consultation',
    )
  })

  it('restores a stored conversation and clears it with a toast', async () => {
    window.localStorage.setItem(
      CHAT_HISTORY_KEY,
      JSON.stringify({
        messages: [{ id: 'u1', content: 'Earlier question', sender: 'user', timestamp: '2025-04-08T09:30:00.000Z' }],
        lastUpdated: '2025-04-08T09:30:00.000Z',
      }),
    )
    const { user, log } = renderPanel()
    expect(within(log).getByText('Earlier question')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Chat' }))
    expect(within(log).queryByText('Earlier question')).toBeNull()
    expect(within(log).getByText(WELCOME)).toBeInTheDocument()
    expect(window.localStorage.getItem(CHAT_HISTORY_KEY)).toBeNull()
    expect(await screen.findByText('Chat History Cleared', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    expect(screen.getByText('Your conversation history has been deleted.')).toBeInTheDocument()
  })

  it('ignores and logs a corrupt stored history', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.localStorage.setItem(CHAT_HISTORY_KEY, '{"messages": [oops')
    const { log } = renderPanel()
    expect(within(log).getAllByRole('listitem')).toHaveLength(1)
    expect(within(log).getByText(WELCOME)).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring the stored chat history'))
  })

  it('waits at least 1000 ms between two requests', async () => {
    const sentAt: number[] = []
    stubServer(() => {
      sentAt.push(Date.now())
      return answerOf(`Answer ${sentAt.length}`)
    })
    const { user, input, log } = renderPanel()
    await user.type(input, 'One{Enter}')
    await within(log).findByText('Answer 1')
    await user.type(input, 'Two{Enter}')
    await within(log).findByText('Answer 2', {}, { timeout: 3000 })
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(1000)
  })

  describe('with no connection', () => {
    const OFFLINE_LINE = "You're offline. Your question is kept here and will be sent when the connection is back."
    const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
    afterEach(() => vi.restoreAllMocks())

    it('keeps the question as waiting in one line, without the connection error, and sends it when online', async () => {
      const questions = stubServer((question) => answerOf(`About ${question}`))
      setOnline(false)
      const { user, input, log } = renderPanel()
      await user.type(input, 'When do I plant beans?{Enter}')
      expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_LINE)
      expect(within(log).getByText('When do I plant beans?')).toBeInTheDocument()
      expect(within(log).getByText('Waiting for a connection')).toBeInTheDocument()
      expect(questions).toEqual([])
      expect(screen.queryByText('Connection Issue')).toBeNull()

      setOnline(true)
      act(() => void window.dispatchEvent(new Event('online')))
      await within(log).findByText('About When do I plant beans?')
      expect(questions).toEqual(['When do I plant beans?'])
      expect(within(log).queryByText('Waiting for a connection')).toBeNull()
      expect(screen.getByRole('status')).toHaveTextContent('')
    })

    it('treats a request lost to a dropped connection as waiting, not as a server error', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const online = setOnline(true)
      stubServer(() => {
        online.mockReturnValue(false)
        throw new TypeError('Failed to fetch')
      })
      const { user, input, log } = renderPanel()
      await user.type(input, 'Is it going to rain?{Enter}')
      expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_LINE)
      expect(within(log).getByText('Waiting for a connection')).toBeInTheDocument()
      expect(within(log).queryByText(/having trouble connecting/)).toBeNull()
      expect(errors).not.toHaveBeenCalled()
    })

    it('keeps waiting questions across a reload and sends them, spaced, once online', async () => {
      setOnline(false)
      const first = renderPanel()
      await first.user.type(first.input, 'First{Enter}')
      await first.user.type(first.input, 'Second{Enter}')
      first.unmount()

      const sentAt: number[] = []
      const questions = stubServer((question) => {
        sentAt.push(Date.now())
        return answerOf(`Answer to ${question}`)
      })
      setOnline(true)
      const { log } = renderPanel()
      await within(log).findByText('Answer to Second', {}, { timeout: 3000 })
      expect(questions).toEqual(['First', 'Second'])
      expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(1000)
    })
  })
})
