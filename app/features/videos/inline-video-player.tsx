import { useEffect, useRef, useState } from 'react'
import { useCatalogue, useMessages } from '~/i18n/messages'
import { VideoThumbnail } from '~/components/video-thumbnail'
import { OpenOnYoutubeLink, YoutubeEmbed } from './youtube-embed'
import { videoMessages } from '~/i18n/videos'

interface InlineVideoPlayerProps {
  video: { title: string; youtubeId: string; thumbnail: string }
}

/**
 * A video page's player: the thumbnail is a play button, and only pressing it loads the
 * YouTube player in its place (nothing from YouTube costs data before that).
 */
export function InlineVideoPlayer({ video }: InlineVideoPlayerProps) {
  const messages = useMessages()
  const t = useCatalogue(videoMessages)
  const [isPlaying, setIsPlaying] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  // The play button is gone once pressed; keep the keyboard focus on the player instead.
  useEffect(() => {
    if (isPlaying) frameRef.current?.focus()
  }, [isPlaying])

  return (
    <div>
      <div className="aspect-video overflow-hidden rounded-xl bg-black shadow-lg">
        {isPlaying ? (
          <YoutubeEmbed ref={frameRef} youtubeId={video.youtubeId} title={video.title} />
        ) : (
          <button
            type="button"
            onClick={() => setIsPlaying(true)}
            aria-label={t.play(video.title)}
            className="block size-full cursor-pointer"
          >
            <VideoThumbnail
              src={video.thumbnail}
              loading="eager"
              fetchPriority="high"
              // The page's main column: two thirds of 72rem from `lg`, the screen's width below.
              sizes="(min-width: 1024px) 720px, 100vw"
              className="size-full"
            />
          </button>
        )}
      </div>
      <p className="mt-3 text-sm text-stone-600">
        {isPlaying ? messages.player.notPlaying : t.dataNote}{' '}
        <OpenOnYoutubeLink youtubeId={video.youtubeId} className="text-brand-800" />
      </p>
    </div>
  )
}
