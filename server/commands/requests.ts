// `npm run requests -- delete REFERENCE…` (built as build/server-app/requests.js): the operator's
// command for a farmer who asks, by phone, mail or SMS, for their consultation requests to be
// deleted. Each is deleted for good with its mail and replaced replies, the file is scrubbed of
// them, and an audit line (on stderr, as the server's log has it) records each deletion.
import pino from 'pino'
import { createAudit } from '~/lib/audit.server'
import { deleteConsultationRequestsByReference } from '~/lib/consultation-requests/consultation-requests.server'
import { openDatabase } from '~/lib/database/database.server'
import { purposeKey, readServerState } from '~/lib/database/server-state.server'
import { EnvError, getEnv } from '~/lib/env.server'

const USAGE = `Usage:
  npm run requests -- delete REFERENCE…   delete these consultation requests for good (e.g. TU-7K3F-Q9)`

async function main() {
  const [name, ...references] = process.argv.slice(2)
  if (name !== 'delete' || references.length === 0) {
    console.error(USAGE)
    process.exit(2)
  }
  const database = await openDatabase(getEnv().DATABASE_URL)
  try {
    const deleted = await deleteConsultationRequestsByReference(database.db, references)
    const { serverKey } = await readServerState(database.db)
    const audit = createAudit(
      pino({ base: { service: 'tujue-ukulima' } }, pino.destination(2)),
      purposeKey(serverKey, 'audit'),
    )
    for (const request of deleted) {
      audit.record('request_deleted', { requestId: request.id, reason: 'operator command' })
      console.log(`Deleted ${request.reference}.`)
    }
    const found = new Set(deleted.map((request) => request.reference))
    const missing = references
      .map((reference) => reference.trim().toUpperCase())
      .filter((reference) => !found.has(reference))
    for (const reference of missing) console.error(`No consultation request has the reference ${reference}.`)
    if (missing.length > 0) process.exitCode = 1
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message)
  else console.error('The requests command failed:', error)
  process.exit(1)
})
