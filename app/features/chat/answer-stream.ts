// The browser's reader of our streamed answer (POST /api/chat answers JSON lines, see
// chat-schema.ts): each complete line as an event, as soon as it arrives, whatever the
// size of the pieces the network delivers.
import { ChatStreamEventSchema, type ChatStreamEvent } from './chat-schema'

export class AnswerStreamError extends Error {
  override name = 'AnswerStreamError'
}

/** One line of the stream as an event; throws an AnswerStreamError when it is not one. */
export function parseStreamLine(line: string): ChatStreamEvent {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch {
    throw new AnswerStreamError('A line of the answer is not JSON.')
  }
  const event = ChatStreamEventSchema.safeParse(json)
  if (!event.success) throw new AnswerStreamError('A line of the answer is not an event of the chat.')
  return event.data
}

export async function* readAnswerStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffer.split('\n')
      buffer = done ? '' : (lines.pop() ?? '')
      for (const line of lines) if (line.trim() !== '') yield parseStreamLine(line)
      if (done) return
    }
  } finally {
    // Stops the download when the reader stops early (an error, or the end came first).
    await reader.cancel().catch(() => {})
  }
}
