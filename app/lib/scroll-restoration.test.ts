// @vitest-environment jsdom
import { restoreScroll, SCROLL_POSITIONS_KEY } from './scroll-restoration'
import { countedStorage } from '../../tests/counted-storage'

const { storage, stored, getItem } = countedStorage()
vi.stubGlobal('sessionStorage', storage)
const scrollTo = vi.fn()

beforeEach(() => {
  window.history.replaceState(null, '')
  stored.clear()
  getItem.mockClear()
  scrollTo.mockClear()
  window.scrollTo = scrollTo
})

describe('restoreScroll (the inline script)', () => {
  it('gives a page opened afresh its key without reading sessionStorage', () => {
    restoreScroll(SCROLL_POSITIONS_KEY)
    expect(window.history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) })
    expect(getItem).not.toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('on a reload or a return, scrolls to the position stored for the entry', () => {
    window.history.replaceState({ key: 'k1' }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 1520, k2: 40 }))
    restoreScroll(SCROLL_POSITIONS_KEY)
    expect(scrollTo).toHaveBeenCalledWith(0, 1520)
    expect(window.history.state).toEqual({ key: 'k1' })
  })

  it('leaves the page at the top when nothing is stored for the entry', () => {
    window.history.replaceState({ key: 'k3' }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 1520 }))
    restoreScroll(SCROLL_POSITIONS_KEY)
    expect(getItem).toHaveBeenCalledWith(SCROLL_POSITIONS_KEY)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('drops stored positions it cannot read', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.replaceState({ key: 'k1' }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json')
    restoreScroll(SCROLL_POSITIONS_KEY)
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('runs from its own source, as the page inlines it', () => {
    window.history.replaceState({ key: 'k1' }, '')
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 300 }))
    new Function(`(${restoreScroll.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)})`)()
    expect(scrollTo).toHaveBeenCalledWith(0, 300)
  })
})
