// `npm start`: checks the environment, loads the React Router build and listens; stops
// cleanly on SIGTERM/SIGINT (server/lifecycle.ts).
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { createAudit } from '~/lib/audit.server'
import { expertsMailbox } from '~/lib/consultation-requests/consultation-requests.server'
import { openDatabase } from '~/lib/database/database.server'
import { purposeKey, readServerState } from '~/lib/database/server-state.server'
import { africasTalkingSettings, EnvError, getEnv, whatsAppSettings } from '~/lib/env.server'
import { createLimits } from '~/lib/limits/limits.server'
import { createModelAvailability } from '~/lib/model-availability.server'
import { createApp } from './app'
import { startChannels } from './channels'
import { startWhatsApp } from './whatsapp'
import { aiModelCheck, createHealth, databaseCheck, limitsCheck } from './health'
import { createStartingServer, listen, setTimeouts, StartError, stopGracefully } from './lifecycle'
import { createLogger, type Logger } from './logger'
import { startMail } from './mail'
import { startRetentionSweep } from './maintenance'
import { contentPhotoAllowlist } from './photo-allowlist'
import { createPhotoProxy } from './photos'

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

let logger: Logger | undefined

async function main() {
  const env = getEnv()
  logger = createLogger(env.LOG_LEVEL)
  const { server, requests, serve } = createStartingServer()
  setTimeouts(server, env)
  await listen(server, env.PORT, env.HOST)
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  // Migrations run before the first request; with PostgreSQL, instances starting together take turns.
  const database = await openDatabase(env.DATABASE_URL)
  const { serverKey } = await readServerState(database.db)
  const stopRetentionSweep = startRetentionSweep(
    database.db,
    {
      consultationDays: env.CONSULTATION_RETENTION_DAYS,
      channelMessageDays: env.CHANNEL_RETENTION_DAYS,
      farmerPhotoDays: env.WHATSAPP_PHOTO_RETENTION_DAYS,
    },
    logger,
  )
  // Shared by every instance through Redis with REDIS_URL; in this process's memory without it.
  const limits = createLimits(env)
  const aiModel = createModelAvailability()
  const checks = [databaseCheck(database)]
  if (limits.shared) checks.push(limitsCheck(limits))
  if (env.GEMINI_API_KEY) checks.push(aiModelCheck(aiModel))
  const health = createHealth(checks, logger)
  const app = await createApp({
    build,
    clientDir: path.join(buildDir, 'client'),
    siteUrl: env.SITE_URL,
    database: database.db,
    limits,
    aiModel,
    logger,
    audit: createAudit(logger, purposeKey(serverKey, 'audit')),
    serverKey,
    health,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    photos: createPhotoProxy({
      allowlist: contentPhotoAllowlist(),
      logger,
      upstreamUrl: env.PHOTO_UPSTREAM_URL,
      cacheBytes: env.PHOTO_CACHE_MB * 1024 * 1024,
    }).middleware,
    // Mounted now, answering once the channels have started, before the server serves anything.
    channelCallbacks: (req, res, next) => channels.callbacks(req, res, next),
    whatsAppWebhook: (req, res, next) => whatsApp.webhook(req, res, next),
  })
  // After the pages rendered at start-up, which keep the event loop busy for a while.
  const mail = startMail(env, database.db, logger)
  const channels = startChannels(africasTalkingSettings(env), {
    db: database.db,
    limits,
    aiModel,
    logger,
    siteUrl: env.SITE_URL,
    notifyExperts: expertsMailbox(env),
    smsDailyBudget: env.SMS_DAILY_BUDGET,
  })
  const whatsApp = startWhatsApp(whatsAppSettings(env), {
    db: database.db,
    limits,
    aiModel,
    logger,
    siteUrl: env.SITE_URL,
    notifyExperts: expertsMailbox(env),
  })
  serve(app)
  const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
  logger.info(
    {
      trustProxy: env.TRUST_PROXY === false ? 'none' : env.TRUST_PROXY,
      metrics: env.METRICS_TOKEN ? '/metrics' : 'off',
      aiModel: env.GEMINI_API_KEY ? env.GEMINI_MODEL : 'off',
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      // Only ever a loopback address (tests, npm run perf): the photo hosts' stand-in.
      photoUpstream: env.PHOTO_UPSTREAM_URL ?? 'the photo hosts',
    },
    `Tujue Ukulima is ready at http://${host}:${env.PORT}`,
  )
  if (!env.GEMINI_API_KEY) {
    logger.info(
      "GEMINI_API_KEY is not set: the offline assistant answers from the hub's guides, and points farmers to the consultation form.",
    )
  }
  const stop = stopGracefully({
    server,
    requests,
    health,
    logger,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    delayMs: env.SHUTDOWN_DELAY_MS,
    async cleanUp() {
      stopRetentionSweep()
      // A mail being sent is finished (or fails and stays queued) before the database closes.
      await Promise.all([mail.stop(), channels.stop(), whatsApp.stop()])
      await Promise.all([database.close(), limits.close()])
    },
    exit: (code) => process.exit(code),
  })
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

// Any failure to start is one line on stderr and a non-zero exit, never a server that seems up.
main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof StartError) {
    process.stderr.write(`The server could not start: ${error.message.replaceAll(/\s*\n\s*/g, ' ')}\n`)
  } else {
    // Unexpected: the stack goes to the log (stdout), the one line to stderr.
    logger?.fatal({ err: error }, 'The server could not start')
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    process.stderr.write(`The server could not start: ${reason}\n`)
  }
  process.exit(1)
})
