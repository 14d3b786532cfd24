// React Router's default Node entry, plus the CSP nonce the Express server puts in the
// load context (server/app.ts): it goes on every inline script React Router writes. Every
// page also carries the press keeper (lib/hydration), inlined in its <head>.
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { PressKeeperContext } from '~/lib/hydration/press-keeper-script'
import { NonceContext } from '~/lib/nonce'
import pressKeeper from 'inline-script:~/lib/hydration/press-keeper.boot'

export const streamTimeout = 5_000

/**
 * Every error a loader or action threw, as one JSON line of the server's logger: never raw text
 * on stderr, where a message holding a client's newline could pass for a line of its own. A
 * request the reader abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const logger = (context as AppLoadContext).logger
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'A route failed')
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.nonce

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and pre-rendering (a request without a user agent) get the whole page at
    // once, so a pre-rendered page is complete HTML with no reveal scripts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      !userAgent || isbot(userAgent) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PressKeeperContext value={pressKeeper}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PressKeeperContext>
      </NonceContext>,
      {
        nonce,
        // React moves finished Suspense boundaries past ~12.8 KB of HTML to the end of the
        // stream, revealed by inline script: without script they would never show. Keep
        // every finished boundary in place (the home page's lazily hydrated sections).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // A page rendered for this request (a search, a filter, a private page) is this reader's
          // alone, and is checked again on each visit; a route may ask for stricter (no-store).
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered)
            loadContext.logger.error(
              { err: error, path: new URL(request.url).pathname },
              'A page failed while streaming',
            )
        },
      },
    )
  })
}
