import { Suspense, useState } from 'react'
import { lazyDialog } from '~/components/lazy-dialog'
import { LoadingOverlay } from '~/components/ui/loading-overlay'
import { FeaturedTopics, type FeaturedTopicCardData } from '~/features/topics/featured-topics'
import { homeSectionsMessages } from '~/i18n/home-sections'
import { useCatalogue } from '~/i18n/messages'

// The dialogs' code (Radix Dialog, the reader, the flow) is fetched on the first press, or as soon
// as a pointer or focus on a button shows intent. Composed here, in the island's own chunk, rather
// than by the page: their code's list of files comes with the island, not in the page's first load.
const loadReader = () => import('~/features/topics/guide-reader-dialog')
const loadFlow = () => import('~/features/videos/topic-video-flow-dialog')
const GuideReaderDialog = lazyDialog(() => loadReader().then((m) => m.GuideReaderDialog))
const TopicVideoFlowDialog = lazyDialog(() => loadFlow().then((m) => m.TopicVideoFlowDialog))
const prepareDialog = (action: 'learn-more' | 'watch-videos') =>
  void (action === 'learn-more' ? loadReader() : loadFlow()).catch(() => {})

/** Featured Topics, with the guide reader (Learn more) and the topic video flow (Watch videos). */
export function TopicsSection({ topics }: { topics: FeaturedTopicCardData[] }) {
  const t = useCatalogue(homeSectionsMessages)
  const [reading, setReading] = useState<FeaturedTopicCardData | null>(null)
  const [watching, setWatching] = useState<FeaturedTopicCardData | null>(null)
  return (
    <>
      <FeaturedTopics topics={topics} onLearnMore={setReading} onWatchVideos={setWatching} onIntent={prepareDialog} />
      <Suspense fallback={<LoadingOverlay label={t.opening} />}>
        {reading && <GuideReaderDialog topic={reading} onClose={() => setReading(null)} />}
        {watching && <TopicVideoFlowDialog topic={watching} onClose={() => setWatching(null)} />}
      </Suspense>
    </>
  )
}
