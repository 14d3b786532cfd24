// The turns that go with a question, so "and how much fertiliser?" after a maize
// question makes sense: the latest messages of the conversation, within the server's
// bounds (chat-schema.ts), the newest kept first.
import { MAX_HISTORY_CHARS, MAX_HISTORY_TURNS, type ChatMessage, type ChatTurn } from './chat-schema'

/**
 * `messages` oldest first, as the conversation holds them; `isLeftOut` drops messages that
 * tell the model nothing (the welcome, the spec's error replies).
 */
export function recentTurns(messages: ChatMessage[], isLeftOut: (message: ChatMessage) => boolean): ChatTurn[] {
  const turns: ChatTurn[] = []
  let room = MAX_HISTORY_CHARS
  for (let index = messages.length - 1; index >= 0 && turns.length < MAX_HISTORY_TURNS; index--) {
    const message = messages[index]!
    const text = message.content.trim()
    if (text === '' || isLeftOut(message)) continue
    const role = message.sender === 'user' ? 'user' : 'model'
    if (text.length <= room) {
      // An answer goes back with the server's signature: without it the server leaves the turn out.
      turns.push(role === 'model' && message.signature ? { role, text, signature: message.signature } : { role, text })
      room -= text.length
      continue
    }
    // Only the newest message is ever cut (its beginning kept); an older one that does not fit ends the history.
    if (turns.length === 0) turns.push({ role, text: cut(text, room) })
    break
  }
  return turns.reverse()
}

function cut(text: string, length: number) {
  const end = text.lastIndexOf(' ', length - 2)
  return `${text.slice(0, end > 0 ? end : length - 2)} …`
}
