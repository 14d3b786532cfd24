import { articles } from '~/content/articles'
import { dateTextValue, listRecentArticles } from './queries'

describe('dateTextValue', () => {
  it('orders dates as the calendar does, across months and years', () => {
    const dates = ['March 30, 2025', 'April 2, 2025', 'December 31, 2024', 'April 10, 2025', 'January 1, 2025']
    expect([...dates].sort((a, b) => dateTextValue(a) - dateTextValue(b))).toEqual([
      'December 31, 2024',
      'January 1, 2025',
      'March 30, 2025',
      'April 2, 2025',
      'April 10, 2025',
    ])
  })
})

describe('listRecentArticles', () => {
  it('gives the 4 newest articles, newest first', () => {
    const recent = listRecentArticles(4, 'en')
    const values = recent.map((article) => dateTextValue(article.date))
    expect(values).toHaveLength(4)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    const oldestShown = Math.min(...values)
    const others = articles.filter((article) => !recent.some((shown) => shown.id === article.id))
    for (const article of others) expect(dateTextValue(article.date)).toBeLessThanOrEqual(oldestShown)
  })

  it('sorts by date, not by the order of the content', () => {
    const shuffled = [...articles].reverse()
    expect(listRecentArticles(2, 'en', shuffled).map((article) => article.id)).toEqual(
      listRecentArticles(2, 'en').map((article) => article.id),
    )
  })

  it('carries only what the card shows', () => {
    expect(Object.keys(listRecentArticles(1, 'en')[0] ?? {}).sort()).toEqual(
      ['author', 'category', 'date', 'excerpt', 'externalUrl', 'id', 'image', 'title'].sort(),
    )
  })
})
