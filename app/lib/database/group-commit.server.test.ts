// The group commit on each database, against a file (SQLite) or a server (PostgreSQL), so that
// what is committed can be read from another connection: writes that arrive together share one
// transaction, each is resolved only once that transaction is committed, and one write's failure
// (a broken unique index) is its own.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Transaction } from 'kysely'
import SqliteDatabase from 'libsql'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { openDatabase, type AppDatabase } from './database.server'
import { createGroupCommit } from './group-commit.server'
import type { Database } from './tables'

/** The database, and how many experts another connection sees (only what is committed). */
async function openWithReader(name: string): Promise<{ opened: AppDatabase; committed(): Promise<number> }> {
  const database = TEST_DATABASES.find((candidate) => candidate.name === name)!
  if (name !== 'SQLite') {
    // The pool's other connection: the group's transaction holds one.
    const opened = await openTestDatabase(database)
    const committed = async () => {
      const { rows } = await sql<{ n: string }>`select count(*) as n from experts`.execute(opened.db)
      return Number(rows[0]?.n)
    }
    return { opened, committed }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'group-commit-'))
  const file = path.join(dir, 'test.sqlite')
  const opened = await openDatabase(`file:${file}`)
  const reader = new SqliteDatabase(file)
  return {
    opened: {
      ...opened,
      async close() {
        reader.close()
        await opened.close()
        rmSync(dir, { recursive: true, force: true })
      },
    },
    committed: () =>
      Promise.resolve(Number((reader.prepare('select count(*) as n from experts').get() as { n: number }).n)),
  }
}

const insertExpert = (trx: Transaction<Database>, email: string) =>
  trx
    .insertInto('experts')
    .values({ id: randomUUID(), name: 'Jane', email, password_hash: 'x', created_at: new Date().toISOString() })
    .execute()

/** Leaves nothing to commit: the transaction ended under the writes' feet, or its connection gone. */
async function breakTheTransaction(trx: Transaction<Database>, name: string) {
  if (name === 'SQLite') return void (await sql`rollback`.execute(trx))
  await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx).catch(() => {})
}

describe.each(TEST_DATABASES)('the group commit on $name', ({ name }) => {
  let opened: AppDatabase
  let committed: () => Promise<number>
  beforeEach(async () => {
    ;({ opened, committed } = await openWithReader(name))
  })
  afterEach(() => opened.close())

  it('stores writes that arrive together in one transaction, each resolved only after its commit', async () => {
    const commits = createGroupCommit(opened.db)
    const transactions = new Set<Transaction<Database>>()
    const seenAtResolve: number[] = []
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        commits
          .run(async (trx) => {
            transactions.add(trx)
            await insertExpert(trx, `expert${index}@example.org`)
          })
          .then(async () => seenAtResolve.push(await committed())),
      ),
    )
    expect(transactions.size).toBe(1)
    // Each write was told it is stored when another connection could already read all twenty.
    expect(seenAtResolve).toEqual(Array.from({ length: 20 }, () => 20))
  })

  it('fails a write that breaks a unique index alone: the others of its transaction are stored', async () => {
    const commits = createGroupCommit(opened.db)
    const results = await Promise.allSettled([
      commits.run((trx) => insertExpert(trx, 'first@example.org')),
      commits.run(async (trx) => {
        await insertExpert(trx, 'own-row@example.org')
        await insertExpert(trx, 'first@example.org')
      }),
      commits.run((trx) => insertExpert(trx, 'third@example.org')),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const emails = await opened.db.selectFrom('experts').select('email').orderBy('email').execute()
    expect(emails.map((row) => row.email)).toEqual(['first@example.org', 'third@example.org'])
  })

  it('fails every write of a transaction that cannot commit, and none of them is stored', async () => {
    const commits = createGroupCommit(opened.db)
    const results = await Promise.allSettled([
      commits.run((trx) => insertExpert(trx, 'first@example.org')),
      commits.run((trx) => breakTheTransaction(trx, name)),
    ])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(await committed()).toBe(0)
    // The next writes go on in a transaction of their own.
    await commits.run((trx) => insertExpert(trx, 'later@example.org'))
    expect(await committed()).toBe(1)
  })

  it('takes writes that come during a commit into the next transaction', async () => {
    const commits = createGroupCommit(opened.db)
    const transactions: Array<Transaction<Database>> = []
    let later: Promise<void> | undefined
    await commits.run(async (trx) => {
      transactions.push(trx)
      later = commits.run(async (next) => void transactions.push(next))
      await insertExpert(trx, 'first@example.org')
    })
    await later
    expect(transactions).toHaveLength(2)
    expect(transactions[0]).not.toBe(transactions[1])
  })
})
