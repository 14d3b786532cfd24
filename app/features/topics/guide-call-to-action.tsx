import BookOpen from '~icons/lucide/book-open'
import CirclePlay from '~icons/lucide/circle-play'
import { SectionHeading } from '~/components/section-heading'
import { ButtonLink } from '~/components/ui/button'
import { useCatalogue } from '~/i18n/messages'
import { Link } from '~/components/link'
import { guideCallToActionMessages } from '~/i18n/guide'

/**
 * The block that closes every topic guide, in the article reader and on the guide page:
 * Explore More Articles and Watch Related Videos.
 */
export function GuideCallToAction({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useCatalogue(guideCallToActionMessages)
  return (
    <section className="rounded-xl bg-brand-900 p-6 text-white sm:p-8">
      <SectionHeading
        level={headingLevel}
        title={t.heading}
        lead={t.body}
        className="text-2xl font-bold"
        leadClassName="mt-2 text-brand-100"
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink variant="accent" icon={BookOpen}>
          <Link to="/articles">{t.exploreArticles}</Link>
        </ButtonLink>
        <ButtonLink variant="inverse" icon={CirclePlay}>
          <Link to="/videos">{t.watchVideos}</Link>
        </ButtonLink>
      </div>
    </section>
  )
}
