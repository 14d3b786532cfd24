// The conversation kept in the browser's local storage, so a farmer who
// comes back finds it again. Read through zod: anything unreadable is ignored and
// logged, never shown.
import * as z from 'zod/mini'
import { StoredChatHistorySchema, type ChatMessage } from './chat-schema'

export const CHAT_HISTORY_KEY = 'skyfield-chat-history'
/** Enough for a long conversation, and bounded so local storage never fills up. */
export const MAX_STORED_MESSAGES = 100

/** The stored messages, or null when there are none or they cannot be read. */
export function loadChatHistory(storage: Storage): ChatMessage[] | null {
  let raw: string | null
  try {
    raw = storage.getItem(CHAT_HISTORY_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    console.warn('Ignoring the stored chat history: it is not JSON.')
    return null
  }
  const parsed = StoredChatHistorySchema.safeParse(json)
  if (!parsed.success) {
    console.warn(`Ignoring the stored chat history: ${z.prettifyError(parsed.error)}`)
    return null
  }
  return parsed.data.messages.length > 0 ? parsed.data.messages : null
}

export function saveChatHistory(storage: Storage, messages: ChatMessage[], now = new Date()) {
  const history = { messages: messages.slice(-MAX_STORED_MESSAGES), lastUpdated: now.toISOString() }
  try {
    storage.setItem(CHAT_HISTORY_KEY, JSON.stringify(history))
  } catch (error) {
    // Private browsing or a full storage: the chat still works, it is just not kept.
    console.warn('Could not save the chat history:', error)
  }
}

export function clearChatHistory(storage: Storage) {
  try {
    storage.removeItem(CHAT_HISTORY_KEY)
  } catch (error) {
    console.warn('Could not remove the chat history:', error)
  }
}

/** The conversation as an external store: local storage is its home, React subscribes to it. */
export interface Conversation {
  subscribe(listener: () => void): () => void
  getSnapshot(): ChatMessage[]
  append(message: ChatMessage): void
  /** Replaces the message with this id (a waiting question once it is sent). */
  replace(id: string, message: ChatMessage): void
  /** Back to the welcome message alone, with nothing left in storage. */
  reset(): void
}

/**
 * `welcomeOnly` is the server's view, the welcome message alone: with nothing stored, the
 * conversation is that very array, so React has nothing to draw again once the page is live
 * (a store that differs from the server's is drawn again synchronously).
 */
export function createConversation(storage: Storage, welcomeOnly: [ChatMessage]): Conversation {
  // Read on first use, after hydration: the server and the first render show the welcome alone.
  let messages: ChatMessage[] | null = null
  const listeners = new Set<() => void>()
  const read = () => (messages ??= loadChatHistory(storage) ?? welcomeOnly)
  const publish = (next: ChatMessage[]) => {
    messages = next
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: read,
    append(message) {
      const next = [...read(), message]
      saveChatHistory(storage, next)
      publish(next)
    },
    replace(id, message) {
      const next = read().map((kept) => (kept.id === id ? message : kept))
      saveChatHistory(storage, next)
      publish(next)
    },
    reset() {
      clearChatHistory(storage)
      publish(welcomeOnly)
    },
  }
}
