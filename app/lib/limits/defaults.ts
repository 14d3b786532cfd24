// The AI service's limits when the environment does not set them (docs/configuration.md),
// read by env.server.ts and by the chat's limits.

/** "At least 1000 ms apart": each client's questions, in the browser and on the server. */
export const MIN_REQUEST_GAP_MS = 1000
/** AI_DAILY_BUDGET: calls to the AI service a day for the whole site. */
export const DEFAULT_AI_DAILY_BUDGET = 2000
/** AI_CLIENT_DAILY_LIMIT: calls a day for one client (IPv4 address or IPv6 /64). */
export const DEFAULT_AI_CLIENT_DAILY_LIMIT = 100
/** AI_MAX_CONCURRENT: calls running at once on one instance. */
export const DEFAULT_AI_MAX_CONCURRENT = 20
