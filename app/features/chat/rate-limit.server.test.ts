import { createRateLimiter } from './rate-limit.server'

/** A clock the test moves by hand; sleeping advances it. */
function manualClock() {
  let time = 0
  const sleeps: number[] = []
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      time += ms
    },
    advance: (ms: number) => {
      time += ms
    },
    sleeps,
  }
}

describe('createRateLimiter', () => {
  it('lets the first call go at once and makes the next one of the same client wait its 1000 ms', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ now: clock.now, sleep: clock.sleep })
    expect(await limiter.acquire('a')).toBe(true)
    clock.advance(300)
    expect(await limiter.acquire('a')).toBe(true)
    expect(clock.sleeps).toEqual([700])
    clock.advance(5000)
    expect(await limiter.acquire('a')).toBe(true)
    expect(clock.sleeps).toEqual([700])
  })

  it('does not make one client wait for another', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ now: clock.now, sleep: clock.sleep })
    await limiter.acquire('a')
    await limiter.acquire('b')
    expect(clock.sleeps).toEqual([])
  })

  it('queues calls one interval apart and refuses a client that queues more than it may', async () => {
    const starts: number[] = []
    vi.useFakeTimers({ now: 0 })
    try {
      const limiter = createRateLimiter({ maxWaiting: 2 })
      const calls = Array.from({ length: 5 }, () =>
        limiter.acquire('a').then((admitted) => {
          if (admitted) starts.push(Date.now())
          return admitted
        }),
      )
      await vi.runAllTimersAsync()
      expect(await Promise.all(calls)).toEqual([true, true, true, false, false])
      expect(starts).toEqual([0, 1000, 2000])
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays bounded: forgets idle clients, and refuses new ones while all are busy', async () => {
    const clock = manualClock()
    const pending: Array<() => void> = []
    const limiter = createRateLimiter({
      maxClients: 2,
      now: clock.now,
      sleep: () => new Promise<void>((resolve) => pending.push(resolve)),
    })
    await limiter.acquire('a')
    await limiter.acquire('b')
    // Both are still inside their interval: a third client has no room yet.
    expect(await limiter.acquire('c')).toBe(false)
    clock.advance(1000)
    expect(await limiter.acquire('c')).toBe(true)
    // 'a' and 'b' were forgotten: 'a' starts afresh without waiting.
    clock.advance(1)
    expect(await limiter.acquire('a')).toBe(true)
    expect(pending).toHaveLength(0)
  })
})
