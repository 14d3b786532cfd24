import { formatStatistic, runCountUp, STATISTICS_COUNT_UP } from './count-up'

describe('runCountUp', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function start() {
    const calls: number[] = []
    const stop = runCountUp((fraction) => calls.push(fraction))
    return { calls, stop }
  }

  it('counts from 0 to the target in 60 steps over 3 seconds', () => {
    const { calls } = start()
    expect(calls).toEqual([0])
    vi.advanceTimersByTime(50)
    expect(calls).toEqual([0, 1 / 60])
    vi.advanceTimersByTime(2950)
    expect(calls).toHaveLength(61)
    expect(calls.at(-1)).toBe(1)
    expect(calls.slice(1)).toEqual(Array.from({ length: 60 }, (_, index) => (index + 1) / 60))
  })

  it('holds 2 seconds, resets to 0, and after 500 ms counts once more, then stops', () => {
    const { calls } = start()
    vi.advanceTimersByTime(3000 + 1999)
    expect(calls.at(-1)).toBe(1)
    expect(calls).toHaveLength(61)
    vi.advanceTimersByTime(1)
    expect(calls.at(-1)).toBe(0)
    vi.advanceTimersByTime(500 + 49)
    expect(calls.at(-1)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(calls.at(-1)).toBe(1 / 60)
    vi.advanceTimersByTime(2950)
    expect(calls.at(-1)).toBe(1)
    expect(calls).toHaveLength(61 + 1 + 60)
    vi.advanceTimersByTime(60_000)
    expect(calls).toHaveLength(122)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops at once when cancelled', () => {
    const { calls, stop } = start()
    vi.advanceTimersByTime(1000)
    stop()
    const seen = calls.length
    vi.advanceTimersByTime(10_000)
    expect(calls).toHaveLength(seen)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('uses the constants of the spec', () => {
    expect(STATISTICS_COUNT_UP).toEqual({ steps: 60, durationMs: 3000, holdMs: 2000, restartDelayMs: 500, runs: 2 })
  })
})

describe('formatStatistic', () => {
  it('shows the final value with thousands separators and the suffix', () => {
    expect(formatStatistic(10000, '+')).toBe('10,000+')
    expect(formatStatistic(50, '+')).toBe('50+')
  })

  it('shows a whole number part of the way', () => {
    expect(formatStatistic(10000, '+', 0)).toBe('0+')
    expect(formatStatistic(10000, '+', 1 / 60)).toBe('167+')
    expect(formatStatistic(50, '+', 0.5)).toBe('25+')
  })
})
