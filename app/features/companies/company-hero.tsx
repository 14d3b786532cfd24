import ArrowLeft from '~icons/lucide/arrow-left'
import CalendarDays from '~icons/lucide/calendar-days'
import MapPin from '~icons/lucide/map-pin'
import type { Company } from '~/content/schema'
import { companiesMessages, companyMessages } from '~/i18n/companies'
import { useCatalogue } from '~/i18n/messages'
import { CompanyCover } from './company-cover'
import { CompanyLogo } from './company-logo'
import { FULL_WIDTH_PHOTO_WIDTHS } from '~/lib/image-url'
import { Link } from '~/components/link'

type CompanyHeroData = Pick<
  Company,
  'id' | 'name' | 'tagline' | 'specialty' | 'established' | 'location' | 'logo' | 'coverImage'
>

/** The top of a profile: the cover behind the logo, name (the page's h1), tagline and key facts. */
export function CompanyHero({ company }: { company: CompanyHeroData }) {
  const t = useCatalogue(companyMessages)
  const companies = useCatalogue(companiesMessages)
  return (
    <div className="relative isolate overflow-hidden bg-stone-900">
      <div className="absolute inset-0 -z-10">
        {/* The page's largest paint: the whole width behind the name. */}
        <CompanyCover
          company={company}
          widths={FULL_WIDTH_PHOTO_WIDTHS}
          sizes="100vw"
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {/* Darkens the picture so white text stays readable on any cover. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/40 to-black/10" />
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col px-4 pt-5 pb-10 sm:min-h-[26rem] sm:px-6 sm:pb-12">
        <nav aria-label={t.breadcrumb}>
          <Link
            to="/companies"
            className="inline-flex items-center gap-1.5 rounded-full bg-black/30 px-3 py-1.5 text-sm font-semibold text-white hover:bg-black/45"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.allPartners}
          </Link>
        </nav>
        <div className="mt-auto flex flex-col gap-5 pt-10 sm:flex-row sm:items-end sm:gap-7">
          <CompanyLogo
            company={company}
            sizes="(min-width: 640px) 112px, 80px"
            className="size-20 shrink-0 sm:size-28"
          />
          <div>
            <p className="inline-block rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-stone-900">
              <span className="sr-only">{companies.specialty}: </span>
              {company.specialty}
            </p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-5xl">{company.name}</h1>
            <p className="mt-2 max-w-2xl text-lg text-white/90 sm:text-xl">{company.tagline}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-accent-400" />
                <span className="sr-only">{t.location}: </span>
                {company.location}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 text-accent-400" />
                {companies.established(company.established)}
              </li>
            </ul>
          </div>
        </div>
      </div>
    </div>
  )
}
