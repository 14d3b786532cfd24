import { cardLink, linkCard } from '~/components/ui/card-link'
import { cn } from '~/lib/utils'
import { VideoThumbnail } from '~/components/video-thumbnail'
import type { CompanyVideo } from '~/content/schema'
import { useMessages } from '~/i18n/messages'

interface CompanyVideoCardProps {
  video: CompanyVideo
  onWatch: (video: CompanyVideo) => void
}

/** A company video: its still and title; a tap anywhere on the card plays it. */
export function CompanyVideoCard({ video, onWatch }: CompanyVideoCardProps) {
  const t = useMessages().videoCard
  return (
    <article
      className={cn(
        linkCard,
        'group flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md',
      )}
    >
      <VideoThumbnail src={video.thumbnail} badgeClassName="transition-colors group-hover:bg-red-600" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="leading-snug font-bold text-stone-900">
          {/* The still is a target too. */}
          <button
            type="button"
            onClick={() => onWatch(video)}
            className={cn('text-left group-hover:text-brand-800', cardLink)}
          >
            <span className="sr-only">{t.watch} </span>
            {video.title}
          </button>
        </h3>
        <p className="text-sm text-stone-600">{video.description}</p>
      </div>
    </article>
  )
}
