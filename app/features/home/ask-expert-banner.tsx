import MessageCircleQuestionMark from '~icons/lucide/message-circle-question-mark'
import { SectionHeading } from '~/components/section-heading'
import { ButtonLink } from '~/components/ui/button'
import { Image } from '~/components/ui/image'
import { useCatalogue } from '~/i18n/messages'
import { FULL_WIDTH_PHOTO_WIDTHS, responsiveImage } from '~/lib/image-url'
import { Link } from '~/components/link'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** Home section 10: Ask an Expert Now and Browse FAQs. */
export function AskExpertBanner({ background }: { background: string }) {
  const t = useCatalogue(homeSectionsMessages).askExpertBanner
  return (
    <section aria-labelledby="ask-expert-heading" className="relative overflow-hidden bg-brand-950 text-white">
      <Image
        // The band's whole width, at the foot of the page: lazy, and the copy that fits the screen.
        {...responsiveImage(background, FULL_WIDTH_PHOTO_WIDTHS, '100vw')}
        alt=""
        width={1600}
        height={900}
        className="absolute inset-0 size-full object-cover"
        fallback={<div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-900 to-brand-950" />}
      />
      <div aria-hidden="true" className="absolute inset-0 bg-brand-950/75" />
      <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24">
        <MessageCircleQuestionMark aria-hidden="true" className="mx-auto size-12 text-accent-400" />
        <SectionHeading
          id="ask-expert-heading"
          title={t.heading}
          lead={t.body}
          className="mt-4 text-3xl font-bold sm:text-4xl"
          leadClassName="mx-auto mt-4 max-w-2xl text-lg text-white/90"
        />
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink size="lg" variant="accent">
            <Link to="/ask-expert">{t.askNow}</Link>
          </ButtonLink>
          <ButtonLink size="lg" variant="inverse">
            <Link to="/articles">{t.browseFaqs}</Link>
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
