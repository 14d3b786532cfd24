// The SQLite file's identity, so a database that vanished is an error and never a new empty one.
// Beside the file lies a marker (`<file>.id`) naming the database (server_state's database_id):
// at start, a marker without its file means the file was lost, and a marker naming another
// database means the file was replaced; both stop the server with what to do. While running,
// the file at the path must still be the one open (same device and inode): a file deleted or
// replaced under a running server takes writes that no later start will see, so every query
// checks it first (a stat, microseconds) and fails: a farmer's request is then "not saved yet",
// with the words kept in the form, never confirmed and lost.
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { KyselyPlugin } from 'kysely'

export class DatabaseFileError extends Error {
  override name = 'DatabaseFileError'
}

const markerOf = (file: string) => `${file}.id`

/** Before opening: refuses to create a new database where one was. */
export function checkBeforeOpen(file: string) {
  if (existsSync(file) || !existsSync(markerOf(file))) return
  throw new DatabaseFileError(
    `The database file ${file} is gone, but ${markerOf(file)} says a database was there. Restore the file from ` +
      `a backup; to start again with an empty database instead, delete ${markerOf(file)}.`,
  )
}

/** After migrations: writes the marker on a first start, or checks it names this database. */
export function recordIdentity(file: string, databaseId: string) {
  const marker = markerOf(file)
  if (!existsSync(marker)) {
    writeFileSync(marker, `${databaseId}\n`, { mode: 0o600 })
    return
  }
  const recorded = readFileSync(marker, 'utf8').trim()
  if (recorded !== databaseId) {
    throw new DatabaseFileError(
      `The database file ${file} is not the database ${marker} names (${recorded}): it was replaced. Put the ` +
        `right file back; to keep this one, delete ${marker}.`,
    )
  }
}

/** Only the server's own user may read the database: it holds farmers' names and questions. */
export function restrictToOwner(file: string) {
  for (const path of [file, `${file}-wal`, `${file}-shm`, markerOf(file)]) {
    if (existsSync(path)) chmodSync(path, 0o600)
  }
}

/** A check that throws when the file at the path is no longer the file this process has open. */
export function watchFileIdentity(file: string): () => void {
  const opened = statSync(file)
  return () => {
    let now
    try {
      now = statSync(file)
    } catch {
      throw new DatabaseFileError(`the database file ${file} was deleted while the server ran`)
    }
    if (now.ino !== opened.ino || now.dev !== opened.dev) {
      throw new DatabaseFileError(`the database file ${file} was replaced while the server ran`)
    }
  }
}

/** Runs `guard` before every query: a query on a file that is no longer at its path fails. */
export function guardEveryQuery(guard: () => void): KyselyPlugin {
  return {
    transformQuery(args) {
      guard()
      return args.node
    },
    transformResult: (args) => Promise.resolve(args.result),
  }
}
