// "At least 1000 ms apart" (MIN_REQUEST_GAP_MS in lib/limits/defaults.ts): the browser
// spaces its own questions with this (use-chat.ts); the server spaces each client's questions
// with lib/limits/chat-limits.server.ts, shared through Redis. A task sent sooner waits for its
// turn rather than being refused.
import { MIN_REQUEST_GAP_MS } from '~/lib/limits/defaults'

export interface RequestSpacer {
  /** Starts `task` once the gap since the previous start has passed; calls take turns in order. */
  schedule<T>(task: () => Promise<T>): Promise<T>
  /** When the next task may start without waiting (on the `now` clock). */
  nextFreeAt(): number
}

export interface RequestSpacerOptions {
  minGapMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createRequestSpacer({
  minGapMs = MIN_REQUEST_GAP_MS,
  now = () => performance.now(),
  sleep = sleepFor,
}: RequestSpacerOptions = {}): RequestSpacer {
  let lastStart = Number.NEGATIVE_INFINITY
  // Settles when the latest scheduled task has started: the next one queues behind it.
  let queue: Promise<void> = Promise.resolve()
  return {
    schedule(task) {
      const started = queue.then(async () => {
        // A loop, because a timer may wake a millisecond early.
        for (let wait = lastStart + minGapMs - now(); wait > 0; wait = lastStart + minGapMs - now()) await sleep(wait)
        // Timed after the task's synchronous part (its fetch call), so the next gap counts from the real start.
        const running = task()
        lastStart = now()
        return { running }
      })
      queue = started.then(
        () => undefined,
        () => undefined,
      )
      return started.then(({ running }) => running)
    },
    nextFreeAt: () => lastStart + minGapMs,
  }
}
