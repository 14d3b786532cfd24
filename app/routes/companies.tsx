import type { Route } from './+types/companies'
import { PageHeader } from '~/components/page-header'
import { CompanyCard } from '~/features/companies/company-card'
import { listCompanies } from '~/features/companies/queries'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { companiesMessages } from '~/i18n/companies'

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = companiesMessages[locale]
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/companies',
    siteUrl,
    hubName: provider.hubName,
  })
}

export function loader({ request }: Route.LoaderArgs) {
  return {
    companies: listCompanies(localeOfRequest(request)).map(
      ({ id, name, tagline, specialty, established, logo, coverImage }) => ({
        id,
        name,
        tagline,
        specialty,
        established,
        logo,
        coverImage,
      }),
    ),
  }
}

export default function CompaniesRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(companiesMessages)
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 sm:py-16 lg:grid-cols-3">
        {loaderData.companies.map((company, index) => (
          <li key={company.id}>
            <CompanyCard company={company} isAboveFold={index === 0} />
          </li>
        ))}
      </ul>
    </>
  )
}
