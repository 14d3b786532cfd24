import type { Config } from '@react-router/dev/config'

export default {
  // Every page is rendered on the server. The public pages are rendered once when the server
  // starts, with the run-time settings, and served from memory; a search or a filter once, on its
  // first request (server/page-cache.ts, docs/decisions/0005-pages-rendered-at-start.md). The API,
  // the experts' pages and unknown paths render per request.
  ssr: true,
} satisfies Config
