import { startBatchLoop } from './batch-loop'
import { createRightOfWay } from './right-of-way'

/** Whether `promise` has settled once the callbacks already due have run. */
async function settled(promise: Promise<unknown>) {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('the right of way of requests over background work', () => {
  it('lets background work go at once when no request is in flight', async () => {
    expect(await settled(createRightOfWay().giveWay())).toBe(true)
  })

  it('holds background work until the last request in flight has ended', async () => {
    const posts = createRightOfWay()
    const first = posts.begin()
    const second = posts.begin()
    const waiting = posts.giveWay()
    first()
    first()
    expect(await settled(waiting)).toBe(false)
    second()
    expect(await settled(waiting)).toBe(true)
  })

  it('holds it no longer than its longest wait, so steady traffic never stops it', async () => {
    vi.useFakeTimers()
    try {
      const posts = createRightOfWay({ maxWaitMs: 250 })
      posts.begin()
      let went = false
      void posts.giveWay().then(() => (went = true))
      await vi.advanceTimersByTimeAsync(249)
      expect(went).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(went).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('is awaited by a batch loop before each batch', async () => {
    const posts = createRightOfWay()
    const end = posts.begin()
    let batches = 0
    const loop = startBatchLoop(
      () => {
        batches += 1
        return Promise.resolve({ more: false })
      },
      { intervalMs: 60_000, failure: 'failed', giveWay: posts.giveWay },
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(batches).toBe(0)
    end()
    await loop.wake()
    expect(batches).toBeGreaterThanOrEqual(1)
    await loop.stop()
  })
})
