import { island } from '~/lib/island'

/**
 * The chat as an island (issue 18): drawn by the server (its input waits, disabled, for its
 * code), its code loads when it nears the screen, which on /ask-expert is at once on a phone.
 */
export const ChatIsland = island('chat', () => import('./chat-panel').then((m) => m.ChatPanel))
