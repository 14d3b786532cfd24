import { articles } from '~/content/articles'
import { ARTICLE_CATEGORIES } from '~/content/schema'
import { articlesSw } from '~/content/sw/articles'
import { articleCategoriesSw } from '~/content/sw/categories'
import { dateTextValue, localizeDateText } from '~/lib/date-text'
import { getArticlesById, listArticles, listArticleTopics, listRecentArticles, toArticleCard } from './queries'

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

describe('articles in the page language', () => {
  it('gives English exactly as the content has it', () => {
    expect(listArticles(null, 'en')).toEqual(articles)
    expect(listArticleTopics('en').map((option) => option.label)).toEqual([...ARTICLE_CATEGORIES])
    const [article] = articles
    expect(toArticleCard(article!, 'en')).toMatchObject({
      excerpt: article!.excerpt,
      category: article!.category,
      date: article!.date,
    })
  })

  it('gives each article its Kiswahili excerpt and photo description, and keeps the rest', () => {
    const inKiswahili = listArticles(null, 'sw')
    expect(inKiswahili).toHaveLength(articles.length)
    articles.forEach((english, index) => {
      const text = articlesSw[english.slug]!
      expect(inKiswahili[index]).toEqual({
        ...english,
        excerpt: text.excerpt,
        image: { ...english.image, alt: text.image.alt },
      })
      expect(text.excerpt).not.toBe(english.excerpt)
    })
  })

  it('filters Kiswahili articles by the English category value and finds them by id', () => {
    const soil = listArticles('Soil Health', 'sw')
    expect(soil.map((article) => article.id)).toEqual(listArticles('Soil Health', 'en').map((article) => article.id))
    expect(soil.every((article) => article.excerpt === articlesSw[article.slug]?.excerpt)).toBe(true)
    const [first] = articles
    expect(getArticlesById([first!.id], 'sw')[0]?.excerpt).toBe(articlesSw[first!.slug]?.excerpt)
  })

  it('labels a card’s category in Kiswahili on a Kiswahili page', () => {
    const recent = listRecentArticles(4, 'sw')
    expect(recent.map((card) => card.id)).toEqual(listRecentArticles(4, 'en').map((card) => card.id))
    for (const card of recent) {
      const english = articles.find((article) => article.id === card.id)!
      expect(card.category).toBe(articleCategoriesSw[english.category])
      expect(card.excerpt).toBe(articlesSw[english.slug]?.excerpt)
      expect(card.date).toBe(localizeDateText(english.date, 'sw'))
      expect(card.date).not.toBe(english.date)
    }
  })

  it('offers the topic filter with Kiswahili labels and the same URL values', () => {
    const english = listArticleTopics('en')
    const kiswahili = listArticleTopics('sw')
    expect(kiswahili.map((option) => option.slug)).toEqual(english.map((option) => option.slug))
    expect(kiswahili.map((option) => option.label)).toEqual(
      ARTICLE_CATEGORIES.map((category) => articleCategoriesSw[category]),
    )
    expect(kiswahili.find((option) => option.slug === 'soil-health')?.label).toBe('Afya ya Udongo')
  })
})
