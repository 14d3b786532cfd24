import 'react-router'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { Audit } from '~/lib/audit.server'
import type { Database } from '~/lib/database/tables'
import type { Limits } from '~/lib/limits/limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'

declare module 'react-router' {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response; absent for a page the server keeps (its scripts are allowed by their hashes). */
    nonce?: string
    /** The client's address as Express sees it (trusting local proxies); for per-client limits. */
    clientAddress?: string
    /** The site's database (server/index.ts opens it at start-up), for actions and loaders that store or read requests. */
    database: Kysely<Database>
    /** Every limit of the site (limits.server.ts), made at start-up: in memory, or shared through Redis. */
    limits: Limits
    /** Whether the AI service still serves GEMINI_MODEL (model-availability.server.ts), made at start-up. */
    aiModel: ModelAvailability
    /**
     * The English paths of the public pages a search engine may index, as the server rendered them
     * at start (server/page-cache.ts): the sitemap's. Absent while those pages are rendered.
     */
    indexedPages?: readonly string[]
    /** The server's logger (JSON lines): every server error and warning goes through it. */
    logger: Logger
    /** The security audit trail (audit.server.ts). */
    audit: Audit
    /** The server's key (server_state), from which each HMAC's own key is derived (purposeKey). */
    serverKey: Buffer
  }
}
