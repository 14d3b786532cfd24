import Bot from '~icons/lucide/bot'
import SendHorizontal from '~icons/lucide/send-horizontal'
import Trash from '~icons/lucide/trash'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { useCatalogue } from '~/i18n/messages'
import { EARLY_INPUT_ATTRIBUTE, ENTER_SENDS_ATTRIBUTE } from '~/lib/hydration/contract'
import { useHydrated } from '~/lib/hydration/use-hydrated'
import { cn } from '~/lib/utils'
import { ChatMessage } from './chat-message'
import { MAX_QUESTION_LENGTH } from './chat-schema'
import { useChat, WELCOME_ID } from './use-chat'
import { chatMessages } from '~/i18n/chat'

interface ChatPanelProps {
  /** Where the page's consultation form is, for the line under the panel (a human expert). */
  consultationHref: string
}

/** The chat with the assistant: 600 px high, header, messages, input. */
export function ChatPanel({ consultationHref }: ChatPanelProps) {
  const t = useCatalogue(chatMessages)
  const { messages, streaming, isPending, isBlocked, isWaiting, rateLimitMessage, send, clear } = useChat()
  const [draft, setDraft] = useState('')
  const isHydrated = useHydrated()
  const logRef = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const hintId = useId()
  // Locked rather than disabled: the input keeps its focus, and a try while blocked is answered.
  const isLocked = isPending || isBlocked

  // Follows the conversation to its newest words, unless the farmer scrolls back to read.
  const followRef = useRef(true)
  useEffect(() => {
    followRef.current = true
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, isPending])
  const streamedLength = streaming?.content.length ?? 0
  useEffect(() => {
    const log = logRef.current
    if (log && followRef.current) log.scrollTop = log.scrollHeight
  }, [streamedLength])
  useEffect(() => {
    const log = logRef.current
    if (!log) return
    // Only the farmer's own scrolling (wheel, finger, keys) stops it, not the following itself.
    const stopFollowing = () => {
      followRef.current = false
    }
    const events = ['wheel', 'touchmove', 'keydown'] as const
    for (const event of events) log.addEventListener(event, stopFollowing, { passive: true })
    return () => {
      for (const event of events) log.removeEventListener(event, stopFollowing)
    }
  }, [])

  function submit() {
    if (send(draft)) setDraft('')
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    submit()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter while composing (an IME) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <div>
      <div className="flex h-[600px] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 bg-brand-800 px-4 py-3 text-white">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/15 sm:flex"
            >
              <Bot className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">{t.panelTitle}</h3>
              <p className="hidden text-sm text-brand-100 sm:block">{t.panelStatus}</p>
            </div>
          </div>
          <Button type="button" variant="inverse" size="sm" className="shrink-0" onClick={clear} disabled={!isHydrated}>
            <Trash aria-hidden="true" />
            {t.clear}
          </Button>
        </div>

        {rateLimitMessage && (
          <div role="alert" className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {rateLimitMessage}
          </div>
        )}

        {/* No connection: one line, instead of the connection error; the questions wait. */}
        <p
          role="status"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 empty:hidden"
        >
          {isWaiting ? t.offlineWaiting : ''}
        </p>

        <div
          ref={logRef}
          role="log"
          aria-label={t.conversationLabel}
          // Focusable so a keyboard can scroll the conversation (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="flex-1 overflow-y-auto overscroll-contain scroll-smooth px-3 py-4 sm:px-4"
        >
          <ol className="space-y-4">
            {messages.map((message) => (
              <ChatMessage key={message.id} message={message} showTime={message.id !== WELCOME_ID} />
            ))}
            {/* Same key as the finished message that replaces it, so React keeps the element. */}
            {streaming && <ChatMessage key={streaming.id} message={streaming} isStreaming />}
            {isPending && !streaming && <TypingIndicator label={t.typing} />}
          </ol>
        </div>

        <form onSubmit={handleSubmit} className="border-t border-stone-200 bg-stone-50 p-3">
          <label htmlFor={inputId} className="sr-only">
            {t.inputLabel}
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id={inputId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={handleKeyDown}
              placeholder={t.placeholder}
              rows={2}
              maxLength={MAX_QUESTION_LENGTH}
              // Disabled in the server's HTML, as without script it cannot send; the inline script
              // enables it once the page is parsed, keeps what is typed and holds Enter as a press
              // of Send until the chat is live (lib/hydration/press-keeper.ts).
              disabled={!isHydrated}
              {...{ [EARLY_INPUT_ATTRIBUTE]: '', [ENTER_SENDS_ATTRIBUTE]: '' }}
              readOnly={isLocked}
              aria-disabled={isLocked || undefined}
              aria-describedby={hintId}
              className="max-h-40 min-h-12 flex-1 resize-none rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 disabled:bg-stone-100 aria-disabled:bg-stone-100 aria-disabled:text-stone-500"
            />
            <Button
              type="submit"
              size="icon"
              aria-disabled={isLocked || draft.trim() === '' || undefined}
              disabled={!isHydrated}
              {...{ [EARLY_INPUT_ATTRIBUTE]: '' }}
              // Faded while the box is empty, read from the box itself: words typed before the chat
              // is live show Send ready at once. Spaces alone, or a locked chat, fade it too.
              className={cn(
                'shrink-0 in-[form:has(textarea:placeholder-shown)]:opacity-50',
                (isLocked || (draft !== '' && draft.trim() === '')) && 'opacity-50',
              )}
            >
              <SendHorizontal aria-hidden="true" />
              <span className="sr-only">{t.send}</span>
            </Button>
          </div>
          <p id={hintId} className="mt-2 text-xs text-stone-600">
            {t.inputHint} {t.disclaimer} {t.outsideService}
          </p>
        </form>
      </div>
      {/* What the chat is, said once under it. */}
      <p className="mt-3 text-sm text-stone-700">
        <LinkedPhrase text={t.aiDisclaimer} phrase={t.aiDisclaimerLink} href={consultationHref} />
      </p>
    </div>
  )
}

/** `text` with its first `phrase` as a link (the whole text stays as written if the phrase is missing). */
function LinkedPhrase({ text, phrase, href }: { text: string; phrase: string; href: string }) {
  const at = text.indexOf(phrase)
  if (at === -1) return text
  return (
    <>
      {text.slice(0, at)}
      <a href={href} className="font-medium text-brand-800 underline underline-offset-2">
        {phrase}
      </a>
      {text.slice(at + phrase.length)}
    </>
  )
}

function TypingIndicator({ label }: { label: string }) {
  return (
    <li className="flex items-end gap-2">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
      >
        <Bot className="size-4" />
      </span>
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-stone-100 px-4 py-3.5">
        <span className="sr-only">{label}</span>
        {['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'].map((delay) => (
          <span key={delay} aria-hidden="true" className={`size-2 animate-bounce rounded-full bg-stone-500 ${delay}`} />
        ))}
      </div>
    </li>
  )
}
