import type { BlogTeaser } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { BlogTeaserCard } from './blog-teaser-card'
import { companySectionsMessages } from '~/i18n/company-sections'

/** The "Latest Insights & Articles" list of a profile. */
export function CompanyInsights({ blogs }: { blogs: BlogTeaser[] }) {
  const t = useCatalogue(companySectionsMessages)
  if (blogs.length === 0) return null
  return (
    <section aria-labelledby="insights" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="insights" className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {t.articlesTitle}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <BlogTeaserCard blog={blog} />
          </li>
        ))}
      </ul>
    </section>
  )
}
