import { Film } from 'lucide-react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { LoadMoreLink, useFocusAfterLoadMore } from '~/components/load-more'
import { useMessages } from '~/i18n/messages'
import type { VideoCardData } from './video-card'
import { VideoGrid } from './video-grid'

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
  const t = useMessages().pages.videos
  const listRef = useRef<HTMLUListElement>(null)
  useFocusAfterLoadMore(listRef)
  return (
    <section aria-labelledby="videos-heading">
      <h2 id="videos-heading" className="sr-only">
        {t.listHeading}
      </h2>
      <p role="status" className="mb-4 text-sm text-stone-600">
        {videos.length > 0 && t.showing(videos.length, total)}
      </p>
      {videos.length === 0 ? (
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
      ) : (
        <VideoGrid videos={videos} onWatch={onWatch} listRef={listRef} />
      )}
      {nextHref && (
        <div className="mt-10 flex justify-center">
          <LoadMoreLink to={nextHref} shownCount={videos.length}>
            {t.loadMore}
          </LoadMoreLink>
        </div>
      )}
    </section>
  )
}
