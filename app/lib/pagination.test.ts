import { pageWindow } from './pagination'

const articles = { first: 6, step: 3 }
const videos = { first: 12, step: 6 }

describe('pageWindow', () => {
  it('shows the first page and offers more while items are hidden', () => {
    expect(pageWindow(9, 6, articles)).toEqual({ visibleCount: 6, hasMore: true, nextCount: 9 })
    expect(pageWindow(36, 12, videos)).toEqual({ visibleCount: 12, hasMore: true, nextCount: 18 })
  })

  it('adds one step per Load More and stops offering more at the end', () => {
    expect(pageWindow(36, 18, videos)).toEqual({ visibleCount: 18, hasMore: true, nextCount: 24 })
    expect(pageWindow(9, 9, articles)).toEqual({ visibleCount: 9, hasMore: false, nextCount: 9 })
    expect(pageWindow(8, 9, articles)).toEqual({ visibleCount: 8, hasMore: false, nextCount: 8 })
  })

  it('shows everything without a Load More when a short list fits on the first page', () => {
    expect(pageWindow(2, 6, articles)).toEqual({ visibleCount: 2, hasMore: false, nextCount: 2 })
    expect(pageWindow(0, 6, articles)).toEqual({ visibleCount: 0, hasMore: false, nextCount: 0 })
  })

  it('keeps a count from a link within bounds', () => {
    expect(pageWindow(9, 2, articles).visibleCount).toBe(6)
    expect(pageWindow(9, 500, articles).visibleCount).toBe(9)
    expect(pageWindow(36, 13.7, videos).visibleCount).toBe(13)
  })
})
