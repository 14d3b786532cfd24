import { island } from '~/lib/hydration/island'

/**
 * The chat as an island: drawn by the server, its code loads when it nears the screen,
 * which on /ask-expert is at once on a phone. Its box takes a question before then: the inline
 * script enables it, keeps the words, and holds Send (or Enter) until the chat is live.
 */
export const ChatIsland = island('chat', () => import('./chat-panel').then((m) => m.ChatPanel))
