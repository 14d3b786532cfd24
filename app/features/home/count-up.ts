// The statistics band's counters: when the band comes into view, count from
// 0 to the target in 60 steps over about 3 s, hold 2 s, reset to 0, and after 500 ms
// count up once more. Timing only: the component turns each fraction into numbers.

export interface CountUpTiming {
  steps: number
  durationMs: number
  holdMs: number
  restartDelayMs: number
  /** How many times the count runs in all. */
  runs: number
}

export const STATISTICS_COUNT_UP: CountUpTiming = {
  steps: 60,
  durationMs: 3000,
  holdMs: 2000,
  restartDelayMs: 500,
  runs: 2,
}

/**
 * Calls `onProgress` with 0, then 1/steps … 1 once per step, then the hold, the reset to
 * 0 and the next run. Returns a function that stops everything (on unmount).
 */
export function runCountUp(onProgress: (fraction: number) => void, timing: CountUpTiming = STATISTICS_COUNT_UP) {
  const { steps, durationMs, holdMs, restartDelayMs, runs } = timing
  let interval: ReturnType<typeof setInterval> | undefined
  let timeout: ReturnType<typeof setTimeout> | undefined

  function count(run: number) {
    let step = 0
    interval = setInterval(() => {
      step += 1
      onProgress(step / steps)
      if (step < steps) return
      clearInterval(interval)
      if (run + 1 >= runs) return
      timeout = setTimeout(() => {
        onProgress(0)
        timeout = setTimeout(() => count(run + 1), restartDelayMs)
      }, holdMs)
    }, durationMs / steps)
  }

  onProgress(0)
  count(0)
  return () => {
    clearInterval(interval)
    clearTimeout(timeout)
  }
}

/** A statistic as shown at a point of the count: "10,000+" at the end. */
export function formatStatistic(value: number, suffix: string, fraction = 1) {
  return `${Math.round(value * fraction).toLocaleString('en-US')}${suffix}`
}
