import { articles } from '~/content/articles'
import { ARTICLE_CATEGORIES, type Article, type ArticleCategory } from '~/content/schema'
import { articlesSw } from '~/content/sw/articles'
import { articleCategoriesSw } from '~/content/sw/categories'
import { swEntry } from '~/content/sw/entry'
import type { Locale } from '~/i18n/locale'
import { dateTextValue, localizeDateText } from '~/lib/date-text'
import { slugify } from '~/lib/slug'
import type { ArticleCardData } from './article-card'

/** An article in Kiswahili: the excerpt and the photo's description; its title and link stay. */
function translated(article: Article): Article {
  const { excerpt, image } = swEntry(articlesSw, article.slug)
  return { ...article, excerpt, image: { ...article.image, alt: image.alt } }
}

const articlesIn: Record<Locale, Article[]> = { en: articles, sw: articles.map(translated) }

/** A category's name in the page's language; the English value stays the filter's key. */
export function articleCategoryLabel(category: ArticleCategory, locale: Locale): string {
  return locale === 'en' ? category : articleCategoriesSw[category]
}

/** The topic filter's options after All Topics, with their URL values. */
export function listArticleTopics(locale: Locale) {
  return ARTICLE_CATEGORIES.map((category) => ({
    slug: slugify(category),
    label: articleCategoryLabel(category, locale),
  }))
}

/** The articles of one category, or all of them, in the content's order (newest first). */
export function listArticles(category: ArticleCategory | null, locale: Locale): Article[] {
  const all = articlesIn[locale]
  return category ? all.filter((article) => article.category === category) : all
}

export function getArticlesById(ids: readonly number[], locale: Locale): Article[] {
  return ids.flatMap((id) => articlesIn[locale].find((article) => article.id === id) ?? [])
}

/**
 * What an article card shows, and nothing more (loaders return only what the page renders),
 * with the category and the date in the page's language.
 */
export function toArticleCard(
  { id, title, excerpt, author, date, category, image, externalUrl }: Article,
  locale: Locale,
): ArticleCardData {
  return {
    id,
    title,
    excerpt,
    author,
    date: localizeDateText(date, locale),
    category: articleCategoryLabel(category, locale),
    image,
    externalUrl,
  }
}

/** Recent Articles: the newest `count` articles by date, newest first (the home page shows 4). */
export function listRecentArticles(count: number, locale: Locale, from: Article[] = articlesIn[locale]) {
  return [...from]
    .sort((a, b) => dateTextValue(b.date) - dateTextValue(a.date))
    .slice(0, count)
    .map((article) => toArticleCard(article, locale))
}
