import type { RequestListener } from 'node:http'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type { Kysely } from 'kysely'
import type { ServerBuild } from 'react-router'
import type { Audit } from '~/lib/audit.server'
import type { Database } from '~/lib/database/tables'
import type { Env } from '~/lib/env.server'
import type { Limits } from '~/lib/limits/limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { limitRequestBody } from './body-limit'
import { handleUnexpectedError } from './error-handler'
import { createFirstVisitStylesheet } from './first-visit-stylesheet'
import type { Health } from './health'
import type { Logger } from './logger'
import { countRequests, serveMetrics } from './metrics'
import { createPageCache } from './page-cache'
import { logRequests } from './request-log'
import { refuseMalformedRequests } from './request-shape'
import { createRouteIdentifier } from './route-id'
import { assignNonce, HSTS_HEADER, isOverHttps, securityHeaders } from './security-headers'
import { serveClientFiles } from './static-files'
import { trustProxies } from './trust-proxy'

interface AppOptions {
  build: ServerBuild
  /** build/client: hashed assets and public files. */
  clientDir: string
  /** The public origin (SITE_URL), for the requests that render the public pages at start-up. */
  siteUrl: string
  database: Kysely<Database>
  /** Every limit (app/lib/limits/limits.server.ts): in memory, or shared through Redis. */
  limits: Limits
  /** Whether the AI service still serves GEMINI_MODEL (app/lib/model-availability.server.ts). */
  aiModel: ModelAvailability
  logger: Logger
  /** The security audit trail (app/lib/audit.server.ts). */
  audit: Audit
  /** The server's key (server_state), for the HMACs the routes make. */
  serverKey: Buffer
  /** /healthz and /readyz, and the drain at a stop (server/health.ts, server/lifecycle.ts). */
  health: Health
  /** Whose X-Forwarded-* headers to believe (TRUST_PROXY): decides req.ip. */
  trustProxy: Env['TRUST_PROXY']
  /** Without it there is no /metrics route. */
  metricsToken?: string
  /** GET /photos/…: the photo hosts' pictures from our origin (server/photos.ts). */
  photos: RequestHandler
  /** POST /channels/africastalking/…: the SMS and USSD gateway's callbacks (server/channels.ts). */
  channelCallbacks?: RequestHandler
  /** Meta's webhook at /channels/whatsapp (server/whatsapp-webhook.ts), when WhatsApp is configured. */
  whatsAppWebhook?: RequestHandler
  /** The public pages with parameters rendered at start (default: every guide, video and company). */
  pagesWithParameters?: readonly string[]
}

/**
 * The production web server: what every request gets (its id and log line, its count, the
 * drain's and HTTPS's headers), then a page kept since the start if that is what it asks for,
 * else Express: headers, the page cache, compression, static files, then React Router.
 */
export async function createApp(options: AppOptions) {
  const {
    build,
    clientDir,
    siteUrl,
    database,
    limits,
    aiModel,
    logger,
    health,
    trustProxy,
    metricsToken,
    photos,
    channelCallbacks,
    whatsAppWebhook,
    pagesWithParameters,
  } = options
  const context = { database, limits, aiModel, logger, audit: options.audit, serverKey: options.serverKey }
  const stylesheet = createFirstVisitStylesheet(clientDir)
  const pages = await createPageCache({ build, origin: siteUrl, context, stylesheet, pagesWithParameters })
  const identifyRoute = createRouteIdentifier(build.routes)
  const app = express()
  app.disable('x-powered-by')
  trustProxies(app, trustProxy)

  // The gateways' callbacks and Meta's webhook answer machines with a few bytes of text: before
  // the pages' headers, nonce, cache and compression, which would only cost every step its time.
  // Meta batches events into bodies larger than any form's, so the webhook comes before the
  // site's body limit too; the gateways' forms have their own limit (server/channels.ts).
  if (whatsAppWebhook) app.use('/channels/whatsapp', whatsAppWebhook)
  if (channelCallbacks) app.use('/channels/africastalking', channelCallbacks)
  app.use(securityHeaders)
  // Kept pages carry their own policy, validator and compression: nothing else need touch them.
  app.use(pages.middleware)
  // Every other answer: a nonce for the scripts of a page rendered for it, and the policy naming it.
  app.use(assignNonce)
  app.use(compression())
  app.use(limitRequestBody)
  // The gateway's callbacks read their own bodies; everything after them takes what a page takes.
  if (channelCallbacks) app.use('/channels/africastalking', channelCallbacks)
  app.use(refuseMalformedRequests)

  app.get('/healthz', health.liveness)
  app.get('/readyz', health.readiness)
  if (metricsToken) app.get('/metrics', serveMetrics(metricsToken, database))

  app.use(serveClientFiles(clientDir))
  app.use('/photos', photos)
  app.use(pages.notFound)

  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: (req, res) => ({
        nonce: String(res.locals.nonce),
        clientAddress: req.ip,
        ...context,
        indexedPages: pages.indexedPages,
      }),
    }),
  )
  app.use(handleUnexpectedError)

  const logRequest = logRequests(logger, identifyRoute)
  const countRequest = countRequests(identifyRoute)
  const trust = app.get('trust proxy fn') as Parameters<typeof isOverHttps>[1]
  const handle: RequestListener = (req, res) => {
    // Observability first, so every answer (even a refused one) is logged and counted.
    logRequest(req, res)
    countRequest(req, res)
    health.closeConnectionWhenDraining(res)
    if (isOverHttps(req, trust)) res.setHeader(...HSTS_HEADER)
    if (!pages.answerKept(req, res)) app(req, res)
  }
  return Object.assign(handle, { pageCacheStats: pages.stats })
}
