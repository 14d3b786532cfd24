// What the server needs to know of a page's HTML: its address as kept, its validator, the
// scripts its Content-Security-Policy must allow, and the error for a page whose shape the
// server's rewrites no longer recognise.
import { createHash } from 'node:crypto'
import { DEFERRED_APP_ID } from '~/lib/hydration/contract'

/** The page's HTML no longer has the shape the server's rewrites rely on: stop rather than serve dead buttons. */
export class PageShapeError extends Error {
  override name = 'PageShapeError'
}

/** "/articles/" and "/articles" are one page; no redirect either way. */
export function normalisePath(pathname: string) {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * A page's validator, from its HTML: the same across responses and across instances of one
 * build with the same settings. Weak: the bytes differ per encoding (brotli, gzip or none).
 */
export function pageETag(html: string) {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
}

/** Gives each script of a page rendered for one response that response's CSP nonce. */
export function addNonce(html: string, nonce: string) {
  return html.replaceAll('<script', `<script nonce="${nonce}"`)
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const TYPE = /\btype="([^"]*)"/i
/** The types a browser runs (no type is JavaScript too); anything else is data, such as JSON-LD. */
const RUNNABLE_TYPE = /^(?:module|(?:text|application)\/(?:java|ecma)script)$/i

/**
 * The CSP sources ('sha256-…') that allow the inline scripts of a page the same for every reader,
 * instead of a nonce per response: every inline script the browser runs, and the inert copy of the
 * application module that the press keeper runs later (contract.ts, DEFERRED_APP_ID). A hash is
 * of the script's text as written, which the browser reads as it is (no entity is decoded in a script).
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    const type = TYPE.exec(attributes)?.[1]
    const runs = type === undefined || RUNNABLE_TYPE.test(type) || attributes.includes(`id="${DEFERRED_APP_ID}"`)
    if (!runs || /\bsrc=/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  return [...hashes]
}
