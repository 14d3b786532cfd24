// What the database keeps about the server itself (the server_state table, written once by the
// migrations): the database's identity, which the SQLite file's marker repeats, and the key the
// server's HMACs are made with (audit pseudonyms, device cookies), the same on every instance
// and across restarts, so an audit trail can be followed from one day to the next.
import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './tables'

export interface ServerState {
  databaseId: string
  serverKey: Buffer
}

export async function readServerState(db: Kysely<Database>): Promise<ServerState> {
  const rows = await db.selectFrom('server_state').select(['name', 'value']).execute()
  const value = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name)
    if (!row) throw new Error(`The database has no ${name} (server_state): were its migrations run?`)
    return row.value
  }
  return { databaseId: value('database_id'), serverKey: Buffer.from(value('server_key'), 'base64url') }
}

/** A key for one purpose only, from the server's key: a leak of one use's key gives away no other. */
export function purposeKey(serverKey: Buffer, purpose: string) {
  return createHmac('sha256', serverKey).update(`tujue-ukulima:${purpose}`).digest()
}
