// The databases a repository test runs against: SQLite always (in memory), and PostgreSQL too
// when DATABASE_URL names one (.ci/run starts a throwaway one: scripts/test-postgres.sh).
// Each opened database is fresh and migrated; on PostgreSQL it lives in a schema of its own,
// dropped on close, so test files running side by side never see each other's rows.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type AppDatabase } from '~/lib/database/database.server'

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined

// Kysely's migrator looks for its tables across every schema, and PostgreSQL fails that lookup
// ("schema … does not exist") when another test file drops its schema in the middle of it. So a
// migration holds this advisory lock shared and a drop holds it alone: they never overlap.
const SCHEMA_DROP_LOCK = 7_240_018

export const TEST_DATABASES = [
  { name: 'SQLite', url: 'file::memory:' },
  ...(postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : []),
] as const

export type TestDatabase = (typeof TEST_DATABASES)[number]

export async function openTestDatabase({ url }: TestDatabase): Promise<AppDatabase> {
  if (!url.startsWith('postgres')) return openDatabase(url)
  const schema = `test_${randomBytes(6).toString('hex')}`
  const database = await withClient(url, async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK])
    await client.query(`create schema ${schema}`)
    return openDatabase(url, { schema, poolSize: 2 })
  }).catch(async (error: unknown) => {
    // A failed migration must not leave its schema behind for the next run to trip over.
    await dropSchema(url, schema)
    throw error
  })
  return {
    ...database,
    async close() {
      await database.close()
      await dropSchema(url, schema)
    },
  }
}

function dropSchema(url: string, schema: string) {
  return withClient(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK])
    await client.query(`drop schema if exists ${schema} cascade`)
  })
}

// A session's advisory locks end with it, so ending the client is the unlock.
async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}
