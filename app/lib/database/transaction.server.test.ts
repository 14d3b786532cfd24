// A transaction whose rollback fails too, on each database: what reaches the log still names the
// error that called for the rollback.
import { randomUUID } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import { memoryLogger } from '../../../server/test-logger'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import type { Database } from './tables'
import { inTransaction, RollbackError } from './transaction.server'

/** Leaves nothing for Kysely's rollback to roll back: the transaction is ended, or its connection gone. */
async function breakTheTransaction(trx: Transaction<Database>, name: string) {
  if (name === 'SQLite') return void (await sql`rollback`.execute(trx))
  await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx).catch(() => {})
}

describe.each(TEST_DATABASES)('a transaction on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
  })
  afterEach(() => opened.close())

  const insertExpert = (trx: Transaction<Database>, email: string) =>
    trx
      .insertInto('experts')
      .values({ id: randomUUID(), name: 'Jane', email, password_hash: 'x', created_at: new Date().toISOString() })
      .execute()

  it('commits what the work did, and rolls it all back when the work throws', async () => {
    await inTransaction(opened.db, (trx) => insertExpert(trx, 'kept@example.org'))
    const failed = await inTransaction(opened.db, async (trx) => {
      await insertExpert(trx, 'gone@example.org')
      throw new Error('the reply could not be stored')
    }).catch((error: unknown) => error)
    expect(failed).toEqual(new Error('the reply could not be stored'))
    const emails = await opened.db.selectFrom('experts').select('email').execute()
    expect(emails).toEqual([{ email: 'kept@example.org' }])
  })

  it('whose rollback fails logs the error that called for it, beside the rollback’s own', async () => {
    const failed = await inTransaction(opened.db, async (trx) => {
      await breakTheTransaction(trx, database.name)
      throw new Error('the reply could not be stored')
    }).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(RollbackError)

    const { logger, lines } = memoryLogger()
    logger.error({ err: failed }, 'A route failed')
    const { err } = lines()[0] as { err?: { message: string; stack: string } }
    expect(err?.message).toMatch(
      /^The rollback failed too \(.+\) after the transaction failed: the reply could not be stored$/,
    )
    expect(err?.stack).toContain('caused by: Error: the reply could not be stored')
  })
})
