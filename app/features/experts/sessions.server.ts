// Experts' sessions, kept on the server (expert_sessions): the cookie holds 32 random bytes, the
// table only their SHA-256, so a copy of the database signs no one in. Each session has its own
// CSRF token for the forms of the expert pages. Sessions last 12 hours; an expired one is
// deleted when it is met, and every new sign-in sweeps the expired ones away.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'

type Db = Kysely<Database>

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000

export interface ExpertSession {
  expert: { id: string; name: string; email: string }
  csrfToken: string
  expiresAt: string
}

function hashSessionId(value: string) {
  return createHash('sha256').update(value).digest('hex')
}

/** 32 bytes as base64url: what a cookie value of ours looks like, checked before any query. */
const SESSION_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Starts a session; returns the cookie's value (shown to the browser only) and the session. */
export async function createSession(db: Db, expertId: string, now = new Date()) {
  const cookieValue = randomBytes(32).toString('base64url')
  const csrfToken = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString()
  await db.deleteFrom('expert_sessions').where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('expert_sessions')
    .values({
      id_hash: hashSessionId(cookieValue),
      expert_id: expertId,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute()
  return { cookieValue, csrfToken, expiresAt }
}

/** The live session behind a cookie value, or undefined; an expired one is deleted on the way. */
export async function findSession(db: Db, cookieValue: string, now = new Date()): Promise<ExpertSession | undefined> {
  if (!SESSION_VALUE_PATTERN.test(cookieValue)) return undefined
  const idHash = hashSessionId(cookieValue)
  const row = await db
    .selectFrom('expert_sessions')
    .innerJoin('experts', 'experts.id', 'expert_sessions.expert_id')
    .select([
      'experts.id as expertId',
      'experts.name',
      'experts.email',
      'expert_sessions.csrf_token',
      'expert_sessions.expires_at',
    ])
    .where('expert_sessions.id_hash', '=', idHash)
    .executeTakeFirst()
  if (!row) return undefined
  if (row.expires_at <= now.toISOString()) {
    await db.deleteFrom('expert_sessions').where('id_hash', '=', idHash).execute()
    return undefined
  }
  return {
    expert: { id: row.expertId, name: row.name, email: row.email },
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
  }
}

export async function deleteSession(db: Db, cookieValue: string) {
  await db.deleteFrom('expert_sessions').where('id_hash', '=', hashSessionId(cookieValue)).execute()
}
