import { ExternalLink } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useMessages } from '~/i18n/messages'
import { youtubeEmbedUrl, youtubeWatchUrl } from '~/lib/youtube'
import { VideoThumbnail } from './video-thumbnail'

interface InlineVideoPlayerProps {
  video: { title: string; youtubeId: string; thumbnail: string }
}

/**
 * A video page's player: the thumbnail is a play button, and only pressing it loads the
 * YouTube player in its place (nothing from YouTube costs data before that).
 */
export function InlineVideoPlayer({ video }: InlineVideoPlayerProps) {
  const t = useMessages().pages.video
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
          <iframe
            ref={frameRef}
            src={youtubeEmbedUrl(video.youtubeId)}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsPlaying(true)}
            aria-label={t.play(video.title)}
            className="block size-full cursor-pointer"
          >
            <VideoThumbnail src={video.thumbnail} loading="eager" className="size-full" />
          </button>
        )}
      </div>
      <p className="mt-3 text-sm text-stone-600">
        {isPlaying ? t.notPlaying : t.dataNote}{' '}
        <a
          href={youtubeWatchUrl(video.youtubeId)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
        >
          {t.openOnYoutube}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </p>
    </div>
  )
}
