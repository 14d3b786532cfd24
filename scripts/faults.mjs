// `npm run faults`: the production build (builds assumed done) against a failing AI service, an
// AI model that no longer exists, a database and the limits' Redis that go away and come back,
// and a SIGTERM during open chat streams.
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
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { check, postQuestion, readLines } from './faults/chat.mjs'
import { createPostgres } from './faults/postgres.mjs'
import { createRedis } from './faults/redis.mjs'
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

/** @typedef {{ name: string, needs: 'sqlite' | 'postgres' | 'redis' | 'gone-model', run: (origin: string, server: Awaited<ReturnType<typeof startServer>>) => Promise<string> }} Scenario */

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
    chosen.some((scenario) => scenario.needs === 'sqlite')
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
    const server = { sqlite: sqliteServer, postgres: pgServer, redis: redisServer, 'gone-model': goneModelServer }[
      scenario.needs
    ]
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
