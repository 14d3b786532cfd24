import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { notify } from '~/components/ui/toaster'
import type { ChatMessage } from '~/content/schema'
import { useMessages } from '~/i18n/messages'
import { classifyChatFailure, createRequestSpacer, requestAnswer } from './chat-client'
import { createConversation } from './chat-history'

/** How long the chat stays blocked, with the red banner, after a rate-limit error (spec §9). */
export const RATE_LIMIT_BLOCK_MS = 5000
export const WELCOME_ID = 'welcome'

let counter = 0
function createMessage(sender: ChatMessage['sender'], content: string): ChatMessage {
  counter += 1
  return {
    id: `${sender}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    content,
    sender,
    timestamp: new Date().toISOString(),
  }
}

const noSubscription = () => () => {}

/** The conversation and everything that happens to it (spec §4 "Chat", §8). */
export function useChat() {
  const t = useMessages().pages.chat
  // The server's (and hydration's) view: the welcome message alone, as one stable array.
  const [welcome] = useState((): [ChatMessage] => [
    { id: WELCOME_ID, content: t.welcome, sender: 'bot', timestamp: new Date().toISOString() },
  ])
  const [conversation] = useState(() =>
    typeof window === 'undefined' ? null : createConversation(window.localStorage, welcome[0]),
  )
  const messages = useSyncExternalStore(
    conversation?.subscribe ?? noSubscription,
    conversation?.getSnapshot ?? (() => welcome),
    () => welcome,
  )
  const [isPending, setIsPending] = useState(false)
  // An object, so the same message twice in a row still restarts the 5 s.
  const [rateLimit, setRateLimit] = useState<{ message: string } | null>(null)
  const [spaced] = useState(() => createRequestSpacer())
  // Read synchronously, so two quick presses of Enter cannot send twice.
  const pendingRef = useRef(false)

  useEffect(() => {
    if (!rateLimit) return
    const timer = setTimeout(() => setRateLimit(null), RATE_LIMIT_BLOCK_MS)
    return () => clearTimeout(timer)
  }, [rateLimit])

  const isBlocked = rateLimit !== null
  const append = (message: ChatMessage) => conversation?.append(message)

  /** Sends a question; true when it was taken, so the input may be cleared. */
  function send(text: string): boolean {
    // Any try while blocked is answered, even with the (locked) input empty.
    if (isBlocked) {
      void notify(t.pleaseWait.title, { description: t.pleaseWait.description, variant: 'destructive' })
      return false
    }
    const question = text.trim()
    if (question === '') return false
    if (pendingRef.current) return false
    pendingRef.current = true
    setIsPending(true)
    // The question stays in the conversation whatever happens to the request.
    append(createMessage('user', question))
    void ask(question).finally(() => {
      pendingRef.current = false
      setIsPending(false)
    })
    return true
  }

  async function ask(question: string) {
    try {
      append(createMessage('bot', await spaced(() => requestAnswer(question))))
    } catch (error) {
      const failure = classifyChatFailure(error)
      if (failure === 'rate-limited') setRateLimit({ message: t.rateLimited })
      else if (failure === 'too-many') setRateLimit({ message: t.tooManyMessages })
      else if (failure === 'not-configured') append(createMessage('bot', t.notConfigured))
      else {
        console.error(error instanceof Error ? error.message : error)
        void notify(t.connectionIssue.title, { description: t.connectionIssue.description })
        append(createMessage('bot', t.connectionApology))
      }
    }
  }

  function clear() {
    conversation?.reset()
    void notify(t.cleared.title, { description: t.cleared.description })
  }

  return { messages, isPending, isBlocked, rateLimitMessage: rateLimit?.message ?? null, send, clear }
}
