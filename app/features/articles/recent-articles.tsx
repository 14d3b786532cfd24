import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { SectionHeading } from '~/components/section-heading'
import { ButtonLink } from '~/components/ui/button-link'
import { useMessages } from '~/i18n/messages'
import { ArticleCard, type ArticleCardData } from './article-card'

/** Home section 6 (spec §2, §9): the 4 newest articles, with View all articles. */
export function RecentArticles({ articles }: { articles: ArticleCardData[] }) {
  const t = useMessages().pages.home.recentArticles
  return (
    <section aria-labelledby="recent-articles-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="recent-articles-heading" title={t.heading} lead={t.lead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {articles.map((article) => (
            <li key={article.id} className="flex [&>*]:flex-1">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <ButtonLink variant="outline" className="mt-10" trailingIcon={ArrowRight}>
          <Link to="/articles">{t.viewAll}</Link>
        </ButtonLink>
      </div>
    </section>
  )
}
