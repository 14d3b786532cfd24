// A throwaway Redis (scripts/test-redis.sh) that a fault scenario can stop and start again under
// a running server: the shared limits' store going away and coming back, for real.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** @param {{ port: number, dir: string }} options */
export function createRedis({ port, dir }) {
  const env = { ...process.env, TEST_REDIS_PORT: String(port), TEST_REDIS_DIR: dir }
  const script = path.resolve('scripts/test-redis.sh')
  const run = (/** @type {'start' | 'stop'} */ command) =>
    execFileSync(script, [command], { env, encoding: 'utf8' }).trim()
  let available = true
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
  } catch {
    available = false
  }
  return {
    available,
    /** Starts it (again, empty, on the same port); returns its REDIS_URL. */
    start: () => run('start'),
    /** It goes away: shut down, its counts lost. */
    stop: () => void run('stop'),
  }
}
