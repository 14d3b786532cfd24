// A real SQLite file in a temp folder, deleted or replaced as an operator's mistake or a full
// disk's clean-up would, under a running server and before a start.
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type AppDatabase } from './database.server'
import { DatabaseFileError } from './sqlite-file.server'

describe('the SQLite file’s identity', () => {
  let dir: string
  let file: string
  const opened: AppDatabase[] = []
  const open = async () => {
    const database = await openDatabase(`file:${file}`)
    opened.push(database)
    return database
  }
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tujue-sqlite-file-'))
    file = path.join(dir, 'tujue.sqlite')
  })
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()))
    rmSync(dir, { recursive: true, force: true })
  })

  it('verifies a write while the file is the one open, and is readable by its owner only', async () => {
    const database = await open()
    await expect(database.verify()).resolves.toBeUndefined()
    expect(await database.db.selectFrom('health_heartbeats').select('instance').execute()).toHaveLength(1)
    expect(statSync(file).mode & 0o077).toBe(0)
  })

  it('fails verification once the file is deleted under it, and refuses to start with a new empty database', async () => {
    const database = await open()
    rmSync(file)
    await expect(database.verify()).rejects.toThrow('was deleted while the server ran')
    // Nothing is written where no later start will find it.
    await expect(database.db.selectFrom('experts').selectAll().execute()).rejects.toThrow(DatabaseFileError)
    await database.close()
    opened.length = 0
    for (const extra of ['-wal', '-shm']) rmSync(`${file}${extra}`, { force: true })
    await expect(openDatabase(`file:${file}`)).rejects.toThrow(DatabaseFileError)
    await expect(openDatabase(`file:${file}`)).rejects.toThrow(/is gone.*Restore the file from a backup/)
  })

  it('fails verification once the file is replaced, and refuses another database at the path', async () => {
    const database = await open()
    const otherFile = path.join(dir, 'other.sqlite')
    const other = await openDatabase(`file:${otherFile}`)
    await other.close()
    copyFileSync(otherFile, `${file}.new`)
    rmSync(file)
    copyFileSync(`${file}.new`, file)
    await expect(database.verify()).rejects.toThrow('was replaced while the server ran')
    await database.close()
    opened.length = 0
    await expect(openDatabase(`file:${file}`)).rejects.toThrow(/is not the database .* names/)
  })

  it('opens again after a clean stop', async () => {
    const database = await open()
    await database.close()
    opened.length = 0
    await expect((await open()).verify()).resolves.toBeUndefined()
  })
})
