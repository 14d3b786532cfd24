// `npm run faults`: the production build (builds assumed done) against a failing AI service, an
// AI model that no longer exists, a database and the limits' Redis that go away and come back,
// the SQLite file deleted or replaced while the server runs, the disk full, a burst of parallel
// sign-ins while a static file is timed, and a SIGTERM during open chat streams.
// Each scenario asserts its outcome; the exit code is not 0 when any fails. About a minute.
//
//   npm run faults                 every scenario
//   npm run faults -- --only a,b   some of them (names as printed)
//   FAULTS_PORT=3320               the first of the loopback ports used (default 3320)
//
// The fake Gemini picks its failure from a marker in the question ("[fake:cut]", tests/fake-gemini.mjs).
// What a farmer sent is never lost: each failure is a status and code the chat panel maps to the
// spec's message while the question stays in the conversation (features/chat/use-chat.ts), and a
// consultation the database could not store is a 503 page that says so, and the form keeps every field.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { check, postQuestion, readLines } from './faults/chat.mjs'
import { diskFull } from './faults/disk-full.mjs'
import { createPostgres } from './faults/postgres.mjs'
import { createRedis } from './faults/redis.mjs'
import { addExpert, countStatuses, median, signIn, signInForm, timeStaticFile } from './faults/sign-in.mjs'
import { submitConsultation } from './load/consultation.mjs'
import { startFakeGemini, startServer } from './load/processes.mjs'

const { values: args } = parseArgs({ options: { only: { type: 'string' } } })
const basePort = Number(process.env.FAULTS_PORT ?? 3320)
const ports = {
  fake: basePort + 6,
  server: basePort + 7,
  pgServer: basePort + 8,
  postgres: basePort + 9,
  redisServer: basePort + 10,
  redis: basePort + 11,
  goneModelServer: basePort + 12,
  fileServer: basePort + 13,
}
// Long enough for 50 answers to start together on a busy 2-core machine; the timeout scenario waits it out.
const GEMINI_TIMEOUT_MS = 6000
const SHUTDOWN_TIMEOUT_MS = 10_000
const env = {
  GEMINI_TIMEOUT_MS: String(GEMINI_TIMEOUT_MS),
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  TRUST_PROXY: '127.0.0.1',
  // 50 streams at once: above the default cap on calls at once (20), which would refuse some.
  AI_MAX_CONCURRENT: '100',
}
const QUESTION = 'When should I plant maize in the long rains?'
// A model the fake Gemini, like Google, no longer serves; and the token to read /metrics with.
const GONE_MODEL = 'gemini-1.5-flash'
const METRICS_TOKEN = 'faults-metrics-token-0123456789'
// A static file the sign-in burst times: served from disk, it needs the thread pool the hashes use.
const STATIC_FILE = '/manifest.webmanifest'

/** The chat's error answer: its status, its code, and the guides' offline answer when expected. */
async function expectRefusal(
  /** @type {string} */ origin,
  /** @type {string} */ marker,
  /** @type {number} */ status,
  /** @type {string} */ code,
  { offline = false, withinMs = 15_000 } = {},
) {
  const started = Date.now()
  const response = await postQuestion(origin, `${marker} ${QUESTION}`)
  const body = await response.json()
  const took = Date.now() - started
  check(response.status === status, `expected ${status}, got ${response.status} ${JSON.stringify(body)}`)
  check(body.error === code, `expected code ${code}, got ${JSON.stringify(body.error)}`)
  check(typeof body.message === 'string' && body.message !== '', 'no message for people')
  check(!JSON.stringify(body).includes('PROVIDER-SECRET-DETAIL'), 'the provider’s error detail reached the browser')
  if (offline) check(typeof body.offline?.answer === 'string', 'no offline answer from the guides with the error')
  check(took < withinMs, `answered after ${took} ms (limit ${withinMs} ms)`)
  return `${status} ${code}${offline ? ' + offline answer' : ''} in ${took} ms`
}

/** /readyz's status and its checks. */
async function readiness(/** @type {string} */ origin) {
  const response = await fetch(`${origin}/readyz`)
  return { status: response.status, checks: (await response.json()).checks }
}

