import Mail from '~icons/lucide/mail'
import MapPin from '~icons/lucide/map-pin'
import Phone from '~icons/lucide/phone'
import Send from '~icons/lucide/send'
import type { ReactNode } from 'react'
import type { IconComponent } from '~/components/ui/icon'
import { IconBadge } from '~/components/ui/icon-badge'
import type { Company } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { telHref } from '~/lib/tel-href'
import { companyMessages } from '~/i18n/companies'

interface CompanyContactInfoProps {
  company: Pick<Company, 'location' | 'contact'>
  /** The id of the message form further down the page (its heading is `{formId}-title`). */
  formId: string
}

/** Phone and email as tap-to-call and mail links, the location, and a shortcut to the message form. */
export function CompanyContactInfo({ company, formId }: CompanyContactInfoProps) {
  const t = useCatalogue(companyMessages)
  return (
    <section aria-labelledby="contact-info" className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
      <h2 id="contact-info" className="text-xl font-bold text-stone-900">
        {t.contactTitle}
      </h2>
      <ul className="mt-4 space-y-4">
        <ContactLine icon={Phone} label={t.phone}>
          <a
            href={telHref(company.contact.phone)}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {company.contact.phone}
          </a>
        </ContactLine>
        <ContactLine icon={Mail} label={t.email}>
          <a
            href={`mailto:${company.contact.email}`}
            className="font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
          >
            {company.contact.email}
          </a>
        </ContactLine>
        <ContactLine icon={MapPin} label={t.location}>
          {company.location}
        </ContactLine>
      </ul>
      <a
        href={`#${formId}-title`}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        <Send aria-hidden="true" className="size-4" />
        {t.toMessageForm}
      </a>
    </section>
  )
}

function ContactLine({ icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <IconBadge icon={icon} size="sm" />
      <div>
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-stone-900">{children}</p>
      </div>
    </li>
  )
}
