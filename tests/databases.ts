// The databases a repository test runs against: SQLite always (in memory), and PostgreSQL too
// when DATABASE_URL names one (.ci/run starts a throwaway one: scripts/test-postgres.sh).
// Each opened database is fresh and migrated; on PostgreSQL it lives in a schema of its own,
// dropped on close, so test files running side by side never see each other's rows.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type AppDatabase } from '~/lib/database/database.server'

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined

export const TEST_DATABASES = [
  { name: 'SQLite', url: 'file::memory:' },
  ...(postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : []),
] as const

export type TestDatabase = (typeof TEST_DATABASES)[number]

export async function openTestDatabase({ url }: TestDatabase): Promise<AppDatabase> {
  if (!url.startsWith('postgres')) return openDatabase(url)
  const schema = `test_${randomBytes(6).toString('hex')}`
  await withClient(url, (client) => client.query(`create schema ${schema}`))
  const database = await openDatabase(url, { schema, poolSize: 2 }).catch(async (error: unknown) => {
    // A failed migration must not leave its schema behind for the next run to trip over.
    await withClient(url, (client) => client.query(`drop schema ${schema} cascade`))
    throw error
  })
  return {
    ...database,
    async close() {
      await database.close()
      await withClient(url, (client) => client.query(`drop schema ${schema} cascade`))
    },
  }
}

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}
