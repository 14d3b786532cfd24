import { createSemaphore, SemaphoreTimeoutError } from './semaphore'

describe('createSemaphore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('lets `max` callers run at once, and the next one in when a slot is released', async () => {
    const semaphore = createSemaphore({ max: 2, maxWaitMs: 1000 })
    const first = await semaphore.acquire()
    await semaphore.acquire()
    let thirdIn = false
    const third = semaphore.acquire().then((release) => {
      thirdIn = true
      return release
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(thirdIn).toBe(false)
    expect(semaphore.waiting()).toBe(1)
    first()
    await third
    expect(thirdIn).toBe(true)
    expect(semaphore.running()).toBe(2)
  })

  it('refuses a caller that waited too long, and forgets it', async () => {
    const semaphore = createSemaphore({ max: 1, maxWaitMs: 500 })
    const release = await semaphore.acquire()
    const late = semaphore.acquire()
    const refused = expect(late).rejects.toBeInstanceOf(SemaphoreTimeoutError)
    await vi.advanceTimersByTimeAsync(500)
    await refused
    expect(semaphore.waiting()).toBe(0)
    release()
    expect(semaphore.running()).toBe(0)
  })

  it('counts a release once, however often it is called', async () => {
    const semaphore = createSemaphore({ max: 1, maxWaitMs: 500 })
    const release = await semaphore.acquire()
    release()
    release()
    expect(semaphore.running()).toBe(0)
    await semaphore.acquire()
    expect(semaphore.running()).toBe(1)
  })

  it('drops a waiting caller whose request was given up', async () => {
    const semaphore = createSemaphore({ max: 1, maxWaitMs: 5000 })
    await semaphore.acquire()
    const controller = new AbortController()
    const waiting = semaphore.acquire(controller.signal)
    const refused = expect(waiting).rejects.toThrow('gone')
    controller.abort(new Error('gone'))
    await refused
    expect(semaphore.waiting()).toBe(0)
  })

  it('refuses at once a caller beyond `maxWaiting` in line', async () => {
    const semaphore = createSemaphore({ max: 1, maxWaitMs: 1000, maxWaiting: 1 })
    await semaphore.acquire()
    const second = semaphore.acquire()
    await expect(semaphore.acquire()).rejects.toBeInstanceOf(SemaphoreTimeoutError)
    expect(semaphore.waiting()).toBe(1)
    const refused = expect(second).rejects.toBeInstanceOf(SemaphoreTimeoutError)
    await vi.advanceTimersByTimeAsync(1000)
    await refused
  })
})
