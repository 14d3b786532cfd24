import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import type { Route } from './+types/articles'
import { PageHeader } from '~/components/page-header'
import type { ArticleCardData } from '~/features/articles/article-card'
import type { Article } from '~/content/schema'
import { ArticleGrid } from '~/features/articles/article-grid'
import { ArticleList } from '~/features/articles/article-list'
import { ARTICLES_PAGE, parseArticlesParams } from '~/features/articles/articles-params'
import { ArticlesToolbar } from '~/features/articles/articles-toolbar'
import { articlesHref } from '~/features/articles/articles-url'
import { ArticlesViews } from '~/features/articles/articles-views'
import {
  articleCategoryLabel,
  getArticlesById,
  listArticles,
  listArticleTopics,
  toArticleCard,
} from '~/features/articles/queries'
import { SavedArticles } from '~/features/articles/saved-articles'
import { GuideHits, type GuideHit } from '~/features/search/guide-hits'
import { NoResults } from '~/features/search/no-results'
import { toArticleDocuments, toGuideDocuments } from '~/features/search/index-builder.server'
import { createSiteSearch, type SiteSearch } from '~/features/search/site-search.server'
import { listGuideSections, listTopicGuides } from '~/features/topics/queries'
import { TopicGuideList } from '~/features/topics/topic-guide-list'
import { localeOfRequest, pagePath, type Locale } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { pageWindow } from '~/lib/pagination'
import { slugify } from '~/lib/slug'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { cn } from '~/lib/utils'
import { Link } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'
import type { RenderHandle } from '~/lib/page-rendering'

// The page cache keeps one page per value of these (lib/page-rendering.ts).
export const handle = { query: ['q', 'show', 'topic', 'view'] } satisfies RenderHandle

export function meta({ matches, location }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = articlesMessages[locale]
  const tags = seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/articles',
    siteUrl,
    hubName: provider.hubName,
  })
  // Search results and saved lists are for the reader, not for search engines.
  const isPersonal = /[?&](q|view)=/.test(location.search)
  return isPersonal ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags
}

// Built on a language's first search and kept for the life of the server process.
const searchIndexes = new Map<Locale, SiteSearch>()

function getSearchIndex(locale: Locale) {
  const existing = searchIndexes.get(locale)
  if (existing) return existing
  const searchIndex = createSiteSearch([
    ...toGuideDocuments(listGuideSections(locale)),
    ...toArticleDocuments(
      listArticles(null, locale).map((article) => ({
        ...article,
        category: articleCategoryLabel(article.category, locale),
      })),
    ),
  ])
  searchIndexes.set(locale, searchIndex)
  return searchIndex
}

const guideLinks = (locale: Locale) =>
  listTopicGuides(locale).map(({ slug, title, description }) => ({ slug, title, description }))

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const params = parseArticlesParams(new URL(request.url).searchParams)
  const topic = params.topic ? slugify(params.topic) : null
  const toCard = (article: Article) => toArticleCard(article, locale)
  const view = { topics: listArticleTopics(locale), topic, query: params.q, view: params.view }

  if (params.view === 'saved') {
    return { ...view, mode: 'saved' as const, articles: listArticles(null, locale).map(toCard) }
  }

  if (params.q) {
    const hits = getSearchIndex(locale).search(params.q)
    const guideHits = hits
      .filter((hit) => hit.kind === 'guide' && (!topic || hit.ref === topic))
      .map(({ ref, title, heading, anchor, excerpt }) => ({ slug: ref, title, heading, anchor, excerpt }))
    const articles = getArticlesById(
      hits.filter((hit) => hit.kind === 'article').map((hit) => Number(hit.ref)),
      locale,
    )
      .filter((article) => !params.topic || article.category === params.topic)
      .map(toCard)
    const isEmpty = guideHits.length === 0 && articles.length === 0
    return { ...view, mode: 'search' as const, guideHits, articles, guides: isEmpty ? guideLinks(locale) : [] }
  }

  const matching = listArticles(params.topic, locale)
  const page = pageWindow(matching.length, params.show, ARTICLES_PAGE)
  return {
    ...view,
    mode: 'list' as const,
    articles: matching.slice(0, page.visibleCount).map(toCard),
    total: matching.length,
    nextHref: page.hasMore ? articlesHref({ topic, show: page.nextCount }) : null,
    guides: guideLinks(locale),
  }
}

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(articlesMessages)
  const navigation = useNavigation()
  const isLoading = navigation.state === 'loading' && pagePath(navigation.location.pathname) === '/articles'
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-6">
          <ArticlesToolbar topics={loaderData.topics} topic={loaderData.topic} query={loaderData.query} />
          <ArticlesViews view={loaderData.view} />
        </div>
        <div aria-busy={isLoading} className={cn('mt-8 transition-opacity', isLoading && 'opacity-60')}>
          {loaderData.mode === 'saved' ? (
            <SavedArticles articles={loaderData.articles} />
          ) : loaderData.mode === 'search' ? (
            <SearchResults {...loaderData} />
          ) : (
            <ArticleList articles={loaderData.articles} total={loaderData.total} nextHref={loaderData.nextHref} />
          )}
        </div>
      </div>
      {loaderData.mode === 'list' && <TopicGuideList guides={loaderData.guides} />}
    </>
  )
}

interface SearchResultsProps {
  query: string
  guideHits: GuideHit[]
  articles: ArticleCardData[]
  guides: { slug: string; title: string }[]
  topic: string | null
}

function SearchResults({ query, guideHits, articles, guides, topic }: SearchResultsProps) {
  const t = useCatalogue(articlesMessages)
  if (guideHits.length === 0 && articles.length === 0) {
    return <NoResults query={query} guides={guides} clearHref={articlesHref({ topic })} />
  }
  return (
    <div className="space-y-10">
      <div>
        <p className="text-2xl font-bold text-stone-900">{t.resultsHeading(query)}</p>
        <p role="status" className="mt-1 text-stone-600">
          {t.resultsSummary(guideHits.length, articles.length)}
        </p>
        <Link to={articlesHref({ topic })} className="mt-2 inline-block font-semibold text-brand-800 underline">
          {t.clearSearch}
        </Link>
      </div>
      {guideHits.length > 0 && (
        <ResultsSection id="guide-results-heading" heading={t.guideResultsHeading}>
          <GuideHits hits={guideHits} />
        </ResultsSection>
      )}
      {articles.length > 0 && (
        <ResultsSection id="article-results-heading" heading={t.articleResultsHeading}>
          <ArticleGrid articles={articles} />
        </ResultsSection>
      )}
    </div>
  )
}

/** One kind of search result (guides, or articles) under its heading. */
function ResultsSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold text-stone-900">
        {heading}
      </h2>
      {children}
    </section>
  )
}
