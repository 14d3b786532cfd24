import BookOpen from '~icons/lucide/book-open'
import Bot from '~icons/lucide/bot'
import ShieldAlert from '~icons/lucide/shield-alert'
import User from '~icons/lucide/user'
import type { ChatMessage as ChatMessageData, GuideLink } from './chat-schema'
import { useCatalogue } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { closeOpenRuns, parseAnswer, type AnswerBlock, type Inline } from './chat-text'
import { chatMessages } from '~/i18n/chat'

interface ChatMessageProps {
  message: ChatMessageData
  /** The welcome message is the same on the server and in the browser, so it shows no time. */
  showTime?: boolean
  /** An answer still being written: busy, so a screen reader reads it once, when it is finished. */
  isStreaming?: boolean
}

/** One message of the conversation: the farmer's as typed, the expert's as formatted text. */
export function ChatMessage({ message, showTime = true, isStreaming = false }: ChatMessageProps) {
  const t = useCatalogue(chatMessages)
  const isUser = message.sender === 'user'
  const Icon = isUser ? User : Bot
  return (
    <li className={cn('flex items-end gap-2', isUser && 'flex-row-reverse')} aria-busy={isStreaming || undefined}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-accent-400 text-stone-900' : 'bg-brand-700 text-white',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed shadow-sm',
          isUser ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-stone-100 text-stone-900',
        )}
      >
        <span className="sr-only">{isUser ? t.you : t.expert}: </span>
        {isUser ? (
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        ) : (
          <Answer text={isStreaming ? closeOpenRuns(message.content) : catalogueText(message, t)} />
        )}
        {message.waiting && (
          <p className="mt-1 text-sm font-medium text-brand-100">
            <em>{t.waitingMark}</em>
          </p>
        )}
        {message.interrupted && (
          <p className="mt-2">
            <em>{t.interrupted}</em>
          </p>
        )}
        {message.safety && <SafetyNote text={t.safetyNote} />}
        {message.sources && message.sources.length > 0 && (
          <GuideLinks label={t.fromOurGuides} sources={message.sources} />
        )}
        {showTime && !isStreaming && (
          <time
            dateTime={message.timestamp}
            className={cn('mt-1 block text-xs', isUser ? 'text-right text-brand-100' : 'text-stone-600')}
          >
            {formatTime(message.timestamp)}
          </time>
        )}
      </div>
    </li>
  )
}

/** Under every answer to a high-risk question: the fixed note, in the reader's language. */
function SafetyNote({ text }: { text: string }) {
  return (
    <p className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  )
}

/** The guide sections an answer drew on: real links, to read the whole section. */
function GuideLinks({ label, sources }: { label: string; sources: GuideLink[] }) {
  return (
    <div className="mt-3 border-t border-stone-300 pt-2">
      <p className="text-sm font-semibold text-stone-700">{label}</p>
      <ul className="mt-1 space-y-1.5 text-sm">
        {sources.map((source) => (
          <li key={source.href}>
            {/* A plain link: the guide is a pre-rendered page that reads without any script. */}
            <a
              href={source.href}
              className="inline-flex items-start gap-1.5 font-medium text-brand-800 underline decoration-brand-800/40 underline-offset-2 hover:decoration-brand-800"
            >
              <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{source.heading ? `${source.title}: ${source.heading}` : source.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A reply of the spec's catalogue in the reader's language, whichever language it was stored in. */
function catalogueText(message: ChatMessageData, t: (typeof chatMessages)['en']) {
  if (message.kind === 'apology') return t.connectionApology
  if (message.kind === 'fallback') return t.fallbackReply
  return message.content
}

function formatTime(timestamp: string) {
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
}

function Answer({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words">
      {parseAnswer(text).map((block, index) => (
        <AnswerBlockView key={index} block={block} />
      ))}
    </div>
  )
}

function AnswerBlockView({ block }: { block: AnswerBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <p className="font-bold">
          <InlineText parts={block.content} />
        </p>
      )
    case 'paragraph':
      return (
        <p>
          {block.lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              <InlineText parts={line} />
            </span>
          ))}
        </p>
      )
    case 'bullets':
      return (
        <ul className="list-disc space-y-1 pl-5">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </ul>
      )
    case 'numbered':
      return (
        <ol start={block.start} className="list-decimal space-y-1 pl-5">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </ol>
      )
  }
}

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    switch (part.type) {
      case 'bold':
        return <strong key={index}>{part.text}</strong>
      case 'italic':
        return <em key={index}>{part.text}</em>
      case 'code':
        return (
          <code key={index} className="rounded bg-stone-200 px-1 font-mono text-sm">
            {part.text}
          </code>
        )
      case 'text':
        return part.text
    }
  })
}
