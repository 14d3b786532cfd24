import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { Kysely } from 'kysely'
import type { ServerBuild } from 'react-router'
import type { Database } from '~/lib/database/tables'
import { limitRequestBody } from './body-limit'
import { handleUnexpectedError } from './error-handler'
import { logNotFound } from './log-not-found'
import { renderPublicPages, servePrerendered } from './prerendered'
import { createRenderCache } from './render-cache'
import { assignNonce, permissionsPolicy, securityHeaders } from './security-headers'

interface AppOptions {
  build: ServerBuild
  /** build/client: hashed assets and public files. */
  clientDir: string
  /** The public origin (SITE_URL), for the requests that render the public pages at start-up. */
  siteUrl: string
  database: Kysely<Database>
}

/** The production web server: headers, compression, static files, the pages rendered at start-up, then React Router. */
export async function createApp({ build, clientDir, siteUrl, database }: AppOptions) {
  const prerendered = await renderPublicPages(build, siteUrl, { database })
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback, linklocal, uniquelocal')

  app.use(logNotFound)
  app.use(assignNonce, securityHeaders, permissionsPolicy)
  app.use(compression())
  app.use(limitRequestBody)

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })

  // Hashed file names change with their content, so browsers may keep them for a year.
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  )
  const clientFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false })
  app.use((req, res, next) => (isBuildArtefact(req.path) ? next() : clientFiles(req, res, next)))
  app.use(servePrerendered(prerendered))
  app.use(
    createRenderCache({ build, origin: siteUrl, context: { database }, publicPaths: prerendered.keys() }).middleware,
  )

  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: (req, res) => ({ nonce: String(res.locals.nonce), clientAddress: req.ip, database }),
    }),
  )
  app.use(handleUnexpectedError)
  return app
}

/**
 * HTML and loader data are served by servePrerendered and React Router, never as raw files
 * (a build may hold some): a query string (a filter, a search) changes what a loader returns. (`next('route')`
 * does not skip the static files in an `app.use` chain, which served /articles.data?topic=… stale.)
 */
function isBuildArtefact(path: string) {
  return /\.(html|data)$/.test(path)
}
