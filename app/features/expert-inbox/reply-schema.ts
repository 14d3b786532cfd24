// The expert's reply form, checked by the request page's action (routes/expert.requests.$id.tsx).
import { z } from 'zod'
import type { ExpertMessages } from '~/i18n/expert'
import { REPLY_MAX_LENGTH, REPLY_MIN_LENGTH } from './reply-limits'

export function createReplySchema(t: ExpertMessages['consultationRequest']) {
  return z.object({
    reply: z
      .string({ error: t.replyTooShort })
      .trim()
      .min(REPLY_MIN_LENGTH, t.replyTooShort)
      .max(REPLY_MAX_LENGTH, t.replyTooLong),
  })
}
