// Starting to listen and stopping cleanly: what a load balancer and a rolling deploy need.
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { Env } from '~/lib/env.server'
import type { Health } from './health'
import type { Logger } from './logger'

/**
 * A server that holds the port from the first moment, so a port in use stops the start at once
 * (not after the public pages are rendered), and answers 503 "starting" (health checks too) until
 * `serve` hands it the application. It counts the requests in flight, for the stop to wait on.
 */
export function createStartingServer() {
  let handle: RequestListener = (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '5' })
    res.end(JSON.stringify({ status: 'starting' }))
  }
  const inFlight = new Set<ServerResponse>()
  const idleWaiters: Array<() => void> = []
  const server = createServer((req, res) => {
    inFlight.add(res)
    // Ended, or its connection lost: either way it no longer holds the stop.
    res.once('close', () => {
      inFlight.delete(res)
      for (const waiter of idleWaiters) waiter()
    })
    handle(req, res)
  })
  const requests: RequestsInFlight = {
    count: () => inFlight.size,
    onEnd: (waiter) => void idleWaiters.push(waiter),
  }
  return {
    server,
    requests,
    serve(app: RequestListener) {
      handle = app
    },
  }
}

/** The requests a server is answering, chat streams included. */
export interface RequestsInFlight {
  count(): number
  /** Calls `waiter` each time a request ends. */
  onEnd(waiter: () => void): void
}

/** Listens, or rejects with a one-line reason (a port in use, no permission). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => reject(new StartError(describeListenError(error, port, host)))
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      resolve()
    })
  })
}

/** A start-up failure whose message is the one line to print. */
export class StartError extends Error {
  override name = 'StartError'
}

function describeListenError(error: NodeJS.ErrnoException, port: number, host: string) {
  if (error.code === 'EADDRINUSE') return `port ${port} on ${host} is already in use (is another server running?)`
  if (error.code === 'EACCES') return `no permission to listen on port ${port} on ${host}`
  if (error.code === 'EADDRNOTAVAIL') return `the address ${host} is not one of this machine's`
  return `could not listen on ${host}:${port}: ${error.message}`
}

/**
 * Behind a load balancer, the balancer must close an idle connection before the server does,
 * or it may send a request down a connection the server is closing (a 502 for the farmer).
 */
export function setTimeouts(
  server: Server,
  env: Pick<Env, 'KEEP_ALIVE_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS'>,
) {
  server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = env.HEADERS_TIMEOUT_MS
  server.requestTimeout = env.REQUEST_TIMEOUT_MS
}

interface StopOptions {
  server: Server
  /** The server's requests in flight (createStartingServer). */
  requests: RequestsInFlight
  health: Health
  logger: Logger
  /** SHUTDOWN_TIMEOUT_MS: the whole stop, from the signal to the exit. */
  timeoutMs: number
  /** SHUTDOWN_DELAY_MS: how long the port stays open, answering 503 to the health checks. */
  delayMs: number
  /** Closes what the server opened (mail delivery, the database), after the last request. */
  cleanUp: () => Promise<void>
  exit: (code: number) => void
}

/**
 * Returns the handler for SIGTERM/SIGINT: /healthz and /readyz answer 503 "draining"; after
 * the delay the port closes (new connections are refused) and idle kept-alive connections end;
 * requests in flight finish, chat streams included, each connection closing once its last answer
 * has gone, so the stop takes as long as the longest of them and no longer. What is still open
 * near the deadline is cut (a chat then shows its "interrupted" note), then the clean-up runs,
 * and the process exits: 0 for a clean stop, 1 if the deadline passed first.
 */
export function stopGracefully({ server, requests, health, logger, timeoutMs, delayMs, cleanUp, exit }: StopOptions) {
  let stopping = false
  return (signal: string) => {
    if (stopping) return
    stopping = true
    const startedAt = Date.now()
    logger.info({ signal, timeoutMs, delayMs }, 'stopping: draining requests in flight')
    health.startDraining()
    // Room for the clean-up after connections are cut: a quarter of the time, at most 2 s.
    const cutAt = timeoutMs - Math.min(2000, timeoutMs / 4)
    const cut = setTimeout(
      () => {
        const open = requests.count()
        if (open > 0) logger.warn({ requests: open }, 'stopping: requests still in flight at the deadline were cut')
        server.closeAllConnections()
      },
      Math.max(cutAt, delayMs),
    )
    const deadline = setTimeout(() => {
      logger.error(`stopping: not finished within SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms); exiting`)
      exit(1)
    }, timeoutMs)
    cut.unref()
    deadline.unref()
    setTimeout(() => {
      server.close(() => {
        clearTimeout(cut)
        cleanUp().then(
          () => {
            clearTimeout(deadline)
            logger.info({ durationMs: Date.now() - startedAt }, 'stopped')
            exit(0)
          },
          (error: unknown) => {
            clearTimeout(deadline)
            logger.error({ err: error }, 'stopping: the clean-up failed')
            exit(1)
          },
        )
      })
      // A connection kept alive after its answer would hold the close until its idle timeout.
      requests.onEnd(() => server.closeIdleConnections())
      server.closeIdleConnections()
    }, delayMs).unref()
  }
}
