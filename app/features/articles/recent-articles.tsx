import { ShowcaseSection } from '~/components/showcase-section'
import { useCatalogue } from '~/i18n/messages'
import { ArticleCard, type ArticleCardData } from './article-card'
import { Link } from '~/components/link'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** Home section 6: the 4 newest articles, with View all articles. */
export function RecentArticles({ articles }: { articles: ArticleCardData[] }) {
  const t = useCatalogue(homeSectionsMessages).recentArticles
  return (
    <ShowcaseSection
      id="recent-articles-heading"
      title={t.heading}
      lead={t.lead}
      className="py-16 sm:py-20"
      items={articles}
      itemKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} />}
      viewAll={<Link to="/articles">{t.viewAll}</Link>}
    />
  )
}
