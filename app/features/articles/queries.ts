import { articles } from '~/content/articles'
import type { Article, ArticleCategory } from '~/content/schema'

/** The articles of one category, or all of them, in the content's order (newest first). */
export function listArticles(category: ArticleCategory | null = null): Article[] {
  return category ? articles.filter((article) => article.category === category) : articles
}

export function getArticlesById(ids: readonly number[]): Article[] {
  return ids.flatMap((id) => articles.find((article) => article.id === id) ?? [])
}

/** What an article card shows, and nothing more (loaders return only what the page renders). */
export function toArticleCard({ id, title, excerpt, author, date, category, image, externalUrl }: Article) {
  return { id, title, excerpt, author, date, category, image, externalUrl }
}
