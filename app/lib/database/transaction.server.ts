// Every transaction of the site's own code, run so that a failed rollback still tells what went
// wrong first. Kysely rolls back when the work throws, but if the rollback fails too (a lost
// connection, a database file gone) it throws the rollback's error alone, and the error that
// caused it never reaches the log.
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './tables'

/** A rollback that failed: its message is the rollback's, its `cause` the error that called for it. */
export class RollbackError extends Error {
  override name = 'RollbackError'
  constructor(rollbackFailure: unknown, cause: unknown) {
    const reason = rollbackFailure instanceof Error ? rollbackFailure.message : String(rollbackFailure)
    super(`The rollback failed too (${reason}) after the transaction failed`, { cause })
  }
}

/** Runs `work` in a transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  let failure: { error: unknown } | undefined
  try {
    return await db.transaction().execute(async (trx) => {
      try {
        return await work(trx)
      } catch (error) {
        failure = { error }
        throw error
      }
    })
  } catch (error) {
    if (failure && error !== failure.error) throw new RollbackError(error, failure.error)
    throw error
  }
}
