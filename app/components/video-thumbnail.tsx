import Play from '~icons/lucide/play'
import { Image } from '~/components/ui/image'
import { useDataSaver } from '~/lib/data-saver/context'
import { SAVED_BYTES_ATTRIBUTE } from '~/lib/data-saver/estimate'
import { photoUrl } from '~/lib/image-url'
import { cn } from '~/lib/utils'
import { SMALLEST_STILL_SAVES_BYTES, smallestYoutubeThumbnail, youtubeStillSrcSet } from '~/lib/youtube'

/** A card in a grid of one column on a phone, two from `sm`, three from `lg` (at most about 400 pixels). */
export const VIDEO_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

interface VideoThumbnailProps {
  src: string
  /** Empty when a nearby title already names the video. */
  alt?: string
  className?: string
  loading?: 'lazy' | 'eager'
  /** Only for the one still that is the page's largest paint (the first card of /videos). */
  fetchPriority?: 'high'
  /** How wide the still is drawn, for the browser's choice of YouTube's 320 or 480 pixel still. */
  sizes?: string
  /** Added to the round play badge (a card may colour it on hover). */
  badgeClassName?: string
}

/**
 * A video's still, 16:9, lazy; a drawn placeholder when it cannot load (no data, blocked host).
 * Spans only (shown as blocks): it sits inside play buttons, where HTML allows no div.
 */
export function VideoThumbnail({
  src,
  alt = '',
  className,
  loading = 'lazy',
  fetchPriority,
  sizes = VIDEO_CARD_SIZES,
  badgeClassName,
}: VideoThumbnailProps) {
  // Data saver: YouTube's smallest still, stretched; a card still shows which video it is.
  // Both from our own origin (image-url.ts): no connection to YouTube's image host.
  const isDataSaverOn = useDataSaver()
  const usual = photoUrl(src)
  const still = isDataSaverOn ? smallestYoutubeThumbnail(usual) : usual
  return (
    <span className={cn('relative block aspect-video overflow-hidden bg-brand-900', className)}>
      {isDataSaverOn && still !== usual && <span hidden {...{ [SAVED_BYTES_ATTRIBUTE]: SMALLEST_STILL_SAVES_BYTES }} />}
      <Image
        src={still}
        srcSet={isDataSaverOn ? undefined : youtubeStillSrcSet(usual)}
        sizes={sizes}
        dataSaver="keep"
        alt={alt}
        width={480}
        height={360}
        loading={loading}
        fetchPriority={fetchPriority}
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
