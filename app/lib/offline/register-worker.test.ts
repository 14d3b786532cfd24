// @vitest-environment jsdom
import { registerWorkerWhenIdle, WORKER_URL } from './register-worker'
import { STORE_LOADED_MESSAGE } from './worker-messages'

function fakeWindow(readyState: DocumentReadyState, controller: object | null = null) {
  const postMessage = vi.fn()
  const register = vi.fn(() => Promise.resolve())
  const listeners: Record<string, () => void> = {}
  const idle: Array<() => void> = []
  const win = {
    navigator: {
      serviceWorker: { register, controller, ready: Promise.resolve({ active: { postMessage } }) },
    } as unknown as Navigator,
    performance: {
      getEntriesByType: () => [{ name: 'https://tujue.example/assets/home-1.js' }],
    } as unknown as Performance,
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
  return { win: win as unknown as Window, register, postMessage, listeners, idle }
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

  it('hands the worker the files a page loaded before any worker was in charge of it', async () => {
    const { win, postMessage, idle } = fakeWindow('complete')
    registerWorkerWhenIdle(win)
    idle[0]!()
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({
        type: STORE_LOADED_MESSAGE,
        urls: ['https://tujue.example/assets/home-1.js'],
      }),
    )
  })

  it('sends nothing from a page the worker already serves: it has kept those files itself', async () => {
    const { win, register, postMessage, idle } = fakeWindow('complete', {})
    registerWorkerWhenIdle(win)
    idle[0]!()
    await vi.waitFor(() => expect(register).toHaveBeenCalled())
    // The whole chain (register, ready) has settled by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('does nothing in a browser without service workers', () => {
    const { win, listeners } = fakeWindow('interactive')
    Object.assign(win, { navigator: {} })
    registerWorkerWhenIdle(win)
    expect(listeners.load).toBeUndefined()
  })
})
