import ArrowRight from '~icons/lucide/arrow-right'
import CalendarDays from '~icons/lucide/calendar-days'
import { ButtonLink } from '~/components/ui/button'
import type { Company } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { CompanyCover } from './company-cover'
import { CompanyLogo } from './company-logo'
import { Link } from '~/components/link'
import { companiesMessages } from '~/i18n/companies'

export type CompanyCardData = Pick<
  Company,
  'id' | 'name' | 'tagline' | 'specialty' | 'established' | 'logo' | 'coverImage'
>

interface CompanyCardProps {
  company: CompanyCardData
  /** The first card is in view at once on any screen, so its cover should not wait. */
  isAboveFold?: boolean
}

/** A partner on the /companies grid: cover, logo, specialty, year founded and a link to its profile. */
export function CompanyCard({ company, isAboveFold = false }: CompanyCardProps) {
  const t = useCatalogue(companiesMessages)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {/* The cover fills a box of its own size, so the card never moves when a lazy cover arrives. */}
      <div className="relative aspect-video bg-stone-100">
        <CompanyCover
          company={company}
          className="absolute inset-0"
          widths={[400, 800]}
          // One column on a phone, two from `sm`, three from `lg` (at most about 400 pixels).
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          loading={isAboveFold ? 'eager' : 'lazy'}
          // The first card's cover is the page's largest paint on a phone: ahead of the logos.
          fetchPriority={isAboveFold ? 'high' : undefined}
        />
      </div>
      <div className="flex flex-1 flex-col px-6 pb-6">
        <CompanyLogo company={company} sizes="80px" className="relative -mt-10 size-20" />
        <h2 className="mt-4 text-xl font-bold text-stone-900">{company.name}</h2>
        <p className="mt-1 text-stone-600">{company.tagline}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <p className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900">
            <span className="sr-only">{t.specialty}: </span>
            {company.specialty}
          </p>
          <p className="inline-flex items-center gap-1.5 text-stone-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t.established(company.established)}
          </p>
        </div>
        <div className="mt-auto pt-6">
          <ButtonLink variant="outline" trailingIcon={ArrowRight}>
            <Link to={`/companies/${company.id}`}>
              {t.learnMore}
              <span className="sr-only"> {t.learnMoreAbout(company.name)}</span>
            </Link>
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
