// The AI service's limits when the environment does not set them (docs/configuration.md),
// read by env.server.ts and by the chat's limits.

/** "At least 1000 ms apart": each client's questions, in the browser and on the server. */
export const MIN_REQUEST_GAP_MS = 1000
/** AI_DAILY_BUDGET: calls to the AI service a day for the whole site. */
export const DEFAULT_AI_DAILY_BUDGET = 2000
/** AI_CLIENT_DAILY_LIMIT: calls a day for one client (IPv4 address or IPv6 /64). */
export const DEFAULT_AI_CLIENT_DAILY_LIMIT = 100
/**
 * AI_NETWORK_DAILY_LIMIT: calls a day for one network block (IPv4 /24, IPv6 /48), whatever its
 * clients: a tenth of the budget, so no fewer than ten networks can spend a day's budget.
 */
export const DEFAULT_AI_NETWORK_DAILY_LIMIT = 200
/**
 * AI_BUDGET_RESERVE_PERCENT: the last part of the day's budget, kept for light clients: once the
 * rest is spent, a client that has already had more than AI_LIGHT_CLIENT_CALLS calls today gets
 * the offline assistant, so a few heavy clients cannot spend what the many light ones need.
 */
export const DEFAULT_AI_BUDGET_RESERVE_PERCENT = 20
/** AI_LIGHT_CLIENT_CALLS: calls a day up to which a client is light and may use the reserve. */
export const DEFAULT_AI_LIGHT_CLIENT_CALLS = 10
/** AI_MAX_CONCURRENT: calls running at once on one instance. */
export const DEFAULT_AI_MAX_CONCURRENT = 20
