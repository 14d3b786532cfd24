// Opens the site's database: an embedded SQLite file by default (no set-up: `npm start` on a
// fresh machine creates ./data/ and the file), or PostgreSQL when DATABASE_URL says so, for
// several server instances behind a load balancer. One query layer (Kysely) and one set of
// migrations for both.
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, Migrator, PostgresDialect, sql, SqliteAdapter, SqliteDialect, type Dialect } from 'kysely'
import SqliteDatabase from 'libsql'
import pg from 'pg'
import { migrations } from './migrations.server'
import { readServerState } from './server-state.server'
import {
  checkBeforeOpen,
  guardEveryQuery,
  recordIdentity,
  restrictToOwner,
  watchFileIdentity,
} from './sqlite-file.server'
import type { Database } from './tables'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface AppDatabase {
  db: Kysely<Database>
  kind: DatabaseKind
  /** Rejects unless a write goes through and (SQLite) the file at DATABASE_URL is the one open: /readyz. */
  verify(): Promise<void>
  close(): Promise<void>
}

/** `postgres://…` or `postgresql://…` → PostgreSQL; `file:PATH` (or `file::memory:`) → SQLite. */
export function databaseKindOf(url: string): DatabaseKind {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (url.startsWith('file:')) return 'sqlite'
  throw new Error('DATABASE_URL must start with postgres://, postgresql:// or file:')
}

interface OpenOptions {
  /** PostgreSQL only: the schema to work in (tests give each run its own). */
  schema?: string
  /** PostgreSQL only: connections per process. */
  poolSize?: number
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<AppDatabase> {
  const kind = databaseKindOf(url)
  const file = kind === 'sqlite' && url !== 'file::memory:' ? path.resolve(url.slice('file:'.length)) : undefined
  if (file) checkBeforeOpen(file)
  const dialect = kind === 'postgres' ? postgresDialect(url, options) : sqliteDialect(url.slice('file:'.length))
  let checkFile = () => {}
  const db = new Kysely<Database>({ dialect, plugins: file ? [guardEveryQuery(() => checkFile())] : [] })
  try {
    await migrate(db, kind === 'postgres' ? await currentSchema(db) : undefined)
    if (file) {
      recordIdentity(file, (await readServerState(db)).databaseId)
      restrictToOwner(file)
      checkFile = watchFileIdentity(file)
    }
  } catch (error) {
    await db.destroy()
    throw error
  }
  const instance = randomUUID()
  return {
    db,
    kind,
    async verify() {
      checkFile()
      const beatAt = new Date().toISOString()
      await db
        .insertInto('health_heartbeats')
        .values({ instance, beat_at: beatAt })
        .onConflict((conflict) => conflict.column('instance').doUpdateSet({ beat_at: beatAt }))
        .execute()
    },
    async close() {
      // The write-ahead log folded into the file and emptied: the file alone is the whole database.
      if (kind === 'sqlite') {
        checkFile = () => {}
        await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch(() => undefined)
      }
      await db.destroy()
    },
  }
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 })
  const database = new SqliteDatabase(file)
  // WAL lets readers go on while one write commits; the busy timeout waits out a concurrent
  // writer (the expert command beside the server) instead of failing; SQLite enforces foreign
  // keys only when asked. Synchronous stays FULL: a request we told a farmer is received must
  // survive a power cut of the host, not only a crash of the server (docs/decisions/0020).
  // secure_delete overwrites a deleted row's bytes, so a farmer's deleted request is not left
  // readable in the file (scrubDeleted below empties the write-ahead log of them too).
  database.exec(
    'PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;',
  )
  return new SqliteDialect({ database })
}

function postgresDialect(url: string, { schema, poolSize = 10 }: OpenOptions): Dialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection cut by the server (a restart, a fail-over) is an 'error' event on the pool:
  // unheard, it ends the process. The pool drops that connection and opens a new one when needed.
  pool.on('error', (error) => console.error('A PostgreSQL connection was lost:', error.message))
  // One cut while lent out (mid-transaction) is an 'error' on its client, which would end the
  // process the same way: its query or the next fails instead (the rollback too, which says why),
  // and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}))
  return new PostgresDialect({ pool })
}

/** The schema new tables go into (the connection's search path: `public`, or a test run's own). */
async function currentSchema(db: Kysely<Database>) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ?? 'public'
}

/** Runs every migration not yet applied; several instances starting at once take turns (Kysely's lock). */
export async function migrate(db: Kysely<Database>, schema?: string) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Kysely looks for its own tables across every schema unless told which: another schema's
    // (a test run's, another application's) would be taken for this one's.
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
}

/**
 * After rows were deleted for good (a farmer's request, the retention sweep): on SQLite, the
 * write-ahead log still holds the pages as they were, so it is folded into the file (where
 * secure_delete has zeroed them) and emptied. PostgreSQL's VACUUM does its own part in time.
 */
export async function scrubDeleted(db: Kysely<Database>) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
}
