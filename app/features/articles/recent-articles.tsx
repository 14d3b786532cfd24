import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useMessages } from '~/i18n/messages'
import { ArticleCard, type ArticleCardData } from './article-card'

/** Home section 6 (spec §2, §9): the 4 newest articles, with View all articles. */
export function RecentArticles({ articles }: { articles: ArticleCardData[] }) {
  const t = useMessages().pages.home.recentArticles
  return (
    <section aria-labelledby="recent-articles-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="recent-articles-heading" className="text-3xl font-bold text-stone-900 sm:text-4xl">
          {t.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">{t.lead}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {articles.map((article) => (
            <li key={article.id} className="flex [&>*]:flex-1">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-10">
          <Link to="/articles">
            {t.viewAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  )
}
