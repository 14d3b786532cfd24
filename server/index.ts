// `npm start`: checks the environment, loads the React Router build and listens.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { openDatabase } from '~/lib/database/database.server'
import { EnvError, getEnv } from '~/lib/env.server'
import { createLimits } from '~/lib/limits/limits.server'
import { createApp } from './app'
import { startMail } from './mail'
import { startRetentionSweep } from './maintenance'

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main() {
  const env = getEnv()
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild
  // Migrations run before the first request; with PostgreSQL, instances starting together take turns.
  const database = await openDatabase(env.DATABASE_URL)
  const stopRetentionSweep = startRetentionSweep(database.db, env.CONSULTATION_RETENTION_DAYS)
  // Shared by every instance through Redis with REDIS_URL; in this process's memory without it.
  const limits = createLimits(env)
  const app = await createApp({
    build,
    clientDir: path.join(buildDir, 'client'),
    siteUrl: env.SITE_URL,
    database: database.db,
    limits,
  })
  // After the pages rendered at start-up, which keep the event loop busy for a while.
  const mail = startMail(env, database.db)
  const server = app.listen(env.PORT, env.HOST, () => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST
    console.log(`Tujue Ukulima is ready at http://${host}:${env.PORT}`)
    if (!env.GEMINI_API_KEY) {
      console.log(
        "GEMINI_API_KEY is not set: the offline assistant answers from the hub's guides, and points farmers to the consultation form.",
      )
    }
  })
  const shutdown = () =>
    server.close(() => {
      stopRetentionSweep()
      // A mail being sent is finished (or fails and stays queued) before the database closes.
      void mail
        .stop()
        .then(() => Promise.all([database.close(), limits.close()]))
        .finally(() => process.exit(0))
    })
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message)
  } else {
    console.error('The server could not start:', error)
  }
  process.exit(1)
})
