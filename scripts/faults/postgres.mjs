// A throwaway PostgreSQL (scripts/test-postgres.sh) that a fault scenario can stop and start
// again under a running server: the database going away and coming back, for real.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** @param {{ port: number, dir: string }} options */
export function createPostgres({ port, dir }) {
  const env = { ...process.env, TEST_PG_PORT: String(port), TEST_PG_DIR: dir }
  const script = path.resolve('scripts/test-postgres.sh')
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : []
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : undefined
  /** @param {string[]} args */
  const pgCtl = (...args) => {
    const command = [`${bin}/pg_ctl`, '-D', `${dir}/data`, ...args]
    // PostgreSQL refuses to run as root; Debian's package makes the postgres user for it.
    const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command
    execFileSync(/** @type {string} */ (file), rest, { stdio: 'ignore' })
  }
  return {
    available: bin !== undefined,
    /** Creates the cluster and its database; returns its DATABASE_URL. */
    create: () => execFileSync(script, ['start'], { env, encoding: 'utf8' }).trim(),
    /** The database goes away (a fast shutdown: open connections are cut). */
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    /** And comes back, on the same port and files. */
    start: () =>
      pgCtl(
        '-l',
        `${dir}/server.log`,
        '-w',
        'start',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ),
    destroy: () => execFileSync(script, ['stop'], { env, stdio: 'ignore' }),
  }
}
