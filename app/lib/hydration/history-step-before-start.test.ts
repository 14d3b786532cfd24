import { HYDRATED_ATTRIBUTE } from './contract'
import { loadAfreshOnHistoryStepBeforeStart } from './history-step-before-start'

/** The parts of a window the function reads: its address, its <html> and its popstate events. */
function fakeWindow(href: string) {
  const target = new EventTarget()
  const attributes = new Set<string>()
  const url = new URL(href)
  const win = Object.assign(target, {
    location: {
      get pathname() {
        return url.pathname
      },
      get search() {
        return url.search
      },
      reload: vi.fn(),
    },
    document: { documentElement: { hasAttribute: (name: string) => attributes.has(name) } },
  })
  const step = (to: string) => {
    url.href = new URL(to, url).href
    win.dispatchEvent(new Event('popstate'))
  }
  return { win, step, goLive: () => attributes.add(HYDRATED_ATTRIBUTE) }
}

describe('loadAfreshOnHistoryStepBeforeStart', () => {
  it('loads the address afresh when a step before the page is live lands on another page', () => {
    const { win, step } = fakeWindow('https://tujue.example/articles')
    loadAfreshOnHistoryStepBeforeStart(win as unknown as Window)
    step('/about-us')
    expect(win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('counts a change of query as another page', () => {
    const { win, step } = fakeWindow('https://tujue.example/articles?topic=soil')
    loadAfreshOnHistoryStepBeforeStart(win as unknown as Window)
    step('/articles?topic=pests')
    expect(win.location.reload).toHaveBeenCalledTimes(1)
  })

  it('leaves a step between anchors of the same page to the browser', () => {
    const { win, step } = fakeWindow('https://tujue.example/articles/soil-health')
    loadAfreshOnHistoryStepBeforeStart(win as unknown as Window)
    step('/articles/soil-health#main')
    expect(win.location.reload).not.toHaveBeenCalled()
  })

  it('leaves every step to the app once it is live', () => {
    const { win, step, goLive } = fakeWindow('https://tujue.example/articles')
    loadAfreshOnHistoryStepBeforeStart(win as unknown as Window)
    goLive()
    step('/about-us')
    step('/videos')
    expect(win.location.reload).not.toHaveBeenCalled()
  })
})
