import { SectionHeading } from '~/components/section-heading'
import { useCatalogue } from '~/i18n/messages'
import { Link } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'

interface TopicGuideListProps {
  guides: { slug: string; title: string; description: string }[]
}

/** Every topic guide, on /articles below the articles. */
export function TopicGuideList({ guides }: TopicGuideListProps) {
  const t = useCatalogue(articlesMessages)
  return (
    <section aria-labelledby="guides-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading
          id="guides-heading"
          title={t.guidesHeading}
          lead={t.guidesLead}
          className="text-2xl font-bold text-stone-900"
          leadClassName="mt-2 text-stone-700"
        />
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.slug} className="rounded-xl border border-brand-100 bg-white p-5">
              <h3 className="text-lg font-bold">
                <Link to={`/articles/${guide.slug}`} className="text-brand-800 hover:underline">
                  {guide.title}
                </Link>
              </h3>
              <p className="mt-2 text-stone-700">{guide.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
