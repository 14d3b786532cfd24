// The disk full under a running server, as SQLite meets it: its files cannot grow. The server's
// file-size limit is lowered to the files' size while it runs (prlimit, util-linux; no root and no
// mount needed), so every write that would grow them fails, as on a full disk, and raised again.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'libsql'
import { check } from './chat.mjs'
import { submitConsultation } from '../load/consultation.mjs'

/**
 * A request while the disk is full is "not saved yet" (503, never confirmed), the pages still load,
 * and once there is room the next is stored; every confirmed request is in the file afterwards.
 * @param {(databaseUrl: string) => Promise<{ url: string, pid: number, stop(): Promise<void> }>} start
 */
export async function diskFull(start) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tujue-faults-disk-'))
  const file = path.join(dir, 'tujue.sqlite')
  const server = await start(`file:${file}`)
  const limitFileSize = (/** @type {number | 'unlimited'} */ bytes) =>
    execFileSync('prlimit', [`--pid=${server.pid}`, `--fsize=${bytes}:unlimited`])
  try {
    const submit = (/** @type {number} */ n) => submitConsultation(server.url, `198.18.252.${n}`, n)
    const before = await submit(1)
    check(before.status === 200, `before: expected 200, got ${before.status}`)
    const sizes = [file, `${file}-wal`].map((name) => statSync(name, { throwIfNoEntry: false })?.size ?? 0)
    limitFileSize(Math.max(...sizes))
    const during = await submit(2)
    const page = await during.text()
    check(during.status === 503, `disk full: a request answered ${during.status}, not 503`)
    check(page.includes('Your request is not saved yet'), 'disk full: the page does not say "not saved yet"')
    const home = await fetch(`${server.url}/`)
    check(home.status === 200, `disk full: the home page answered ${home.status}`)
    limitFileSize('unlimited')
    const after = await submit(3)
    check(after.status === 200, `room again: expected 200, got ${after.status}`)
  } finally {
    await server.stop()
  }
  const database = new SqliteDatabase(file, { readonly: true })
  const emails = database
    .prepare('SELECT email FROM consultation_requests ORDER BY created_at')
    .all()
    .map((row) => /** @type {{ email: string }} */ (row).email)
  database.close()
  rmSync(dir, { recursive: true, force: true })
  check(
    emails.join() === 'scripted-1@example.org,scripted-3@example.org',
    `the file holds ${JSON.stringify(emails)}, not the two confirmed requests`,
  )
  return 'a request while the files could not grow: 503 "not saved yet", the home page 200; with room again the next stored; the two confirmed requests in the file (0 lost)'
}
