import { useCatalogue } from '~/i18n/messages'
import ExternalLink from '~icons/lucide/external-link'
import { youtubeThumbnailUrl } from '~/content/youtube-thumbnail'
import { preloadVideoPlayer } from './lazy-video-player-dialog'
import type { PlayableVideo } from './video-player-dialog'
import { VideoThumbnail } from '~/components/video-thumbnail'
import { guideMessages } from '~/i18n/guide'

interface TopicVideosProps {
  videos: PlayableVideo[]
  /** Where to find more on the video site, if anywhere. */
  moreUrl: string | null
  onPlay: (video: PlayableVideo) => void
}

/** A topic's videos as a grid of thumbnails; pressing one plays it in the modal player. */
export function TopicVideos({ videos, moreUrl, onPlay }: TopicVideosProps) {
  const t = useCatalogue(guideMessages)
  return (
    <>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {videos.map((video) => (
          <li key={video.youtubeId}>
            <button
              type="button"
              onClick={() => onPlay(video)}
              onPointerEnter={preloadVideoPlayer}
              onFocus={preloadVideoPlayer}
              aria-label={t.play(video.title)}
              className="group block w-full cursor-pointer text-left"
            >
              <VideoThumbnail
                src={youtubeThumbnailUrl(video.youtubeId)}
                // Two a row on a phone, three from `sm`, in a column at most 768 pixels wide.
                sizes="(min-width: 768px) 240px, (min-width: 640px) 33vw, 50vw"
                className="rounded-lg"
              />
              <span className="mt-2 block text-sm font-semibold text-stone-900 group-hover:text-brand-800 group-hover:underline">
                {video.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {moreUrl && (
        <p className="mt-4">
          <a
            href={moreUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
          >
            {t.moreVideos}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </p>
      )}
    </>
  )
}
