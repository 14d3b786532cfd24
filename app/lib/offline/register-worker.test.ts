// @vitest-environment jsdom
import { registerWorkerWhenIdle, WORKER_URL } from './register-worker'

function fakeWindow(readyState: DocumentReadyState) {
  const register = vi.fn(() => Promise.resolve())
  const listeners: Record<string, () => void> = {}
  const idle: Array<() => void> = []
  const win = {
    navigator: { serviceWorker: { register } } as unknown as Navigator,
    document: { readyState } as Document,
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners[type] = listener
    }),
    setTimeout: vi.fn(),
    requestIdleCallback: vi.fn((callback: () => void) => {
      idle.push(callback)
      return idle.length
    }),
  }
  return { win: win as unknown as Window, register, listeners, idle }
}

describe('registerWorkerWhenIdle', () => {
  it('registers the worker only after the page has loaded and the browser is idle', () => {
    const { win, register, listeners, idle } = fakeWindow('interactive')
    registerWorkerWhenIdle(win)
    expect(register).not.toHaveBeenCalled()

    listeners.load!()
    expect(register).not.toHaveBeenCalled()

    idle[0]!()
    expect(register).toHaveBeenCalledWith(WORKER_URL)
  })

  it('waits only for idle time when the page has already loaded', () => {
    const { win, register, idle } = fakeWindow('complete')
    registerWorkerWhenIdle(win)
    idle[0]!()
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('does nothing in a browser without service workers', () => {
    const { win, listeners } = fakeWindow('interactive')
    Object.assign(win, { navigator: {} })
    registerWorkerWhenIdle(win)
    expect(listeners.load).toBeUndefined()
  })
})
