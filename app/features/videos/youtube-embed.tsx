import ExternalLink from '~icons/lucide/external-link'
import type { Ref } from 'react'
import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { youtubeEmbedUrl, youtubeWatchUrl } from '~/lib/youtube'

interface YoutubeEmbedProps {
  youtubeId: string
  title: string
  ref?: Ref<HTMLIFrameElement>
}

/** The YouTube player at /embed/{id}, started at once: rendered only after the reader presses play. */
export function YoutubeEmbed({ youtubeId, title, ref }: YoutubeEmbedProps) {
  return (
    <iframe
      ref={ref}
      src={youtubeEmbedUrl(youtubeId)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full"
    />
  )
}

/** The way out when the player cannot load on the reader's connection: the video on YouTube. */
export function OpenOnYoutubeLink({ youtubeId, className }: { youtubeId: string; className?: string }) {
  const t = useMessages().player
  return (
    <a
      href={youtubeWatchUrl(youtubeId)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 font-semibold underline', className)}
    >
      {t.openOnYoutube}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  )
}
