// The server's background workers (the mail outbox, the SMS outbox, the answers to questions
// that came by SMS and USSD): a batch every `intervalMs`, and another at once when asked
// (wake(), after work was queued). One batch at a time in a process; several processes may run
// side by side, kept apart by the claims the batches make in the database.

export interface BatchLoop {
  /**
   * Runs a batch soon: at once if none is running, else right after the running one. The
   * promise settles when that batch is done (callers that queued work need not wait for it).
   */
  wake(): Promise<void>
  /** Stops the timer and waits for the running batch to end. */
  stop(): Promise<void>
}

interface BatchLoopOptions {
  intervalMs: number
  /** Said in the log when a batch throws (the database is away): the work waits for the next tick. */
  failure: string
  /** Awaited before each batch: the requests the batch gives way to (right-of-way.ts). */
  giveWay?: () => Promise<void>
}

/** `runBatch` answers whether it left more work due (a full batch): then another runs at once. */
export function startBatchLoop(
  runBatch: () => Promise<{ more: boolean }>,
  { intervalMs, failure, giveWay }: BatchLoopOptions,
) {
  let running: Promise<void> | undefined
  let wanted = false
  let stopped = false

  // Batches until nobody has asked for another. A wake() during a batch only sets `wanted`, so
  // it is seen by the loop's next check; `running` is cleared in the same step as the last check,
  // so a wake() after it starts a new run: no wake is ever missed.
  const drain = async () => {
    try {
      while (wanted && !stopped) {
        wanted = false
        try {
          // Only a loop that gives way waits here: the others start their batch in the same turn
          // as the wake, so a stop right after it still finds the batch running and waits for it.
          if (giveWay) {
            await giveWay()
            if (stopped) break
          }
          if ((await runBatch()).more) wanted = true
        } catch (error) {
          console.error(failure, error)
          break
        }
      }
    } finally {
      running = undefined
    }
  }

  const wake = () => {
    if (stopped) return Promise.resolve()
    wanted = true
    running ??= drain()
    return running
  }

  void wake()
  const timer = setInterval(() => void wake(), intervalMs)
  timer.unref()

  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  } satisfies BatchLoop
}
