// A cap on work running at once (calls to the AI service, password hashes). A caller beyond the
// cap waits its turn, in order, for at most `maxWaitMs` (and only while fewer than `maxWaiting`
// wait), then is refused: a busy morning gets a clear "busy" reply rather than a pile of calls
// that all time out.

export class SemaphoreTimeoutError extends Error {
  override name = 'SemaphoreTimeoutError'
  constructor() {
    super('No free slot in time')
  }
}

/**
 * By name, not `instanceof`: the limits are made by the server (build/server-app) and their
 * errors caught in the routes (build/server), two bundles with a copy of this class each.
 */
export function isSemaphoreTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'SemaphoreTimeoutError'
}

export interface Semaphore {
  /** Resolves with a release function once a slot is free; rejects with SemaphoreTimeoutError after `maxWaitMs`. */
  acquire(signal?: AbortSignal): Promise<() => void>
  /** Slots taken now. */
  running(): number
  /** Callers waiting now. */
  waiting(): number
}

interface SemaphoreOptions {
  max: number
  maxWaitMs: number
  /** Callers allowed to wait at once; one more is refused at once. */
  maxWaiting?: number
}

export function createSemaphore({ max, maxWaitMs, maxWaiting = Infinity }: SemaphoreOptions): Semaphore {
  let running = 0
  const queue: Array<{ grant: () => void }> = []

  const release = () => {
    const next = queue.shift()
    // The slot passes straight to the next in line.
    if (next) next.grant()
    else running -= 1
  }
  const releaser = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      release()
    }
  }

  return {
    acquire(signal) {
      if (running < max) {
        running += 1
        return Promise.resolve(releaser())
      }
      if (queue.length >= maxWaiting || maxWaitMs <= 0) return Promise.reject(new SemaphoreTimeoutError())
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => {
            clearTimeout(timer)
            signal?.removeEventListener('abort', giveUp)
            resolve(releaser())
          },
        }
        const leave = (error: unknown) => {
          const index = queue.indexOf(entry)
          if (index >= 0) queue.splice(index, 1)
          signal?.removeEventListener('abort', giveUp)
          reject(error)
        }
        const giveUp = () => {
          clearTimeout(timer)
          leave(signal?.reason)
        }
        const timer = setTimeout(() => leave(new SemaphoreTimeoutError()), maxWaitMs)
        signal?.addEventListener('abort', giveUp, { once: true })
        queue.push(entry)
      })
    },
    running: () => running,
    waiting: () => queue.length,
  }
}
