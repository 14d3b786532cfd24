import BookOpen from '~icons/lucide/book-open'
import CirclePlay from '~icons/lucide/circle-play'
import { SectionHeading } from '~/components/section-heading'
import { Button } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/icon-badge'
import type { FeaturedTopic } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { topicIcons, toneClasses } from './topic-style'
import { Link } from '~/components/link'
import { homeSectionsMessages } from '~/i18n/home-sections'

export type FeaturedTopicCardData = FeaturedTopic & { title: string; description: string }

interface FeaturedTopicsProps {
  topics: FeaturedTopicCardData[]
  /** Learn more: the route opens the article reader. */
  onLearnMore: (topic: FeaturedTopicCardData) => void
  /** Watch videos: the route opens the topic video flow. */
  onWatchVideos: (topic: FeaturedTopicCardData) => void
  /** A pointer or focus on a button: a chance to fetch the dialog's code before the press. */
  onIntent?: (action: 'learn-more' | 'watch-videos') => void
}

/** Home section 4: the nine topic cards, each with Learn more and Watch videos. */
export function FeaturedTopics({ topics, onLearnMore, onWatchVideos, onIntent }: FeaturedTopicsProps) {
  const t = useCatalogue(homeSectionsMessages).topics
  return (
    <section aria-labelledby="featured-topics-heading" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="featured-topics-heading" title={t.heading} lead={t.lead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => {
            const hasVideos = topic.videoFlow !== 'none'
            return (
              <li key={topic.slug} className="flex flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                <IconBadge icon={topicIcons[topic.icon] ?? BookOpen} tone={null} className={toneClasses[topic.tone]} />
                <h3 className="mt-4 text-xl font-bold text-stone-900">
                  <Link to={`/articles/${topic.slug}`} className="hover:text-brand-800 hover:underline">
                    {topic.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-stone-700">{topic.description}</p>
                <div className="mt-5 flex flex-wrap items-center gap-3">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onLearnMore(topic)}
                    onPointerEnter={() => onIntent?.('learn-more')}
                    onFocus={() => onIntent?.('learn-more')}
                  >
                    <BookOpen aria-hidden="true" />
                    {t.learnMore}
                    <span className="sr-only"> {t.about(topic.title)}</span>
                  </Button>
                  <Button
                    size="sm"
                    disabled={!hasVideos}
                    onClick={() => onWatchVideos(topic)}
                    onPointerEnter={() => onIntent?.('watch-videos')}
                    onFocus={() => onIntent?.('watch-videos')}
                  >
                    <CirclePlay aria-hidden="true" />
                    {t.watchVideos}
                    <span className="sr-only"> {t.of(topic.title)}</span>
                  </Button>
                  {!hasVideos && <span className="text-sm text-stone-600">{t.noVideos}</span>}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
