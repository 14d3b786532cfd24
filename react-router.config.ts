import type { Config } from '@react-router/dev/config'
import { PRERENDER_ORIGIN } from './app/lib/prerender-origin'
import { listDynamicPublicPaths } from './app/lib/public-paths'

export default {
  ssr: true,
  // Every content page is pre-rendered to HTML at build time; the server sends those
  // files directly and renders the rest (search queries, the API, unknown paths) on
  // demand. Resource routes (sitemap.xml, robots.txt) stay dynamic: they read SITE_URL
  // at run time.
  async prerender({ getStaticPaths }) {
    process.env.SITE_URL = PRERENDER_ORIGIN
    // API and resource routes (/api/chat, sitemap.xml) answer requests; they have no page to pre-render.
    const pages = getStaticPaths().filter((path) => !path.startsWith('/api/') && !path.includes('.'))
    return [...pages, ...listDynamicPublicPaths()]
  },
} satisfies Config
