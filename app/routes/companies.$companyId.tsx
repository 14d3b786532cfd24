import { Building2 } from 'lucide-react'
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import type { Route } from './+types/companies.$companyId'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { getCompany } from '~/features/companies/queries'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return [{ title: `${getMessages().pages.company.notFoundTitle} | ${provider.hubName}` }]
  const { company } = loaderData
  return seoMeta({
    title: company.name,
    description: company.tagline,
    path: location.pathname,
    siteUrl,
    hubName: provider.hubName,
    image: company.coverImage,
  })
}

export function loader({ params }: Route.LoaderArgs) {
  const company = getCompany(params.companyId)
  if (!company) throw data(null, { status: 404 })
  const { id, name, tagline, description, specialty, established, location, coverImage } = company
  return { company: { id, name, tagline, description, specialty, established, location, coverImage } }
}

export default function CompanyRoute({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData
  return (
    <>
      <PageHeader title={company.name} lead={company.tagline}>
        <p className="mt-4 text-sm text-brand-100">
          {company.specialty} · {company.location} · {company.established}
        </p>
      </PageHeader>
      <p className="mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed sm:px-6">{company.description}</p>
    </>
  )
}

/** An unknown company id gets the spec's own "Company Not Found" page (status 404). */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <CompanyNotFound />
  return <RouteErrorBoundary />
}

function CompanyNotFound() {
  const t = useMessages().pages.company
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <Building2 aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-600">{t.notFoundBody}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/companies">{t.backToCompanies}</Link>
      </Button>
    </section>
  )
}
