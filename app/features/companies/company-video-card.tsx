import { Play } from 'lucide-react'
import { Image } from '~/components/ui/image'
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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
      <div className="relative aspect-video overflow-hidden bg-brand-900">
        <Image
          src={video.thumbnail}
          alt=""
          width={480}
          height={360}
          className="size-full object-cover"
          fallback={<div aria-hidden="true" className="size-full bg-gradient-to-br from-brand-800 to-brand-950" />}
        />
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 inline-flex size-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white transition-colors group-hover:bg-red-600"
        >
          <Play className="ml-0.5 size-6 fill-current" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 className="leading-snug font-bold text-stone-900">
          <button
            type="button"
            onClick={() => onWatch(video)}
            // The button's ::after covers the card, so the still is a target too.
            className="text-left group-hover:text-brand-800 after:absolute after:inset-0 focus-visible:outline-none"
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
