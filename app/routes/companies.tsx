import { Link } from 'react-router'
import type { Route } from './+types/companies'
import { PageHeader } from '~/components/page-header'
import { listCompanies } from '~/features/companies/queries'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.companies
  return seoMeta({ title: t.title, description: t.description, path: '/companies', siteUrl, hubName: provider.hubName })
}

export function loader() {
  return {
    companies: listCompanies().map(({ id, name, specialty, established }) => ({ id, name, specialty, established })),
  }
}

export default function CompaniesRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().pages.companies
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3">
        {loaderData.companies.map((company) => (
          <li key={company.id} className="rounded-xl border border-stone-200 p-6">
            <h2 className="text-xl font-bold">{company.name}</h2>
            <p className="mt-1 text-stone-600">
              {company.specialty} · {company.established}
            </p>
            <Link
              to={`/companies/${company.id}`}
              aria-label={`${t.learnMore}: ${company.name}`}
              className="mt-4 inline-block font-semibold text-brand-800 underline"
            >
              {t.learnMore}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
