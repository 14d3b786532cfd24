import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { notify } from '~/components/ui/toaster'
import { useLanguage } from '~/i18n/messages'
import { browserIsOnline, ChatRequestError, classifyChatFailure, isOfflineFailure, requestAnswer } from './chat-client'
import { createConversation } from './chat-history'
import type { ChatMessage, ChatTurn, GuideLink } from './chat-schema'
import { recentTurns } from './recent-turns'
import { createRequestSpacer } from './request-spacer'
import { chatMessages } from '~/i18n/chat'

/** How long the chat stays blocked, with the red banner, after a rate-limit error. */
export const RATE_LIMIT_BLOCK_MS = 5000
export const WELCOME_ID = 'welcome'

let counter = 0
function createMessage(
  sender: ChatMessage['sender'],
  content: string,
  details: Pick<ChatMessage, 'kind' | 'safety' | 'waiting'> = {},
): ChatMessage {
  counter += 1
  return {
    id: `${sender}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    content,
    sender,
    timestamp: new Date().toISOString(),
    ...details,
  }
}

const noSubscription = () => () => {}

/** The message without its waiting mark: the question is on its way. */
function sent(message: ChatMessage): ChatMessage {
  const { waiting, ...rest } = message
  return waiting === undefined ? message : rest
}

function withSources(message: ChatMessage, sources: GuideLink[]): ChatMessage {
  return sources.length > 0 ? { ...message, sources } : message
}

/** The conversation and everything that happens to it, its errors included. */
export function useChat() {
  const language = useLanguage()
  const { locale } = language
  const t = chatMessages[language.locale]
  // The server's (and hydration's) view: the welcome message alone, as one stable array.
  const [welcome] = useState((): [ChatMessage] => [
    { id: WELCOME_ID, content: t.welcome, sender: 'bot', timestamp: new Date().toISOString() },
  ])
  const [conversation] = useState(() =>
    typeof window === 'undefined' ? null : createConversation(window.localStorage, welcome),
  )
  const messages = useSyncExternalStore(
    conversation?.subscribe ?? noSubscription,
    conversation?.getSnapshot ?? (() => welcome),
    () => welcome,
  )
  const [isPending, setIsPending] = useState(false)
  // The answer as it streams in: shown, but stored only once it is finished.
  const [draft, setDraft] = useState<ChatMessage | null>(null)
  // An object, so the same message twice in a row still restarts the 5 s.
  const [rateLimit, setRateLimit] = useState<{ message: string } | null>(null)
  const [spacer] = useState(() => createRequestSpacer())
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
    // No connection: the question is kept, marked as waiting, and sent when the connection is back.
    if (!browserIsOnline()) {
      append(createMessage('user', question, { waiting: true }))
      return true
    }
    if (pendingRef.current) return false
    const message = createMessage('user', question)
    const history = recentTurns(conversation?.getSnapshot() ?? [], isLeftOut)
    // The question stays in the conversation whatever happens to the request.
    append(message)
    void run(async () => void (await ask(message, history)))
    return true
  }

  /** One request at a time: the typing indicator, and no second send meanwhile. */
  async function run(work: () => Promise<void>) {
    pendingRef.current = true
    setIsPending(true)
    try {
      await work()
    } finally {
      pendingRef.current = false
      setIsPending(false)
    }
  }

  /** Sends the questions that waited for the connection, in order, spaced like any others. */
  function sendWaiting() {
    if (pendingRef.current || !browserIsOnline() || !conversation) return
    if (!conversation.getSnapshot().some((message) => message.waiting)) return
    void run(async () => {
      for (;;) {
        const all = conversation.getSnapshot()
        const at = all.findIndex((message) => message.waiting)
        const question = all[at]
        if (!question || !browserIsOnline()) return
        conversation.replace(question.id, sent(question))
        // What the farmer saw before asking it: the turns above the question.
        const stillWaiting = await ask(question, recentTurns(all.slice(0, at), isLeftOut))
        if (stillWaiting) return
      }
    })
  }

  // After a reload, and whenever the connection comes back, the waiting questions go.
  useEffect(() => {
    if (!conversation) return
    window.addEventListener('online', sendWaiting)
    sendWaiting()
    return () => window.removeEventListener('online', sendWaiting)
    // sendWaiting reads only refs and the conversation store, which live as long as the hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation])

  /** Messages that tell the model nothing: the welcome and the spec's error replies. */
  function isLeftOut(message: ChatMessage) {
    return message.id === WELCOME_ID || message.kind !== undefined
  }

  /** Asks for the answer to `question`; true when it went back to waiting (the connection dropped). */
  async function ask(question: ChatMessage, history: ChatTurn[]): Promise<boolean> {
    const reply = createMessage('bot', '')
    try {
      const answer = await spacer.schedule(() =>
        requestAnswer(question.content, history, (text) => setDraft({ ...reply, content: text }), locale),
      )
      const finished: ChatMessage = { ...reply, content: answer.text, timestamp: new Date().toISOString() }
      if (answer.interrupted) finished.interrupted = true
      if (answer.fallback) finished.kind = 'fallback'
      if (answer.signature) finished.signature = answer.signature
      // The safety note goes under the last reply, the one the farmer acts on.
      const { offline, safety } = answer
      if (safety && !offline) finished.safety = true
      append(withSources(finished, answer.sources))
      if (offline) append(withSources(createMessage('bot', offline.answer, safety ? { safety } : {}), offline.sources))
    } catch (error) {
      // Lost on the way with no connection: one line says so (chat-panel), not the spec's connection error.
      if (isOfflineFailure(error, browserIsOnline())) {
        conversation?.replace(question.id, { ...question, waiting: true })
        return true
      }
      const failure = classifyChatFailure(error)
      if (failure === 'rate-limited') setRateLimit({ message: t.rateLimited })
      else if (failure === 'too-many') setRateLimit({ message: t.tooManyMessages })
      else if (failure === 'busy') setRateLimit({ message: t.assistantBusy })
      else {
        console.error(error instanceof Error ? error.message : error)
        void notify(t.connectionIssue.title, { description: t.connectionIssue.description })
        // The offline assistant's answer from the guides, when the AI service failed (docs/decisions/0004).
        const offline = error instanceof ChatRequestError ? error.offline : null
        const safety = error instanceof ChatRequestError && error.safety ? { safety: true } : {}
        append(createMessage('bot', t.connectionApology, { kind: 'apology', ...(offline ? {} : safety) }))
        if (offline) append(withSources(createMessage('bot', offline.answer, safety), offline.sources))
      }
    } finally {
      setDraft(null)
    }
    return false
  }

  function clear() {
    conversation?.reset()
    void notify(t.cleared.title, { description: t.cleared.description })
  }

  // Once the finished answer is in the conversation, its draft is gone (even for the one render before setDraft(null)).
  const streaming = draft && draft.content !== '' && !messages.some((message) => message.id === draft.id) ? draft : null
  const isWaiting = messages.some((message) => message.waiting)
  return {
    messages,
    streaming,
    isPending,
    isBlocked,
    isWaiting,
    rateLimitMessage: rateLimit?.message ?? null,
    send,
    clear,
  }
}