/** A 200 stream whose words stand, ended by a `done` marked interrupted. */
async function expectInterrupted(/** @type {string} */ origin, /** @type {string} */ marker) {
  const response = await postQuestion(origin, `${marker} ${QUESTION}`)
  check(response.status === 200, `expected 200, got ${response.status}`)
  const lines = await readLines(response)
  const texts = lines.filter((line) => line.type === 'text')
  const done = lines.at(-1)
  check(texts.length > 0, 'the words that arrived were not passed on')
  check(done?.type === 'done', `the stream did not end with done: ${JSON.stringify(done)}`)
  check(done.interrupted === true, 'the cut answer was passed on as whole (no interrupted flag)')
  return `200, ${texts.length} pieces then done{interrupted}`
}

/**
 * The SQLite file deleted or replaced under a running server: /readyz says so, a request is
 * "not saved yet" (never confirmed into a file no start will see), and the next start refuses
 * the missing or other database instead of making a new empty one.
 * @param {string} how @param {(file: string) => void} lose
 */
async function databaseFileLost(how, lose) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tujue-faults-file-'))
  const databaseUrl = `file:${path.join(dir, 'tujue.sqlite')}`
  const start = () =>
    startServer({ port: ports.fileServer, geminiUrl: fake.url, env: { ...env, DATABASE_URL: databaseUrl } })
  const server = await start()
  try {
    const submit = (/** @type {number} */ n) => submitConsultation(server.url, `198.18.253.${n}`, n)
    const before = await submit(1)
    check(before.status === 200, `before: expected 200, got ${before.status}`)
    lose(path.join(dir, 'tujue.sqlite'))
    const ready = await readiness(server.url)
    check(ready.status === 503 && ready.checks?.database === 'failed', `file ${how}: /readyz ${JSON.stringify(ready)}`)
    const during = await submit(2)
    const page = await during.text()
    check(during.status === 503, `file ${how}: a request answered ${during.status}, not 503`)
    check(page.includes('Your request is not saved yet'), `file ${how}: the page does not say "not saved yet"`)
    await server.stop()
    let restarted = ''
    try {
      await (await start()).stop()
      restarted = 'started'
    } catch (error) {
      restarted = /** @type {Error} */ (error).message
    }
    const expected = how === 'deleted' ? 'is gone' : 'is not the database'
    check(restarted.includes(expected), `file ${how}: the next start did not refuse it: ${restarted.slice(0, 300)}`)
    return `/readyz 503 {database: failed}; a request after it 503 "not saved yet" (0 confirmed and lost); the next start refused it ("${expected}")`
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** @typedef {{ name: string, needs: 'none' | 'sqlite' | 'postgres' | 'redis' | 'gone-model', run: (origin: string, server: Awaited<ReturnType<typeof startServer>>) => Promise<string> }} Scenario */

/** @type {Scenario[]} */
const SCENARIOS = [
  {
    name: 'upstream-429',
    needs: 'sqlite',
    run: (origin) => expectRefusal(origin, '[fake:rate-limit]', 429, 'rate_limit'),
  },
  {
    name: 'upstream-500',
    needs: 'sqlite',
    run: (origin) => expectRefusal(origin, '[fake:server-error]', 502, 'upstream', { offline: true }),
  },
  {
    name: 'upstream-timeout',
    needs: 'sqlite',
    // The server gives up after GEMINI_TIMEOUT_MS, not after the fake's minute.
    run: (origin) =>
      expectRefusal(origin, '[fake:timeout]', 502, 'upstream', { offline: true, withinMs: GEMINI_TIMEOUT_MS + 5000 }),
  },
  {
    name: 'upstream-malformed-sse',
    needs: 'sqlite',
    run: (origin) => expectRefusal(origin, '[fake:malformed]', 502, 'upstream', { offline: true }),
  },
  {
    name: 'upstream-max-tokens',
    needs: 'sqlite',
    run: (origin) => expectInterrupted(origin, '[fake:max-tokens]'),
  },
  {
    name: 'upstream-reset-mid-stream',
    needs: 'sqlite',
    run: (origin) => expectInterrupted(origin, '[fake:cut]'),
  },
  {
    name: 'model-gone',
    needs: 'gone-model',
    async run(origin, server) {
      const answers = []
      for (let index = 0; index < 3; index++) {
        const response = await postQuestion(origin, QUESTION)
        check(response.status === 200, `expected 200 (the offline answer), got ${response.status}`)
        answers.push((await readLines(response)).find((line) => line.type === 'text')?.text ?? '')
      }
      check(
        answers.every((text) => text.startsWith('This is the offline assistant')),
        'not every question got the offline answer',
      )
      const logged = server.output.join('').split(`GEMINI_MODEL is ${GONE_MODEL}`).length - 1
      check(logged === 1, `the model's absence was logged ${logged} times, not once`)
      const ready = await fetch(`${origin}/readyz`)
      const body = await ready.json()
      check(
        ready.status === 200 && body.status === 'degraded',
        `/readyz answered ${ready.status} ${JSON.stringify(body)}`,
      )
      check(body.checks?.ai_model === 'degraded', `/readyz's checks: ${JSON.stringify(body.checks)}`)
      const metrics = await (
        await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text()
      check(
        metrics.includes(`tujue_ai_model_served{model="${GONE_MODEL}"} 0`),
        'no tujue_ai_model_served 0 in /metrics',
      )
      check(
        metrics.includes('tujue_ai_upstream_calls_total{outcome="model_gone"} 1'),
        'the AI service was not asked exactly once (tujue_ai_upstream_calls_total{outcome="model_gone"})',
      )
      return '3 offline answers after 1 call, logged once, /readyz 200 degraded, tujue_ai_model_served 0'
    },
  },
  {
    name: 'database-away-and-back',
    needs: 'postgres',
    async run(origin) {
      const submit = (/** @type {number} */ n) => submitConsultation(origin, `198.18.251.${n}`, n)
      const before = await submit(1)
      check(before.status === 200, `before: expected 200, got ${before.status}`)
      postgres.stop()
      const during = await submit(2)
      const duringPage = await during.text()
      check(during.status === 503, `database away: expected 503, got ${during.status}`)
      check(
        duringPage.includes('Your request is not saved yet'),
        'database away: the page does not say the request is not saved yet',
      )
      const alive = await fetch(`${origin}/healthz`)
      check(alive.ok, `the server did not stay up while the database was away (/healthz ${alive.status})`)
      postgres.start()
      // The pool reconnects on its next query; give it a few tries.
      let after = 0
      for (let attempt = 3; attempt < 13 && after !== 200; attempt++) {
        after = (await submit(attempt)).status
        if (after !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      check(after === 200, `database back: expected 200, got ${after}`)
      return '200, then 503 "not saved yet" with /healthz up, then 200 once PostgreSQL is back'
    },
  },
  {
    name: 'redis-away-and-back',
    needs: 'redis',
    async run(origin) {
      const before = await readiness(origin)
      check(before.status === 200 && before.checks?.redis === 'ok', `before: /readyz ${JSON.stringify(before)}`)
      redis.stop()
      const during = await readiness(origin)
      check(during.status === 503 && during.checks?.redis === 'failed', `Redis away: /readyz ${JSON.stringify(during)}`)
      const alive = await fetch(`${origin}/healthz`)
      check(alive.ok, `the server did not stay up while Redis was away (/healthz ${alive.status})`)
      // The insurance limiter in memory keeps the limit (5 requests per client in 10 minutes).
      const statuses = []
      for (let n = 1; n <= 6; n++) statuses.push((await submitConsultation(origin, '198.18.252.7', n)).status)
      check(
        statuses.join() === '200,200,200,200,200,429',
        `Redis away: six requests from one client answered ${statuses.join()} (expected five 200 and a 429)`,
      )
      const answer = await postQuestion(origin, QUESTION)
      check(answer.status === 200, `Redis away: the assistant answered ${answer.status}`)
      await answer.body?.cancel()
      redis.start()
      // ioredis reconnects within about 2 s (its retry strategy); /readyz says so.
      let back = during
      for (let attempt = 0; attempt < 20 && back.status !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        back = await readiness(origin)
      }
      check(back.status === 200 && back.checks?.redis === 'ok', `Redis back: /readyz ${JSON.stringify(back)}`)
      const after = await submitConsultation(origin, '198.18.252.8', 7)
      check(after.status === 200, `Redis back: expected 200, got ${after.status}`)
      return '/readyz 503 {redis: failed} with /healthz up, the limit held in memory (5 × 200, 429), the assistant answered; /readyz 200 and 200 once Redis is back'
    },
  },
  {
    name: 'sign-in-burst',
    needs: 'sqlite',
    async run(origin, server) {
      const email = 'jane.faults@example.org'
      const password = addExpert({ databaseUrl: `file:${server.databaseFile}`, name: 'Jane Faults', email })
      const form = await signInForm(origin)
      // Jane signs in once from her office network, which makes it her usual one.
      const first = await signIn(origin, form, { email, password, address: '192.0.2.40' })
      check(first === 302 || first === 303, `Jane's first sign-in answered ${first}`)
      const idle = await timeStaticFile(origin, STATIC_FILE, Promise.resolve())
      const burst = Promise.all([
        // One client guesses Jane's password 12 times at once; another sprays 60 accounts; 40 networks guess hers.
        ...Array.from({ length: 12 }, (_, n) =>
          signIn(origin, form, { email, password: `wrong-${n}`, address: '203.0.113.7' }).then((s) => ['one', s]),
        ),
        ...Array.from({ length: 60 }, (_, n) =>
          signIn(origin, form, { email: `guess-${n}@example.org`, password: 'x', address: '203.0.113.8' }).then((s) => [
            'spray',
            s,
          ]),
        ),
        ...Array.from({ length: 40 }, (_, n) =>
          signIn(origin, form, { email, password: 'x', address: `198.51.${n}.9` }).then((s) => ['strangers', s]),
        ),
      ])
      const during = await timeStaticFile(origin, STATIC_FILE, burst)
      const results = await burst
      const of = (/** @type {string} */ who) => results.filter(([name]) => name === who).map(([, status]) => status)
      // A password checked is a 401 (all are wrong); the rest are refused: 429 over a limit, or 503
      // when no hashing slot freed up in time (its attempt is given back, uncounted).
      const checked = (/** @type {string} */ who) => of(who).filter((status) => status === 401).length
      check(
        checked('one') <= 5,
        `one client, one account: ${JSON.stringify(countStatuses(of('one')))} (at most 5 checked)`,
      )
      check(
        checked('spray') <= 20,
        `one client, 60 accounts: ${JSON.stringify(countStatuses(of('spray')))} (20 checked)`,
      )
      check(
        checked('strangers') <= 10,
        `40 networks: ${JSON.stringify(countStatuses(of('strangers')))} (at most 10 checked)`,
      )
      const unexpected = results.filter(([, status]) => ![401, 429, 503].includes(Number(status)))
      check(unexpected.length === 0, `answers other than 401, 429 or 503: ${JSON.stringify(unexpected.slice(0, 5))}`)
      const idleMs = median(idle)
      const duringMs = median(during)
      // Loose on purpose: a shared machine's load moves single timings by seconds; the review saw 4.2 s.
      check(duringMs < 2000, `${STATIC_FILE} took a median ${Math.round(duringMs)} ms during the burst`)
      const jane = await signIn(origin, form, { email, password, address: '192.0.2.41' })
      check(jane === 302 || jane === 303, `Jane could not sign in from her usual network after the burst (${jane})`)
      return `112 attempts: ${checked('one')}/12, ${checked('spray')}/60 and ${checked('strangers')}/40 checked, the rest refused (429, or 503 busy); ${STATIC_FILE} median ${idleMs.toFixed(1)} ms idle, ${duringMs.toFixed(1)} ms during (${during.length} fetches, longest ${Math.round(Math.max(...during))} ms); Jane still signs in`
    },
  },
  {
    name: 'database-file-deleted',
    needs: 'none',
    run: () => databaseFileLost('deleted', (file) => rmSync(file)),
  },
  {
    name: 'database-file-replaced',
    needs: 'none',
    run: () =>
      databaseFileLost('replaced', (file) => {
        rmSync(file)
        writeFileSync(file, '')
      }),
  },
  {
    name: 'disk-full',
    needs: 'none',
    run: () =>
      diskFull((databaseUrl) =>
        startServer({ port: ports.fileServer, geminiUrl: fake.url, env: { ...env, DATABASE_URL: databaseUrl } }),
      ),
  },
  {
    name: 'sigterm-during-50-streams',
    needs: 'sqlite',
    async run(origin, server) {
      // Trickled answers (700 ms a piece): all 50 are mid-answer when the signal comes.
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) => postQuestion(origin, `[fake:trickle] ${QUESTION} (${n})`)),
      )
      const statuses = responses.map((response) => response.status)
      check(
        statuses.every((status) => status === 200),
        `not every stream opened: ${JSON.stringify(statuses.filter((s) => s !== 200))}`,
      )
      const readers = responses.map(async (response) => {
        const lines = []
        try {
          lines.push(...(await readLines(response)))
          return { lines, error: null }
        } catch (error) {
          return { lines, error: /** @type {Error} */ (error).message }
        }
      })
      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      // Draining: a new request is refused, or /healthz says so (503), while the streams finish.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const health = await fetch(`${origin}/healthz`).then(
        (response) => response.status,
        () => 'refused',
      )
      check(health === 'refused' || health === 503, `/healthz answered ${health} while draining`)
      const results = await Promise.all(readers)
      const broken = results.filter(({ lines, error }) => error || lines.at(-1)?.type !== 'done')
      check(broken.length === 0, `${broken.length} of 50 streams did not end with done: ${JSON.stringify(broken[0])}`)
      const exit = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), SHUTDOWN_TIMEOUT_MS + 3000)),
      ])
      const took = Date.now() - signalledAt
      check(exit !== 'still running', `the process had not exited ${SHUTDOWN_TIMEOUT_MS + 3000} ms after SIGTERM`)
      check(/** @type {{ code: number }} */ (exit).code === 0, `the process exited with ${JSON.stringify(exit)}`)
      return `50 streams ended with done; /healthz ${health} while draining; exited 0 after ${took} ms`
    },
  },
]

