// The processes a load or fault run needs: the fake Gemini (in this process), the production
// server (a child process, as `npm start` runs it) and a temp SQLite database for each.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export { startFakeGemini } from '../../tests/fake-gemini.mjs'

/** The key the runs give the server: it only ever reaches the fake. */
export const LOAD_GEMINI_KEY = 'test-key-load-2d7c1e'
/** The token of the servers' /metrics, which a run reads for their event loop's delay. */
export const LOAD_METRICS_TOKEN = 'load-metrics-token-8f3a91c2d4e5b6a7'

/**
 * Starts `node <buildDir>/server-app/index.js` on 127.0.0.1:port and waits for /healthz.
 * @param {{ buildDir?: string, port: number, geminiUrl: string, env?: Record<string, string | undefined>, quiet?: boolean }} options
 */
export async function startServer({ buildDir = 'build', port, geminiUrl, env = {}, quiet = true }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tujue-load-${port}-`))
  // SERVER_NODE_ARGS: Node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under a scenario (Node refuses those in NODE_OPTIONS).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, path.join(buildDir, 'server-app/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: 'https://tujue.example',
      DATABASE_URL: `file:${path.join(dataDir, 'tujue.sqlite')}`,
      GEMINI_API_KEY: LOAD_GEMINI_KEY,
      METRICS_TOKEN: LOAD_METRICS_TOKEN,
      GEMINI_API_BASE_URL: geminiUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  /** Everything the server logged, for a failing scenario's message. */
  const output = []
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString())
    if (output.length > 2000) output.shift()
    if (!quiet) process.stderr.write(chunk)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(url, exited, output)
  return {
    url,
    child,
    pid: /** @type {number} */ (child.pid),
    dataDir,
    databaseFile: path.join(dataDir, 'tujue.sqlite'),
    output,
    /** Resolves with the exit code and signal. */
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** @param {string} url @param {Promise<unknown>} exited @param {string[]} output */
async function waitForHealth(url, exited, output) {
  let hasExited = false
  void exited.then(() => (hasExited = true))
  // A busy shared machine can take over a minute to render every page at start.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The server at ${url} exited while starting:\n${output.join('')}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(200)
  }
  throw new Error(`The server at ${url} did not answer /healthz within 180 s:\n${output.join('')}`)
}
