// Proof that a "model" turn of the history is an answer this server gave: without
// it, a client could send invented model turns and use the endpoint as a free general-purpose
// model. Each answer streamed carries an HMAC of its text; the browser keeps it with the
// message and sends it back with the turn; a model turn without a valid one is dropped.
// The secret is CHAT_SIGNING_SECRET, or a random one made at start: then answers signed before
// a restart, or by another instance, no longer count as history (the follow-up still works,
// without the earlier answer). Several instances behind a load balancer need the same secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A turn of the conversation as the chat's schema has it (features/chat/chat-schema.ts). */
interface ChatTurn {
  role: 'user' | 'model'
  text: string
  signature?: string
}

export interface TurnSigner {
  /** The signature of an answer's text, as the farmer's browser will send it back (trimmed). */
  sign(text: string): string
  /** The turns with every model turn that this server did not sign left out. */
  keepSigned(history: ChatTurn[]): ChatTurn[]
}

export function createTurnSigner(secret: string = randomBytes(32).toString('hex')): TurnSigner {
  const sign = (text: string) => createHmac('sha256', secret).update(`model\n${text.trim()}`).digest('base64url')
  const isSigned = (turn: ChatTurn) => {
    if (!turn.signature) return false
    const expected = Buffer.from(sign(turn.text))
    const given = Buffer.from(turn.signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  return {
    sign,
    keepSigned: (history) =>
      history.flatMap((turn): ChatTurn[] =>
        turn.role === 'user' || isSigned(turn) ? [{ role: turn.role, text: turn.text }] : [],
      ),
  }
}
