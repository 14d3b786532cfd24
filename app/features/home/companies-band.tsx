import ArrowRight from '~icons/lucide/arrow-right'
import { ButtonLink } from '~/components/ui/button'
import { useCatalogue } from '~/i18n/messages'
import { BackgroundVideo } from './background-video'
import { Link } from '~/components/link'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** Home section 5: a video band leading to the partner companies. */
export function CompaniesBand({ video }: { video: { src: string; poster: string } }) {
  const t = useCatalogue(homeSectionsMessages).companies
  return (
    <section aria-labelledby="companies-heading">
      <BackgroundVideo src={video.src} poster={video.poster} label={t.videoLabel} className="min-h-[26rem] w-full">
        <div aria-hidden="true" className="absolute inset-0 bg-black/60" />
        <div className="relative mx-auto flex min-h-[26rem] max-w-7xl flex-col items-start justify-center px-4 py-16 text-white sm:px-6">
          <h2 id="companies-heading" className="max-w-2xl text-3xl font-bold sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{t.body}</p>
          <ButtonLink size="lg" variant="accent" className="mt-8" trailingIcon={ArrowRight}>
            <Link to="/companies">{t.browse}</Link>
          </ButtonLink>
        </div>
      </BackgroundVideo>
    </section>
  )
}
