import { Play } from 'lucide-react'
import { Image } from '~/components/ui/image'
import { useDataSaver } from '~/lib/data-saver/context'
import { SAVED_BYTES_ATTRIBUTE } from '~/lib/data-saver/estimate'
import { cn } from '~/lib/utils'
import { SMALLEST_STILL_SAVES_BYTES, smallestYoutubeThumbnail } from '~/lib/youtube'

interface VideoThumbnailProps {
  src: string
  /** Empty when a nearby title already names the video. */
  alt?: string
  className?: string
  loading?: 'lazy' | 'eager'
  /** Added to the round play badge (a card may colour it on hover). */
  badgeClassName?: string
}

/**
 * A video's still, 16:9, lazy; a drawn placeholder when it cannot load (no data, blocked host).
 * Spans only (shown as blocks): it sits inside play buttons, where HTML allows no div.
 */
export function VideoThumbnail({ src, alt = '', className, loading = 'lazy', badgeClassName }: VideoThumbnailProps) {
  // Data saver (issue 17): YouTube's smallest still, stretched; a card still shows which video it is.
  const isDataSaverOn = useDataSaver()
  const still = isDataSaverOn ? smallestYoutubeThumbnail(src) : src
  return (
    <span className={cn('relative block aspect-video overflow-hidden bg-brand-900', className)}>
      {isDataSaverOn && still !== src && <span hidden {...{ [SAVED_BYTES_ATTRIBUTE]: SMALLEST_STILL_SAVES_BYTES }} />}
      <Image
        src={still}
        dataSaver="keep"
        alt={alt}
        width={480}
        height={360}
        loading={loading}
        className="size-full object-cover"
        fallback={<span aria-hidden="true" className="block size-full bg-gradient-to-br from-brand-800 to-brand-950" />}
      />
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-1/2 left-1/2 inline-flex size-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white',
          badgeClassName,
        )}
      >
        <Play className="ml-0.5 size-6 fill-current" />
      </span>
    </span>
  )
}
