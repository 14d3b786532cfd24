import type { Config } from '@react-router/dev/config'
import { listPrerenderPaths } from './app/lib/prerender-paths'

export default {
  ssr: true,
  // Every content page is pre-rendered to HTML at build time; the server sends those
  // files directly and renders the rest (search queries, the API, unknown paths) on demand.
  async prerender({ getStaticPaths }) {
    // API routes (/api/chat) answer requests; they have no page to pre-render.
    const pages = getStaticPaths().filter((path) => !path.startsWith('/api/'))
    return [...pages, ...listPrerenderPaths()]
  },
} satisfies Config
