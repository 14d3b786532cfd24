// A phone channel as the server runs it, for a test: its fake provider on 127.0.0.1 posting to
// our callbacks, served by an Express app on a free port with a fresh database. The channel's
// workers run on their own every 50 ms, as they do in the server (every 5 s), and `settle` waits
// until what the provider has been given to send stops changing.
import type { Server } from 'node:http'
import express, { type RequestHandler } from 'express'
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import type { Limits } from '~/lib/limits/limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import type { Logger } from '../server/logger'
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from './databases'

export const TEST_SITE_URL = 'https://tujue.example'

/** What every channel's start takes from the server, as the test gives it. */
export interface ChannelDependencies {
  db: Kysely<Database>
  limits: Limits
  aiModel: ModelAvailability
  logger: Logger
  siteUrl: string
  intervalMs: number
}

interface ChannelUnderTest {
  /** Mounted at `path`. */
  handler: RequestHandler
  wake(): Promise<void>
  stop(): Promise<void>
}

interface FakeProvider {
  sent: unknown[]
  close(): Promise<void>
}

/** Starts a channel (`start`, from the test's environment) behind `fake` at `path`. */
export async function startChannelServer<Fake extends FakeProvider>(
  fake: Fake,
  path: string,
  start: (dependencies: ChannelDependencies) => ChannelUnderTest,
  database: TestDatabase = TEST_DATABASES[0],
) {
  const { createLimits } = await import('~/lib/limits/limits.server')
  const { createModelAvailability } = await import('~/lib/model-availability.server')
  const { memoryLogger } = await import('../server/test-logger')
  const opened = await openTestDatabase(database)
  const log = memoryLogger()
  const channel = start({
    db: opened.db,
    limits: createLimits(),
    aiModel: createModelAvailability(),
    logger: log.logger,
    siteUrl: TEST_SITE_URL,
    intervalMs: 50,
  })
  const app = express()
  app.use(path, channel.handler)
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  /** Waits until nothing new has been sent for a while (or gives up after `timeoutMs`). */
  async function settle({ quietMs = 400, timeoutMs = 15_000 } = {}) {
    const started = Date.now()
    let count = -1
    let since = Date.now()
    while (Date.now() - started < timeoutMs) {
      await channel.wake()
      if (fake.sent.length !== count) {
        count = fake.sent.length
        since = Date.now()
      } else if (Date.now() - since >= quietMs) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  return {
    fake,
    db: opened.db,
    log,
    origin,
    settle,
    async close() {
      await channel.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await fake.close()
      await opened.close()
    },
  }
}
