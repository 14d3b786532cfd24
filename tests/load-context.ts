// A load context for calling a route's loader or action directly, in code that does not use
// the database: any use of it fails loudly, naming the mistake.
import type { Kysely } from 'kysely'
import type { AppLoadContext } from 'react-router'
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

export function loadContext(values: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    database: noDatabase,
    limits: (fileLimits ??= createLimits()),
    aiModel: (fileModel ??= createModelAvailability()),
    ...values,
  }
}
