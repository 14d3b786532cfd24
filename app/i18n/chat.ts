// The chat: its island on the page, and the chat API's answers in the reader's language.
// Both languages, picked with useCatalogue (messages.ts).

import { chat as enChat } from './en/chat'
import type { Catalogue } from './messages'
import { chat as swChat } from './sw/chat'

export const chatMessages = { en: enChat, sw: swChat } satisfies Catalogue<typeof enChat>
