import { afterLoadAndPaint, type AfterPaintWindow } from './after-load'

const DEADLINE_MS = 3000

/**
 * A browser window reduced to what afterLoadAndPaint reads, whose events, frames and paint
 * entries the test sends: `shown` lists the paint entries already on the screen.
 */
function fakeWindow(shown: string[]) {
  const listeners = new Map<string, () => void>()
  const observers: ((names: string[]) => void)[] = []
  const win = {
    document: { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    performance: { getEntriesByName: (name: string) => shown.filter((entry) => entry === name) },
    PerformanceObserver: class {
      static supportedEntryTypes = ['paint']
      constructor(callback: (list: { getEntriesByName: (name: string) => string[] }) => void) {
        observers.push((names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }))
      }
      observe() {}
      disconnect() {}
    },
  } as unknown as AfterPaintWindow
  return {
    win,
    fire: (type: string) => listeners.get(type)?.(),
    paint: (name: string) => observers.forEach((notify) => notify([name])),
  }
}

describe('afterLoadAndPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs after the frame that follows load when the first paint is already on the screen', () => {
    const page = fakeWindow(['first-paint', 'first-contentful-paint'])
    const task = vi.fn()
    afterLoadAndPaint(page.win, DEADLINE_MS, task)
    page.fire('load')
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(16)
    vi.runOnlyPendingTimers()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('waits, after that frame, until the first contentful paint has reached the screen', () => {
    const page = fakeWindow([])
    const task = vi.fn()
    afterLoadAndPaint(page.win, DEADLINE_MS, task)
    page.fire('load')
    vi.advanceTimersByTime(100)
    expect(task).not.toHaveBeenCalled()
    page.paint('first-paint')
    vi.advanceTimersByTime(1)
    expect(task).not.toHaveBeenCalled()
    page.paint('first-contentful-paint')
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs once, at the deadline after the HTML, if load never comes, and not again at load', () => {
    const page = fakeWindow(['first-contentful-paint'])
    const task = vi.fn()
    afterLoadAndPaint(page.win, DEADLINE_MS, task)
    page.fire('DOMContentLoaded')
    vi.advanceTimersByTime(DEADLINE_MS - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    page.fire('load')
    vi.advanceTimersByTime(100)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
