import type { Config } from '@react-router/dev/config'
import { listPrerenderPaths } from './app/lib/prerender-paths'

export default {
  ssr: true,
  // Every content page is pre-rendered to HTML at build time; the server sends those
  // files directly and renders the rest (search queries, the API, unknown paths) on demand.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...listPrerenderPaths()]
  },
} satisfies Config
