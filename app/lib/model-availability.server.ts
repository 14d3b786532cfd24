// Whether the AI service still serves the configured model (GEMINI_MODEL). When it answers that
// the model does not exist (an unknown name, or a model Google has shut down), the assistant
// stops calling it: the offline assistant answers, the error log says once what to do, /metrics
// and /readyz say so, and one question every few minutes asks the service again, in case it was
// a passing fault (docs/decisions/0016-gemini-model.md). Made once at start (server/index.ts)
// and handed to the routes in the load context, like the limits.
import { aiModelServed } from './limits/metrics.server'

/** How long the assistant answers offline before one question asks the service again. */
export const MODEL_RECHECK_MS = 5 * 60_000

export interface ModelAvailability {
  /** Whether to call the AI service for `model` now: not while it is gone, but once per re-check interval. */
  shouldCall(model: string): boolean
  /** The service answered that `model` does not exist. */
  markGone(model: string): void
  /** The service answered with `model`. */
  markServed(model: string): void
  /** The model the service does not serve, and since when; null while it serves it. */
  gone(): { model: string; since: Date } | null
}

interface Options {
  recheckMs?: number
  now?: () => number
}

export function createModelAvailability({ recheckMs = MODEL_RECHECK_MS, now = Date.now }: Options = {}) {
  let gone: { model: string; since: number; askedAt: number } | null = null

  return {
    shouldCall(model) {
      if (gone?.model !== model) return true
      if (now() - gone.askedAt < recheckMs) return false
      // This question asks again; the others keep the offline answer until it has.
      gone.askedAt = now()
      return true
    },
    markGone(model) {
      aiModelServed.set({ model }, 0)
      if (gone?.model === model) return
      gone = { model, since: now(), askedAt: now() }
      console.error(
        `GEMINI_MODEL is ${model}, and the AI service answers that it has no such model: the name is wrong, ` +
          'or Google has shut the model down. The offline assistant answers every question until GEMINI_MODEL ' +
          'names a current model (https://ai.google.dev/gemini-api/docs/models) and the server restarts; ' +
          `the service is asked again every ${Math.round(recheckMs / 60_000)} minutes.`,
      )
    },
    markServed(model) {
      aiModelServed.set({ model }, 1)
      if (gone?.model !== model) return
      gone = null
      console.warn(`GEMINI_MODEL ${model} is served again: the AI assistant answers again.`)
    },
    gone: () => (gone ? { model: gone.model, since: new Date(gone.since) } : null),
  } satisfies ModelAvailability
}
