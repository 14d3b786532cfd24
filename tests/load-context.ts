// A load context for calling a route's loader or action directly, in code that does not use
// the database: any use of it fails loudly, naming the mistake.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import pino from 'pino'
import type { AppLoadContext } from 'react-router'
import { createAudit } from '~/lib/audit.server'
import type { Database } from '~/lib/database/tables'
import { createLimits, type Limits } from '~/lib/limits/limits.server'
import { createModelAvailability, type ModelAvailability } from '~/lib/model-availability.server'

const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('This load context has no database: give the test one from tests/databases.ts.')
    },
  },
) as Kysely<Database>

/** The limits of this test file's "server", in memory: kept from one request to the next, as a server keeps them. */
let fileLimits: Limits | undefined
/** Whether the AI service serves the model, as this test file's "server" has seen it. */
let fileModel: ModelAvailability | undefined

/**
 * The server's logger as a test sees it: warnings and errors (level 40 and up) reach console.error
 * as their JSON line, so an unexpected one fails the test (tests/setup.ts) and an expected one is
 * declared with expectConsoleError() and read from its calls; the rest is dropped.
 */
export const testLogger = pino({ level: 'warn' }, { write: (line: string) => console.error(line.trimEnd()) })

const testServerKey = randomBytes(32)

export function loadContext(values: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    database: noDatabase,
    limits: (fileLimits ??= createLimits()),
    aiModel: (fileModel ??= createModelAvailability()),
    logger: testLogger,
    audit: createAudit(testLogger, testServerKey),
    serverKey: testServerKey,
    ...values,
  }
}
