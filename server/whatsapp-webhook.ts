// POST/GET /channels/whatsapp: Meta's webhook. The verification request is answered with its
// challenge when the verify token matches; an event post is taken only with a valid
// X-Hub-Signature-256 over its raw bytes (401 and nothing read otherwise), its messages logged
// once each and its statuses recorded, then answered 200 once that is committed: the answers are
// the WhatsApp worker's, woken afterwards. Posts that arrive together are committed together (a
// group commit), so a burst of them waits for one sync of the database's log, not one each. A
// database failure answers 500, so Meta posts the events again.
import express, { Router } from 'express'
import type { Kysely } from 'kysely'
import { createGroupCommit } from '~/lib/database/group-commit.server'
import type { Database } from '~/lib/database/tables'
import type { RightOfWay } from '~/lib/background/right-of-way'
import { recordWebhookEvents } from '~/lib/whatsapp/inbound.server'
import { isSignedByMeta, readWebhookEvents, verificationChallenge } from '~/lib/whatsapp/webhook'
import type { Logger } from './logger'
import { whatsAppWebhookEvents } from '~/lib/channels/metrics.server'

/** Meta batches events; a body this large is not one of theirs. */
const MAX_WEBHOOK_BYTES = 1024 * 1024

interface WebhookOptions {
  verifyToken: string
  appSecret: string
  db: Kysely<Database>
  logger: Logger
  /** Called after new messages were queued (wakes the worker). */
  onQueued: () => void
  /** The posts in flight, which the answers and the sender give way to. */
  posts?: RightOfWay
}

export function createWhatsAppWebhook({ verifyToken, appSecret, db, logger, onQueued, posts }: WebhookOptions) {
  const router = Router()
  const commits = createGroupCommit(db)
  router.get('/', (req, res) => {
    const challenge = verificationChallenge(req.query, verifyToken)
    if (challenge === null) {
      res.status(403).type('text/plain').send('Forbidden')
      return
    }
    res.status(200).type('text/plain').send(challenge)
  })
  router.post('/', express.raw({ type: () => true, limit: MAX_WEBHOOK_BYTES }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    if (!isSignedByMeta(raw, req.header('x-hub-signature-256'), appSecret)) {
      whatsAppWebhookEvents.inc({ outcome: 'bad_signature' })
      res.status(401).json({ error: 'bad_signature', message: 'The signature does not match.' })
      return
    }
    // Only Meta's posts hold the answers back: a flood of unsigned ones never does.
    if (posts) res.once('close', posts.begin())
    let payload: unknown
    try {
      payload = JSON.parse(raw.toString('utf8'))
    } catch {
      whatsAppWebhookEvents.inc({ outcome: 'bad_body' })
      res.status(400).json({ error: 'bad_body', message: 'The body is not JSON.' })
      return
    }
    const events = readWebhookEvents(payload)
    if (!events) {
      // Signed by Meta but not WhatsApp's: nothing for us, and nothing to post again.
      whatsAppWebhookEvents.inc({ outcome: 'ignored' })
      res.sendStatus(200)
      return
    }
    try {
      const now = new Date()
      const recorded = await commits.run((trx) => recordWebhookEvents(trx, events, now))
      whatsAppWebhookEvents.inc({ outcome: 'queued' }, recorded.queued)
      whatsAppWebhookEvents.inc({ outcome: 'duplicate' }, recorded.duplicates)
      whatsAppWebhookEvents.inc({ outcome: 'status' }, recorded.statuses)
      res.sendStatus(200)
      if (recorded.queued > 0) onQueued()
    } catch (error) {
      logger.error({ err: error }, 'A WhatsApp event could not be recorded; Meta will post it again')
      res.status(500).json({ error: 'unavailable', message: 'Try again later.' })
    }
  })
  return router
}
