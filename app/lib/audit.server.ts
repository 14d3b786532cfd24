// The security audit trail: one JSON log line per event an investigation needs (sign-ins and
// their refusals, sign-outs, replies saved or edited, password resets, requests deleted), on the
// server's logger, counted in tujue_audit_events_total. A line names the account by a keyed hash
// (HMAC-SHA256 with a key derived from the server's key, the same on every instance and restart)
// and the client by its network block, never by the address or the email itself: enough to
// follow one account or one network through the log, nothing a leaked log gives away.
import { createHmac } from 'node:crypto'
import type { Logger } from 'pino'
import { Counter, register } from 'prom-client'
import { networkBlock } from '~/lib/limits/client-key'

export const AUDIT_EVENTS = [
  'sign_in_succeeded',
  'sign_in_failed',
  'sign_in_refused',
  'signed_out',
  'reply_saved',
  'reply_edited',
  'password_reset',
  'request_deleted',
] as const
export type AuditEvent = (typeof AUDIT_EVENTS)[number]

export interface AuditDetails {
  /** The email address the event is about (an expert's, or one asked for at sign-in). */
  account?: string
  /** The client's address as the server saw it: only its network block is written. */
  client?: string
  /** The consultation request's id. */
  requestId?: string
  /** Why: a refusal's limit, a deletion's channel. */
  reason?: string
}

export interface Audit {
  record(event: AuditEvent, details?: AuditDetails): void
  /** The pseudonym an account has in the audit lines (for an operator looking one up). */
  pseudonym(account: string): string
}

const auditEvents =
  (register.getSingleMetric('tujue_audit_events_total') as Counter<'event'> | undefined) ??
  new Counter({
    name: 'tujue_audit_events_total',
    help: 'Security audit events by event (sign_in_failed, sign_in_refused, …): the log has one line each',
    labelNames: ['event'] as const,
  })

export function createAudit(logger: Pick<Logger, 'info'>, key: Buffer): Audit {
  const pseudonym = (account: string) =>
    `acct_${createHmac('sha256', key).update(account.trim().toLowerCase()).digest('base64url').slice(0, 22)}`
  return {
    pseudonym,
    record(event, { account, client, requestId, reason } = {}) {
      auditEvents.inc({ event })
      logger.info(
        {
          audit: event,
          ...(account === undefined ? {} : { account: pseudonym(account) }),
          ...(client === undefined ? {} : { network: networkBlock(client) }),
          ...(requestId === undefined ? {} : { requestId }),
          ...(reason === undefined ? {} : { reason }),
        },
        `audit: ${event}`,
      )
    },
  }
}
