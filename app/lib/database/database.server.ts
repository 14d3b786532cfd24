// Opens the site's database: an embedded SQLite file by default (no set-up: `npm start` on a
// fresh machine creates ./data/ and the file), or PostgreSQL when DATABASE_URL says so, for
// several server instances behind a load balancer. One query layer (Kysely) and one set of
// migrations for both.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Dialect } from 'kysely'
import SqliteDatabase from 'libsql'
import pg from 'pg'
import { migrations } from './migrations.server'
import type { Database } from './tables'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface AppDatabase {
  db: Kysely<Database>
  kind: DatabaseKind
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
  const dialect = kind === 'postgres' ? postgresDialect(url, options) : sqliteDialect(url.slice('file:'.length))
  const db = new Kysely<Database>({ dialect })
  try {
    await migrate(db, kind === 'postgres' ? await currentSchema(db) : undefined)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { db, kind, close: () => db.destroy() }
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const database = new SqliteDatabase(file)
  // WAL lets readers go on while one write commits; the busy timeout waits out a concurrent
  // writer (the expert command beside the server) instead of failing; SQLite enforces foreign
  // keys only when asked. Synchronous stays FULL: a request we told a farmer is received must
  // survive a power cut of the host, not only a crash of the server (docs/decisions/0020).
  database.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;')
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
