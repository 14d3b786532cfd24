import Film from '~icons/lucide/film'
import { useRef } from 'react'
import { PagedList } from '~/components/load-more'
import { useCatalogue } from '~/i18n/messages'
import type { VideoCardData } from './video-card'
import { VideoGrid } from './video-grid'
import { Link } from '~/components/link'
import { videosMessages } from '~/i18n/videos'

interface VideoListProps {
  videos: VideoCardData[]
  /** How many videos the current category holds. */
  total: number
  /** The link that shows more, while some are hidden. */
  nextHref: string | null
  onWatch: (video: VideoCardData) => void
}

/** One page of the (filtered) videos, its count, the empty message and Load More Videos. */
export function VideoList({ videos, total, nextHref, onWatch }: VideoListProps) {
  const t = useCatalogue(videosMessages)
  const listRef = useRef<HTMLUListElement>(null)
  return (
    <PagedList
      headingId="videos-heading"
      heading={t.listHeading}
      shownCount={videos.length}
      status={t.showing(videos.length, total)}
      empty={
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center">
          <Film aria-hidden="true" className="size-10 text-brand-700" />
          <p className="mt-4 text-lg font-semibold text-stone-900">{t.empty}</p>
          <p className="mt-1 text-stone-600">
            {t.emptyHelp}{' '}
            <Link to="/articles" className="font-semibold text-brand-800 underline">
              {t.browseGuides}
            </Link>
          </p>
        </div>
      }
      nextHref={nextHref}
      loadMoreLabel={t.loadMore}
      listRef={listRef}
    >
      <VideoGrid videos={videos} onWatch={onWatch} listRef={listRef} isAtTop />
    </PagedList>
  )
}
