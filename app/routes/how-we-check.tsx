import BookOpen from '~icons/lucide/book-open'
import Mail from '~icons/lucide/mail'
import type { Route } from './+types/how-we-check'
import { PageHeader } from '~/components/page-header'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { SectionHeading } from '~/components/section-heading'
import { ButtonLink } from '~/components/ui/button'
import { CONSULTATION_ANCHOR } from '~/lib/consultation-anchor'
import { getRootData, useRootData } from '~/lib/root-data'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { seoMeta } from '~/lib/seo'
import { Link } from '~/components/link'
import { howWeCheckMessages } from '~/i18n/how-we-check'

// A reading page like a guide: text and links, so it is served without its application
// script until a press needs it (decision 2).
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = howWeCheckMessages[locale]
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/how-we-check',
    siteUrl,
    hubName: provider.hubName,
  })
}

/** The hub's editorial policy, linked from every guide and the footer. */
export default function HowWeCheckRoute() {
  const t = useCatalogue(howWeCheckMessages)
  const { provider } = useRootData()
  const sections = [...t.sections, { heading: t.whoWritesHeading, paragraphs: [t.whoWrites(provider.providerName)] }]
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-[1.0625rem] leading-relaxed text-stone-800 sm:px-6">
        {sections.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-2xl font-bold text-stone-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section className="rounded-xl bg-brand-50 p-6">
          <SectionHeading
            title={t.reportHeading}
            lead={t.reportBody}
            className="text-2xl font-bold text-stone-900"
            leadClassName="mt-2"
          />
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink icon={Mail}>
              <Link to={`/contact#${CONSULTATION_ANCHOR}`}>{t.reportLink}</Link>
            </ButtonLink>
            <ButtonLink variant="outline" icon={BookOpen}>
              <Link to="/articles">{t.guidesLink}</Link>
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  )
}
