// Keeps one client from hammering the paid AI service (DESIGN.md "The assistant"): each
// client's calls start at least `minIntervalMs` apart (request-spacer.ts: a call sent
// sooner waits its turn), and a client with more than `maxWaiting` calls waiting is
// refused. In memory and bounded; a shared store (Redis…) can replace it behind the same interface when
// the site runs on several processes.
import { createRequestSpacer, MIN_REQUEST_GAP_MS, type RequestSpacer } from './request-spacer'

export interface RateLimiter {
  /** Runs `task` on this client's next turn; rejects with TooManyRequestsError when refused. */
  schedule<T>(clientId: string, task: () => Promise<T>): Promise<T>
}

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  constructor() {
    super('Too many requests from one client')
  }
}

interface RateLimiterOptions {
  minIntervalMs?: number
  /** Calls of one client waiting for their turn (its flood allowance). */
  maxWaiting?: number
  /** Clients remembered at once; idle ones are forgotten first, new ones refused when all are busy. */
  maxClients?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

interface ClientState {
  spacer: RequestSpacer
  /** Calls scheduled that have not started yet. */
  waiting: number
}

export function createRateLimiter({
  minIntervalMs = MIN_REQUEST_GAP_MS,
  maxWaiting = 3,
  maxClients = 10_000,
  now = () => performance.now(),
  sleep,
}: RateLimiterOptions = {}): RateLimiter {
  const clients = new Map<string, ClientState>()

  const isIdle = (client: ClientState, time: number) => client.waiting === 0 && client.spacer.nextFreeAt() <= time
  const forgetIdleClients = (time: number) => {
    for (const [id, client] of clients) if (isIdle(client, time)) clients.delete(id)
  }

  return {
    schedule(clientId, task) {
      let client = clients.get(clientId)
      if (!client) {
        if (clients.size >= maxClients) forgetIdleClients(now())
        if (clients.size >= maxClients) return Promise.reject(new TooManyRequestsError())
        client = { spacer: createRequestSpacer({ minGapMs: minIntervalMs, now, sleep }), waiting: 0 }
        clients.set(clientId, client)
      }
      if (client.waiting >= maxWaiting) return Promise.reject(new TooManyRequestsError())
      const state = client
      state.waiting += 1
      return state.spacer.schedule(() => {
        state.waiting -= 1
        return task()
      })
    },
  }
}
