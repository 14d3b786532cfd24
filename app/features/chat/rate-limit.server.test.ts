import { manualClock } from '../../../tests/manual-clock'
import { createRateLimiter, TooManyRequestsError } from './rate-limit.server'

// The spacing itself is request-spacer.test.ts's; here, what the limiter adds: one spacer per
// client, a bounded queue, a bounded number of clients.
describe('createRateLimiter', () => {
  it('runs the first call at once and makes the next one of the same client wait its 1000 ms', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ now: clock.now, sleep: clock.sleep })
    const starts: number[] = []
    const call = async () => starts.push(clock.now())
    await limiter.schedule('a', call)
    clock.advance(300)
    await limiter.schedule('a', call)
    clock.advance(5000)
    await limiter.schedule('a', call)
    expect(clock.sleeps).toEqual([700])
    expect(starts).toEqual([0, 1000, 6000])
  })

  it('does not make one client wait for another', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ now: clock.now, sleep: clock.sleep })
    await limiter.schedule('a', async () => {})
    await limiter.schedule('b', async () => {})
    expect(clock.sleeps).toEqual([])
  })

  it('queues calls one interval apart and refuses a client with too many waiting', async () => {
    vi.useFakeTimers({ now: 0 })
    try {
      const limiter = createRateLimiter({ maxWaiting: 2, now: () => Date.now() })
      const starts: number[] = []
      const calls = Array.from({ length: 4 }, () =>
        limiter
          .schedule('a', async () => starts.push(Date.now()))
          .then(
            () => 'ran',
            (error: unknown) => (error instanceof TooManyRequestsError ? 'refused' : 'failed'),
          ),
      )
      await vi.runAllTimersAsync()
      expect(await Promise.all(calls)).toEqual(['ran', 'ran', 'refused', 'refused'])
      expect(starts).toEqual([0, 1000])
      // Once the queue has drained, the client may ask again.
      const later = limiter.schedule('a', async () => starts.push(Date.now()))
      await vi.runAllTimersAsync()
      await later
      expect(starts).toEqual([0, 1000, 2000])
    } finally {
      vi.useRealTimers()
    }
  })

  it('stays bounded: forgets idle clients, and refuses new ones while all are busy', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter({ maxClients: 2, now: clock.now, sleep: clock.sleep })
    await limiter.schedule('a', async () => {})
    await limiter.schedule('b', async () => {})
    // Both are still inside their interval: a third client has no room yet.
    await expect(limiter.schedule('c', async () => {})).rejects.toBeInstanceOf(TooManyRequestsError)
    clock.advance(1000)
    await limiter.schedule('c', async () => {})
    // 'a' was forgotten: it starts afresh without waiting.
    clock.advance(1)
    await limiter.schedule('a', async () => {})
    expect(clock.sleeps).toEqual([])
  })
})
