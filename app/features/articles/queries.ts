import { articles } from '~/content/articles'
import type { Article, ArticleCategory } from '~/content/schema'
import type { ArticleCardData } from './article-card'

/** The articles of one category, or all of them, in the content's order (newest first). */
export function listArticles(category: ArticleCategory | null = null): Article[] {
  return category ? articles.filter((article) => article.category === category) : articles
}

export function getArticlesById(ids: readonly number[]): Article[] {
  return ids.flatMap((id) => articles.find((article) => article.id === id) ?? [])
}

/** What an article card shows, and nothing more (loaders return only what the page renders). */
export function toArticleCard({
  id,
  title,
  excerpt,
  author,
  date,
  category,
  image,
  externalUrl,
}: Article): ArticleCardData {
  return { id, title, excerpt, author, date, category, image, externalUrl }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "April 8, 2025" → a sortable number (20250408); the content schema guarantees the shape. */
export function dateTextValue(date: string): number {
  const [month = '', day = '0', year = '0'] = date.replace(',', '').split(' ')
  return Number(year) * 10_000 + (MONTHS.indexOf(month) + 1) * 100 + Number(day)
}

/** Recent Articles: the newest `count` articles by date, newest first (spec §9: 4). */
export function listRecentArticles(count: number, from: Article[] = articles) {
  return [...from]
    .sort((a, b) => dateTextValue(b.date) - dateTextValue(a.date))
    .slice(0, count)
    .map(toArticleCard)
}
