// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { Toaster } from '~/components/ui/toaster'
import { CHAT_HISTORY_KEY } from './chat-history'
import { ChatPanel } from './chat-panel'

const WELCOME = "Hello! I'm your agricultural assistant. How can I help you with your farming questions today?"

/** Our server as the browser sees it: the answer a question gets depends on its words. */
function stubServer(reply: (question: string) => Response | Promise<Response>) {
  const questions: string[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { question } = JSON.parse(String(init.body)) as { question: string }
    questions.push(question)
    return reply(question)
  })
  return questions
}

function renderPanel() {
  const user = userEvent.setup()
  render(
    <>
      <ChatPanel />
      <Toaster />
    </>,
  )
  const input = screen.getByRole('textbox', { name: 'Your farming question' })
  return { user, input, log: screen.getByRole('log') }
}

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// Toasts live in sonner's module state: none may leak into the next test.
afterEach(() => toast.dismiss())

describe('ChatPanel', () => {
  it('greets the farmer with the welcome message, panel header and Clear Chat', () => {
    const { input, log } = renderPanel()
    expect(within(log).getByText(WELCOME)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Agricultural Expert' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear Chat' })).toBeEnabled()
    expect(input).toHaveAttribute('placeholder', 'Ask your farming question...')
  })

  it('sends with Enter, adds a line with Shift+Enter, and shows the formatted answer', async () => {
    const questions = stubServer(() =>
      Response.json({ answer: 'Plant **early**.\n\n- Test the soil\n- Use good seed' }),
    )
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
    const questions = stubServer(() => Response.json({ answer: 'x' }))
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
    await act(async () => answer(Response.json({ answer: 'Yes, tomorrow.' })))
    await within(log).findByText('Yes, tomorrow.')
    expect(within(log).queryByText('The expert is typing…')).toBeNull()
    expect(input).not.toHaveAttribute('aria-disabled')
  })

  it('shows an answer as text, never as markup', async () => {
    stubServer(() => Response.json({ answer: '<img src="x" onerror="alert(1)"> <b>hi</b>' }))
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
        <ChatPanel />
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
    expect(await screen.findByText('Please wait')).toBeInTheDocument()
    expect(screen.getByText("You're sending messages too quickly. Please wait a moment.")).toBeInTheDocument()

    await act(async () => vi.advanceTimersByTime(5000))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(input).not.toHaveAttribute('aria-disabled')
  })

  it('shows "You\'ve sent too many messages" when our server refuses a flood (an error containing 429)', async () => {
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
    expect(await screen.findByText('Connection Issue')).toBeInTheDocument()
    expect(screen.getByText("We couldn't connect to our expert system. Please try again later.")).toBeInTheDocument()
    expect(errors).toHaveBeenCalledWith('API request failed with status 502')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the assistant is not configured', async () => {
    stubServer(() => Response.json({ error: 'not_configured', message: 'x' }, { status: 503 }))
    const { user, input, log } = renderPanel()
    await user.type(input, 'Hello{Enter}')
    await within(log).findByText(/The assistant is not configured yet/)
  })

  it('saves the conversation, restores it on the next visit, and Clear Chat removes it', async () => {
    stubServer(() => Response.json({ answer: 'Use manure.' }))
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
    expect(await screen.findByText('Chat History Cleared')).toBeInTheDocument()
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
      return Response.json({ answer: `Answer ${sentAt.length}` })
    })
    const { user, input, log } = renderPanel()
    await user.type(input, 'One{Enter}')
    await within(log).findByText('Answer 1')
    await user.type(input, 'Two{Enter}')
    await within(log).findByText('Answer 2', {}, { timeout: 3000 })
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(1000)
  })
})
