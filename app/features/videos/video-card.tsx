import Clock from '~icons/lucide/clock'
import Play from '~icons/lucide/play'
import { Button } from '~/components/ui/button'
import type { Video } from '~/content/schema'
import { useMessages } from '~/i18n/messages'
import { Link } from '~/components/link'
import { VideoThumbnail } from '~/components/video-thumbnail'

export type VideoCardData = Pick<Video, 'slug' | 'title' | 'author' | 'duration' | 'thumbnail' | 'youtubeId'> & {
  /** The category's name in the page's language. */
  category: string
}

interface VideoCardProps {
  video: VideoCardData
  onWatch: (video: VideoCardData) => void
  /** The heading level of the card's title in its page's outline. */
  headingLevel?: 2 | 3
  /** Its still is the page's largest paint: fetched at once and first, never lazily. */
  isLargestPaint?: boolean
}

/** A video tutorial: thumbnail, duration, category, author; Watch plays it, the title opens its page. */
export function VideoCard({ video, onWatch, headingLevel = 3, isLargestPaint = false }: VideoCardProps) {
  const t = useMessages().videoCard
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        <VideoThumbnail
          src={video.thumbnail}
          loading={isLargestPaint ? 'eager' : 'lazy'}
          fetchPriority={isLargestPaint ? 'high' : undefined}
        />
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
          <Clock aria-hidden="true" className="size-3" />
          <span className="sr-only">{t.duration}: </span>
          {video.duration}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span
          data-slot="category"
          className="self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900"
        >
          {video.category}
        </span>
        <Heading className="text-lg leading-snug font-bold text-stone-900">
          <Link to={`/videos/${video.slug}`} className="hover:text-brand-800 hover:underline">
            {video.title}
          </Link>
        </Heading>
        <p data-slot="author" className="text-sm text-stone-600">
          {video.author}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-auto self-start"
          onClick={() => onWatch(video)}
          aria-label={t.watchVideo(video.title)}
        >
          <Play aria-hidden="true" />
          {t.watch}
        </Button>
      </div>
    </article>
  )
}
