// @vitest-environment jsdom
import { keepStylesheetForNextPages, stylesheetName } from './first-visit'

/** A window whose page loaded already; `fetch` answers as given; idle callbacks run when asked. */
function fakeWindow(answer: () => Promise<Response>, protocol = 'http:') {
  const idle: Array<() => void> = []
  const fetch = vi.fn(answer)
  const win = {
    document,
    location: { protocol },
    fetch,
    addEventListener: vi.fn(),
    setTimeout: vi.fn(),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  }
  return { win: win as unknown as Window, fetch, runIdle: () => idle.splice(0).forEach((callback) => callback()) }
}

function clearCookie() {
  document.cookie = 'stylesheet=; Max-Age=0; Path=/'
}

describe('keepStylesheetForNextPages', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    clearCookie()
  })

  it('fetches the stylesheet written into the page once the browser is idle, then names it in a cookie', async () => {
    document.head.innerHTML = '<style data-stylesheet="/assets/app-1a.css">a{}</style>'
    const { win, fetch, runIdle } = fakeWindow(() => Promise.resolve(new Response('a{}')))
    keepStylesheetForNextPages(win)
    expect(fetch).not.toHaveBeenCalled()
    runIdle()
    expect(fetch).toHaveBeenCalledWith('/assets/app-1a.css')
    await vi.waitFor(() => expect(document.cookie).toContain('stylesheet=app-1a.css'))
  })

  it('sets no cookie when the file did not arrive, and fetches nothing on a page that links its stylesheet', async () => {
    document.head.innerHTML = '<style data-stylesheet="/assets/app-1a.css">a{}</style>'
    const failed = fakeWindow(() => Promise.resolve(new Response('', { status: 503 })))
    keepStylesheetForNextPages(failed.win)
    failed.runIdle()
    const offline = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')))
    keepStylesheetForNextPages(offline.win)
    offline.runIdle()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(document.cookie).not.toContain('stylesheet=')

    document.head.innerHTML = '<link rel="stylesheet" href="/assets/app-1a.css">'
    const linked = fakeWindow(() => Promise.resolve(new Response('a{}')))
    keepStylesheetForNextPages(linked.win)
    linked.runIdle()
    expect(linked.fetch).not.toHaveBeenCalled()
  })
})

describe('stylesheetName', () => {
  it("is the file's name, as the cookie holds it", () => {
    expect(stylesheetName('/assets/app-DIQudkbi.css')).toBe('app-DIQudkbi.css')
  })
})
