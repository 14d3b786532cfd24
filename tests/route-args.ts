// The arguments of a route's loader or action, for calling one directly as React Router would.
// The load context has no database unless the test gives it one: any use of it fails loudly,
// naming the mistake.
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

/** The origin of the requests routeArgs builds. */
export const TEST_ORIGIN = 'http://hub.test'

interface RouteArgsInit<Params> extends RequestInit {
  /** The route's pattern as in app/routes.ts; the request's path when left out. */
  pattern?: string
  params?: Params
  /** What the load context holds beyond loadContext's defaults. */
  context?: Partial<AppLoadContext>
}

/** A loader's or action's arguments for a request to `path` (with its query) on TEST_ORIGIN. */
export function routeArgs<Params extends Record<string, string> = Record<never, never>>(
  path: string,
  { pattern, params, context, ...init }: RouteArgsInit<Params> = {},
) {
  const request = new Request(`${TEST_ORIGIN}${path}`, init)
  const url = new URL(request.url)
  return {
    request,
    url,
    params: params ?? ({} as Params),
    pattern: pattern ?? url.pathname,
    context: loadContext(context),
  }
}
