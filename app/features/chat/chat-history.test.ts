// @vitest-environment jsdom
import type { ChatMessage } from './chat-schema'
import {
  CHAT_HISTORY_KEY,
  clearChatHistory,
  createConversation,
  loadChatHistory,
  MAX_STORED_MESSAGES,
  saveChatHistory,
} from './chat-history'

const message = (id: string, sender: ChatMessage['sender'] = 'user'): ChatMessage => ({
  id,
  content: `Message ${id}`,
  sender,
  timestamp: '2025-04-08T09:30:00.000Z',
})

beforeEach(() => window.localStorage.clear())

describe('chat history in local storage', () => {
  it('saves the messages with lastUpdated under skyfield-chat-history and reads them back', () => {
    saveChatHistory(window.localStorage, [message('a'), message('b', 'bot')], new Date('2025-04-08T10:00:00Z'))
    expect(JSON.parse(window.localStorage.getItem('skyfield-chat-history')!)).toEqual({
      messages: [message('a'), message('b', 'bot')],
      lastUpdated: '2025-04-08T10:00:00.000Z',
    })
    expect(loadChatHistory(window.localStorage)).toEqual([message('a'), message('b', 'bot')])
  })

  it('keeps only the newest messages', () => {
    const many = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, index) => message(String(index)))
    saveChatHistory(window.localStorage, many)
    const stored = loadChatHistory(window.localStorage)!
    expect(stored).toHaveLength(MAX_STORED_MESSAGES)
    expect(stored[0]?.id).toBe('5')
  })

  it('gives null when nothing is stored', () => {
    expect(loadChatHistory(window.localStorage)).toBeNull()
  })

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ messages: 'hello' })],
    [
      'a bad sender',
      JSON.stringify({ messages: [{ ...message('a'), sender: 'admin' }], lastUpdated: '2025-04-08T10:00:00Z' }),
    ],
    [
      'a bad timestamp',
      JSON.stringify({ messages: [{ ...message('a'), timestamp: 'yesterday' }], lastUpdated: '2025-04-08T10:00:00Z' }),
    ],
  ])('ignores and logs stored history that is %s', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.localStorage.setItem(CHAT_HISTORY_KEY, raw)
    expect(loadChatHistory(window.localStorage)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring the stored chat history'))
  })

  it('clears the stored history', () => {
    saveChatHistory(window.localStorage, [message('a')])
    clearChatHistory(window.localStorage)
    expect(window.localStorage.getItem(CHAT_HISTORY_KEY)).toBeNull()
  })

  it('still works when storage refuses to write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => saveChatHistory(window.localStorage, [message('a')])).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })
})

describe('createConversation', () => {
  const welcome = message('welcome', 'bot')
  const welcomeOnly: [ChatMessage] = [welcome]

  it('starts with the stored messages, or the welcome alone as the very array the server drew', () => {
    expect(createConversation(window.localStorage, welcomeOnly).getSnapshot()).toBe(welcomeOnly)
    saveChatHistory(window.localStorage, [welcome, message('a')])
    expect(createConversation(window.localStorage, welcomeOnly).getSnapshot()).toEqual([welcome, message('a')])
  })

  it('stores each new message and tells its subscribers', () => {
    const conversation = createConversation(window.localStorage, welcomeOnly)
    const listener = vi.fn()
    conversation.subscribe(listener)
    conversation.append(message('a'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(conversation.getSnapshot()).toEqual([welcome, message('a')])
    expect(loadChatHistory(window.localStorage)).toEqual([welcome, message('a')])
  })

  it('resets to the welcome message with nothing left in storage', () => {
    const conversation = createConversation(window.localStorage, welcomeOnly)
    conversation.append(message('a'))
    conversation.reset()
    expect(conversation.getSnapshot()).toEqual([welcome])
    expect(window.localStorage.getItem(CHAT_HISTORY_KEY)).toBeNull()
  })
})
