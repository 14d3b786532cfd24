// @vitest-environment jsdom
import { afterLoadAndPaint, whenLoadedAndIdle, type AfterPaintWindow } from './after-load'

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
    PerformanceObserver: class {
      static supportedEntryTypes = ['paint']
      private readonly notify: (names: string[]) => void
      constructor(callback: (list: { getEntriesByName: (name: string) => string[] }) => void) {
        this.notify = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
      }
      observe(options: { buffered?: boolean }) {
        observers.push(this.notify)
        // As a browser does: the entries already there, in a task of their own.
        if (options.buffered && shown.length > 0) setTimeout(() => this.notify(shown), 0)
      }
      disconnect() {
        observers.splice(observers.indexOf(this.notify), 1)
      }
    },
  } as unknown as AfterPaintWindow
  return {
    win,
    fire: (type: string) => listeners.get(type)?.(),
    paint: (name: string) => [...observers].forEach((notify) => notify([name])),
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
    // The frame, then the tasks that follow it.
    vi.advanceTimersByTime(20)
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

describe('whenLoadedAndIdle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs soon after load, and once, when the first contentful paint is already on the screen', () => {
    const page = fakeWindow(['first-contentful-paint'])
    const task = vi.fn()
    whenLoadedAndIdle(page.win, task)
    vi.advanceTimersByTime(100)
    // Painted before load: nothing until load.
    expect(task).not.toHaveBeenCalled()
    page.fire('load')
    vi.advanceTimersByTime(5)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does not start at load when the first paint has not reached the screen yet', () => {
    const page = fakeWindow([])
    const task = vi.fn()
    whenLoadedAndIdle(page.win, task)
    page.fire('load')
    vi.advanceTimersByTime(500)
    expect(task).not.toHaveBeenCalled()
    page.paint('first-contentful-paint')
    vi.advanceTimersByTime(5)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs 3 s after load in a tab that is never painted (opened in the background)', () => {
    const page = fakeWindow([])
    const task = vi.fn()
    whenLoadedAndIdle(page.win, task)
    page.fire('load')
    vi.advanceTimersByTime(2999)
    expect(task).not.toHaveBeenCalled()
    // Then when the browser is idle (here a task later).
    vi.advanceTimersByTime(5)
    expect(task).toHaveBeenCalledTimes(1)
  })
})

describe('whenLoadedAndIdle on a page that starts its script after load', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.documentElement.removeAttribute('data-hydrated')
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
    document.documentElement.removeAttribute('data-hydrated')
  })

  /** This document (loaded), already painted, with the page's inert script marked as `mode` says. */
  function loadedPage(mode: 'on-load' | 'on-interaction') {
    document.body.innerHTML = `<script type="text/plain" id="deferred-app"${mode === 'on-load' ? ' data-start-after-load' : ''}></script>`
    const { win } = fakeWindow(['first-contentful-paint'])
    return { ...win, document, MutationObserver: window.MutationObserver }
  }

  it('waits until the page has hydrated, so the work never competes with its start', async () => {
    const task = vi.fn()
    whenLoadedAndIdle(loadedPage('on-load'), task)
    await vi.advanceTimersByTimeAsync(2000)
    expect(task).not.toHaveBeenCalled()
    document.documentElement.setAttribute('data-hydrated', '')
    await vi.advanceTimersByTimeAsync(5)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs 10 s after the first paint if the script never starts (no connection)', async () => {
    const task = vi.fn()
    whenLoadedAndIdle(loadedPage('on-load'), task)
    await vi.advanceTimersByTimeAsync(9_990)
    expect(task).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(20)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does not wait on a page that starts its script only when pressed (a guide, a video)', async () => {
    const task = vi.fn()
    whenLoadedAndIdle(loadedPage('on-interaction'), task)
    await vi.advanceTimersByTimeAsync(5)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