const chosen = args.only ? SCENARIOS.filter((scenario) => args.only?.split(',').includes(scenario.name)) : SCENARIOS
const postgres = createPostgres({
  port: ports.postgres,
  dir: path.join(os.tmpdir(), `tujue-faults-pg-${ports.postgres}`),
})
const redis = createRedis({ port: ports.redis, dir: path.join(os.tmpdir(), `tujue-faults-redis-${ports.redis}`) })
const fake = await startFakeGemini({ port: ports.fake })
/** @type {{ name: string, pass: boolean, detail: string }[]} */
const results = []
const started = Date.now()

try {
  const needsPostgres = chosen.some((scenario) => scenario.needs === 'postgres')
  const needsRedis = chosen.some((scenario) => scenario.needs === 'redis')
  const [sqliteServer, pgServer, redisServer, goneModelServer] = await Promise.all([
    chosen.some((scenario) => scenario.needs === 'sqlite' || scenario.needs === 'none')
      ? startServer({ port: ports.server, geminiUrl: fake.url, env })
      : undefined,
    needsPostgres && postgres.available
      ? startServer({ port: ports.pgServer, geminiUrl: fake.url, env: { ...env, DATABASE_URL: postgres.create() } })
      : undefined,
    needsRedis && redis.available
      ? startServer({ port: ports.redisServer, geminiUrl: fake.url, env: { ...env, REDIS_URL: redis.start() } })
      : undefined,
    chosen.some((scenario) => scenario.needs === 'gone-model')
      ? startServer({
          port: ports.goneModelServer,
          geminiUrl: fake.url,
          env: { ...env, GEMINI_MODEL: GONE_MODEL, METRICS_TOKEN },
        })
      : undefined,
  ])
  for (const scenario of chosen) {
    const server = {
      // A scenario that starts its own server is given the SQLite one for its messages.
      none: sqliteServer,
      sqlite: sqliteServer,
      postgres: pgServer,
      redis: redisServer,
      'gone-model': goneModelServer,
    }[scenario.needs]
    if (!server) {
      const missing =
        scenario.needs === 'redis'
          ? 'Redis is not installed (apt-get install redis-server)'
          : 'PostgreSQL is not installed (apt-get install postgresql)'
      results.push({ name: scenario.name, pass: false, detail: missing })
      continue
    }
    try {
      const detail = await scenario.run(server.url, server)
      results.push({ name: scenario.name, pass: true, detail })
    } catch (error) {
      const tail = server.output.join('').split('\n').slice(-8).join('\n')
      results.push({ name: scenario.name, pass: false, detail: `${/** @type {Error} */ (error).message}\n${tail}` })
    }
    console.log(`${results.at(-1)?.pass ? 'PASS' : 'FAIL'} ${scenario.name}: ${results.at(-1)?.detail}`)
  }
  await Promise.all([sqliteServer?.stop(), pgServer?.stop(), redisServer?.stop(), goneModelServer?.stop()])
} finally {
  if (postgres.available) postgres.destroy()
  if (redis.available) redis.stop()
  await fake.close()
}

const failed = results.filter((result) => !result.pass)
console.log(
  `\n${results.length - failed.length} of ${results.length} fault scenarios passed in ${Math.round((Date.now() - started) / 1000)} s`,
)
process.exitCode = failed.length ? 1 : 0
