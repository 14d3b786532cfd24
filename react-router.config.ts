import type { Config } from '@react-router/dev/config'

export default {
  // Every page is rendered on the server. The public pages (every page without a query string)
  // are rendered once when the server starts, with the run-time settings, and served from
  // memory (server/prerendered.ts, docs/decisions/0005-pages-rendered-at-start.md); searches,
  // filters, the API and unknown paths render per request.
  ssr: true,
} satisfies Config
