// The limits' and the AI service's Prometheus metrics, on prom-client's default
// registry, which the server's /metrics serves.
import { Counter, Gauge, Histogram, register } from 'prom-client'

/** One metric per name in the default registry, even when a module is loaded twice (tests, dev). */
export function once<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create()
}

export const upstreamCalls = once(
  'tujue_ai_upstream_calls_total',
  () =>
    new Counter({
      name: 'tujue_ai_upstream_calls_total',
      help: 'Calls to the AI service, by outcome (answered, empty, interrupted, rate_limit, model_gone, failed)',
      labelNames: ['outcome'] as const,
    }),
)

export const firstWordsSeconds = once(
  'tujue_ai_first_words_seconds',
  () =>
    new Histogram({
      name: 'tujue_ai_first_words_seconds',
      help: "Seconds from the call to the AI service to the answer's first words",
      buckets: [0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30],
    }),
)

export const limitRefusals = once(
  'tujue_limit_refusals_total',
  () =>
    new Counter({
      name: 'tujue_limit_refusals_total',
      help: 'Requests refused or answered offline by a limit, by limit',
      labelNames: ['limit'] as const,
    }),
)

export const budgetRemaining = once(
  'tujue_ai_budget_remaining',
  () =>
    new Gauge({
      name: 'tujue_ai_budget_remaining',
      help: "Calls to the AI service left in today's budget (AI_DAILY_BUDGET, Africa/Nairobi day), as this instance last saw it",
    }),
)

export const aiModelServed = once(
  'tujue_ai_model_served',
  () =>
    new Gauge({
      name: 'tujue_ai_model_served',
      help: 'Whether the AI service serves GEMINI_MODEL: 1, or 0 once it answered that it has no such model (set GEMINI_MODEL to a current model)',
      labelNames: ['model'] as const,
    }),
)

export const topNetworkShare = once(
  'tujue_ai_top_network_share',
  () =>
    new Gauge({
      name: 'tujue_ai_top_network_share',
      help: "The largest share of today's AI budget one network block (IPv4 /24, IPv6 /48) has used, 0 to 1, as this instance saw it: alert above 0.05",
    }),
)
