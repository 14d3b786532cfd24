// Keeps one client from hammering the paid AI service (DESIGN.md "The assistant"): calls
// are spaced at least `minIntervalMs` apart by waiting, and a client that queues more
// than `maxWaiting` calls is refused. In memory and bounded; a shared store (Redis…)
// can replace it behind the same interface when the site runs on several processes.

export interface RateLimiter {
  /** Resolves once this client may call the service: true, or false when it is refused. */
  acquire(clientId: string): Promise<boolean>
}

interface RateLimiterOptions {
  minIntervalMs?: number
  /** Calls of one client scheduled but not yet started (its flood allowance). */
  maxWaiting?: number
  /** Clients remembered at once; idle ones are forgotten first, new ones refused when all are busy. */
  maxClients?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

interface ClientState {
  /** Earliest time this client's next call may start. */
  nextSlot: number
  waiting: number
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createRateLimiter({
  minIntervalMs = 1000,
  maxWaiting = 3,
  maxClients = 10_000,
  now = Date.now,
  sleep = sleepFor,
}: RateLimiterOptions = {}): RateLimiter {
  const clients = new Map<string, ClientState>()

  const forgetIdleClients = (time: number) => {
    for (const [id, client] of clients) {
      if (client.waiting === 0 && client.nextSlot <= time) clients.delete(id)
    }
  }

  return {
    async acquire(clientId) {
      const time = now()
      let client = clients.get(clientId)
      if (!client) {
        if (clients.size >= maxClients) forgetIdleClients(time)
        if (clients.size >= maxClients) return false
        client = { nextSlot: time, waiting: 0 }
        clients.set(clientId, client)
      }
      if (client.waiting >= maxWaiting) return false
      const slot = Math.max(time, client.nextSlot)
      client.nextSlot = slot + minIntervalMs
      client.waiting += 1
      try {
        // A loop, because a timer may wake a millisecond early.
        for (let wait = slot - time; wait > 0; wait = slot - now()) await sleep(wait)
      } finally {
        client.waiting -= 1
      }
      return true
    },
  }
}
