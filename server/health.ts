// /healthz (is the process alive and taking work?) and /readyz (can it answer: is what it
// depends on reachable?), as a load balancer or an orchestrator polls them. A check that only
// degrades the service (the AI model: the offline assistant answers without it) is reported
// in /readyz's body but keeps the instance ready: every instance shares it, and taking them
// all out of the balancer would take the whole site down (docs/decisions/0016-gemini-model.md).
import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { AppDatabase } from '~/lib/database/database.server'
import type { Limits } from '~/lib/limits/limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import type { Logger } from './logger'
import { setRouteId } from './route-id'

/** Something the server needs to answer requests; `check` rejects when it is unreachable. */
export interface ReadinessCheck {
  name: string
  check: () => Promise<unknown>
  /** Its failure degrades the service ("degraded", still 200) instead of stopping it; its owner logs why. */
  degradesOnly?: boolean
}

/** How long one check may take before the server counts it as failed. */
export const CHECK_TIMEOUT_MS = 2000

/** The database takes a write, and (SQLite) is still the file at DATABASE_URL. */
export function databaseCheck(database: Pick<AppDatabase, 'verify'>): ReadinessCheck {
  return { name: 'database', check: () => database.verify() }
}

/** Redis, when the limits are shared through it (without it the limits live in memory and are always ready). */
export function limitsCheck(limits: Pick<Limits, 'isReady'>): ReadinessCheck {
  return {
    name: 'redis',
    check: async () => {
      if (!(await limits.isReady())) throw new Error('Redis does not answer')
    },
  }
}

/** Whether the AI service serves GEMINI_MODEL: without it the offline assistant answers. */
export function aiModelCheck(aiModel: Pick<ModelAvailability, 'gone'>): ReadinessCheck {
  return {
    name: 'ai_model',
    degradesOnly: true,
    check: async () => {
      const gone = aiModel.gone()
      if (gone) throw new Error(`the AI service has no model ${gone.model}`)
    },
  }
}

/**
 * The server's health: alive until a stop begins, then "draining" (503), so the balancer
 * sends no more work while in-flight requests finish. Other checks (Redis…) join the list.
 */
export function createHealth(checks: ReadinessCheck[], logger: Logger) {
  let draining = false

  const liveness: RequestHandler = (_req, res) => {
    setRouteId(res, 'healthz')
    res.setHeader('Cache-Control', 'no-store')
    res.status(draining ? 503 : 200).json({ status: draining ? 'draining' : 'ok' })
  }

  const readiness: RequestHandler = (_req, res) => {
    setRouteId(res, 'readyz')
    res.setHeader('Cache-Control', 'no-store')
    if (draining) return void res.status(503).json({ status: 'draining' })
    void Promise.all(
      checks.map(async ({ name, check, degradesOnly }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS)
          return [name, 'ok'] as const
        } catch (error) {
          if (degradesOnly) return [name, 'degraded'] as const
          logger.warn({ check: name, reason: error instanceof Error ? error.message : String(error) }, 'not ready')
          return [name, 'failed'] as const
        }
      }),
    ).then((results) => {
      const outcomes = results.map(([, outcome]) => outcome)
      const ready = !outcomes.includes('failed')
      const status = !ready ? 'not ready' : outcomes.includes('degraded') ? 'degraded' : 'ready'
      res.status(ready ? 200 : 503).json({ status, checks: Object.fromEntries(results) })
    })
  }

  /** While draining, each answer closes its connection, so kept-alive connections end too. */
  const closeConnectionWhenDraining = (res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close')
  }

  return {
    liveness,
    readiness,
    closeConnectionWhenDraining,
    startDraining() {
      draining = true
    },
  }
}

export type Health = ReturnType<typeof createHealth>

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
