// Group commit: writes that arrive together share one transaction, so a burst of them costs the
// database one commit (one sync of its log to disk) instead of one each, and none waits behind
// the others' commits. Each write still ends only after the commit that holds it: whoever awaits
// `run` may then say the write is stored. One write that fails is rolled back to its own savepoint
// and fails alone; a commit that fails fails every write it held, none of which was stored.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from './tables'
import { inTransaction } from './transaction.server'

export interface GroupCommit {
  /** Runs `work` in the next shared transaction; resolves with its result once that is committed. */
  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>
}

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/**
 * One transaction at a time: writes that come while one commits wait for the next, which takes
 * them all (up to `maxWrites`). The first write of a quiet moment waits only for the end of the
 * event loop's turn, so the writes that arrived in that turn join it.
 */
export function createGroupCommit(db: Kysely<Database>, { maxWrites = 200 } = {}): GroupCommit {
  const pending: Pending[] = []
  let busy = false

  const next = () => {
    if (busy || pending.length === 0) return
    busy = true
    setImmediate(() => void commitBatch(pending.splice(0, maxWrites)))
  }

  const commitBatch = async (batch: Pending[]) => {
    let outcomes: Outcome[]
    try {
      outcomes = await inTransaction(db, async (trx) => {
        const done: Outcome[] = []
        for (const write of batch) done.push(await runAlone(trx, write))
        return done
      })
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }))
    }
    for (const [index, write] of batch.entries()) {
      const outcome = outcomes[index]!
      if (outcome.ok) write.resolve(outcome.value)
      else write.reject(outcome.error)
    }
    busy = false
    next()
  }

  return {
    run<T>(work: (trx: Transaction<Database>) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject })
        next()
      })
    },
  }
}

/** A write inside the shared transaction, behind a savepoint: its failure undoes only its own rows. */
async function runAlone(trx: Transaction<Database>, write: Pending): Promise<Outcome> {
  await sql`savepoint group_write`.execute(trx)
  try {
    const value = await write.work(trx)
    await sql`release savepoint group_write`.execute(trx)
    return { ok: true, value }
  } catch (error) {
    await sql`rollback to savepoint group_write`.execute(trx)
    await sql`release savepoint group_write`.execute(trx)
    return { ok: false, error }
  }
}
