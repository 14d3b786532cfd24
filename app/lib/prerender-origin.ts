/**
 * Pages are pre-rendered with this stand-in for SITE_URL (canonical links, Open Graph,
 * JSON-LD); the server puts the real SITE_URL in its place when it loads them, so the
 * public origin is a run-time setting like any other.
 */
export const PRERENDER_ORIGIN = 'https://prerender-origin.invalid'
