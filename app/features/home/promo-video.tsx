import { useCatalogue } from '~/i18n/messages'
import { BackgroundVideo } from './background-video'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** Home section 3: the full-width promotional video. */
export function PromoVideo({ video }: { video: { src: string; poster: string } }) {
  const t = useCatalogue(homeSectionsMessages).promoVideo
  return (
    <section aria-label={t.label}>
      <BackgroundVideo
        src={video.src}
        poster={video.poster}
        label={t.label}
        className="aspect-video max-h-[80vh] w-full"
      />
    </section>
  )
}
