import { Image } from '~/components/ui/image'
import { useCatalogue } from '~/i18n/messages'
import { photoUrl, responsiveImage } from '~/lib/image-url'
import { nameInitials } from '~/lib/name-initials'
import { cn } from '~/lib/utils'
import { companyTone } from './company-tone'
import { companiesMessages } from '~/i18n/companies'

interface CompanyLogoProps {
  company: { id: string; name: string; logo: string }
  /** How wide the tile is drawn (80 to 112 CSS pixels). */
  sizes: string
  className?: string
}

/** A company's logo on a white tile; its initials in its colours when the logo cannot load. */
export function CompanyLogo({ company, sizes, className }: CompanyLogoProps) {
  const t = useCatalogue(companiesMessages)
  return (
    <div className={cn('overflow-hidden rounded-2xl bg-white shadow-md ring-4 ring-white', className)}>
      <Image
        // Drawn 80 to 112 px wide: 1× and 2× copies of the widest, and 3× of a phone's tile.
        {...responsiveImage(company.logo, [112, 224, 336], sizes)}
        fallbackSrc={photoUrl(company.logo)}
        alt={t.logoAlt(company.name)}
        width={96}
        height={96}
        className="size-full object-contain"
        fallback={
          <span
            role="img"
            aria-label={t.logoAlt(company.name)}
            className={cn(
              'flex size-full items-center justify-center text-2xl font-extrabold tracking-wide',
              companyTone(company.id).logo,
            )}
          >
            {nameInitials(company.name)}
          </span>
        }
      />
    </div>
  )
}
