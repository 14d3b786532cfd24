// Keeps one client from hammering the paid AI service (DESIGN.md "The assistant"): each
// client's calls start at least `minIntervalMs` apart (a call sent sooner waits its
// turn), and a client with more than `maxWaiting` calls waiting is refused. In memory
// and bounded; a shared store (Redis…) can replace it behind the same interface when
// the site runs on several processes.

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
  /** When this client's latest call started (after its first synchronous step, e.g. the fetch call). */
  lastStart: number
  waiting: number
  /** Settles when the latest scheduled call has started: the next one queues behind it. */
  queue: Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createRateLimiter({
  minIntervalMs = 1000,
  maxWaiting = 3,
  maxClients = 10_000,
  now = () => performance.now(),
  sleep = sleepFor,
}: RateLimiterOptions = {}): RateLimiter {
  const clients = new Map<string, ClientState>()

  const isIdle = (client: ClientState, time: number) => client.waiting === 0 && client.lastStart + minIntervalMs <= time
  const forgetIdleClients = (time: number) => {
    for (const [id, client] of clients) if (isIdle(client, time)) clients.delete(id)
  }

  return {
    async schedule(clientId, task) {
      let client = clients.get(clientId)
      if (!client) {
        if (clients.size >= maxClients) forgetIdleClients(now())
        if (clients.size >= maxClients) throw new TooManyRequestsError()
        client = { lastStart: Number.NEGATIVE_INFINITY, waiting: 0, queue: Promise.resolve() }
        clients.set(clientId, client)
      }
      if (client.waiting >= maxWaiting) throw new TooManyRequestsError()
      const state = client
      state.waiting += 1
      const started = state.queue.then(async () => {
        // A loop, because a timer may wake a millisecond early.
        for (
          let wait = state.lastStart + minIntervalMs - now();
          wait > 0;
          wait = state.lastStart + minIntervalMs - now()
        ) {
          await sleep(wait)
        }
        state.waiting -= 1
        // Started here and timed after its synchronous part, so the next turn counts from the real call.
        const running = task()
        state.lastStart = now()
        return { running }
      })
      state.queue = started.then(() => undefined)
      const { running } = await started
      return running
    },
  }
}
