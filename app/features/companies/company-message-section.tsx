import Mail from '~icons/lucide/mail'
import { IconBadge } from '~/components/ui/icon-badge'
import type { Company } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { CompanyContactForm } from './company-contact-form'
import { companySectionsMessages } from '~/i18n/company-sections'

interface CompanyMessageSectionProps {
  company: Pick<Company, 'name' | 'contact'>
  /** The form's id (links elsewhere on the page jump to it). */
  formId: string
}

/** "Send a Message": the contact form and a plain word on where the message goes. */
export function CompanyMessageSection({ company, formId }: CompanyMessageSectionProps) {
  const t = useCatalogue(companySectionsMessages).form
  const email = company.contact.email
  return (
    <section aria-labelledby={`${formId}-title`} className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-start gap-4">
            <IconBadge icon={Mail} tone="solid" shape="tile" className="max-sm:hidden" />
            <div>
              <h2 id={`${formId}-title`} className="text-2xl font-bold text-stone-900">
                {t.title}
              </h2>
              <p className="mt-1 text-stone-600">{t.lead(email)}</p>
            </div>
          </div>
          <div className="mt-6">
            <CompanyContactForm company={{ name: company.name, email }} id={formId} />
          </div>
        </div>
      </div>
    </section>
  )
}
