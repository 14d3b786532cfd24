import Mail from '~icons/lucide/mail'
import MapPin from '~icons/lucide/map-pin'
import Phone from '~icons/lucide/phone'
import type { ReactNode } from 'react'
import { cardLink, linkCard } from '~/components/ui/card-link'
import { cn } from '~/lib/utils'
import type { IconComponent } from '~/components/ui/icon'
import { IconBadge } from '~/components/ui/icon-badge'
import { listSocialLinks } from '~/components/layout/social-icons'
import type { Provider } from '~/content/schema'
import { contactMessages } from '~/i18n/contact'
import { footerMessages } from '~/i18n/footer'
import { useCatalogue } from '~/i18n/messages'
import { telHref } from '~/lib/tel-href'

/** The provider's office, phone and email (tap to call or write) and its social pages. */
export function ContactDetails({ provider }: { provider: Provider }) {
  const contact = useCatalogue(contactMessages)
  const socialLinks = listSocialLinks(provider.social, useCatalogue(footerMessages))
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="contact-details" className="text-xl font-bold text-stone-900">
        {contact.detailsTitle}
      </h2>
      <ul className="-mx-3 mt-4 space-y-2">
        <DetailItem icon={MapPin} label={contact.address}>
          <span className="font-semibold text-stone-900">{provider.streetAddress}</span>
        </DetailItem>
        <DetailItem icon={Phone} label={contact.phone}>
          <a
            href={telHref(provider.phone)}
            className={cn('font-semibold text-brand-800 underline-offset-2 hover:underline', cardLink)}
          >
            {provider.phone}
          </a>
          <span className="block text-sm text-stone-600">{contact.phoneHint}</span>
        </DetailItem>
        <DetailItem icon={Mail} label={contact.email}>
          <a
            href={`mailto:${provider.email}`}
            className={cn('font-semibold break-all text-brand-800 underline-offset-2 hover:underline', cardLink)}
          >
            {provider.email}
          </a>
          <span className="block text-sm text-stone-600">{contact.emailHint}</span>
        </DetailItem>
      </ul>
      <h3 className="mt-8 font-bold text-stone-900">{contact.social}</h3>
      <p className="mt-1 text-sm text-stone-600">{contact.socialLead}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {socialLinks.map(({ href, label, Icon }) => (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800"
            >
              <Icon className="size-5" />
              {label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function DetailItem({ icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    // A line with a link is wholly that link: a big tap target on a phone.
    <li className={cn(linkCard, 'flex gap-4 rounded-xl p-3 has-[a]:hover:bg-brand-50')}>
      <IconBadge icon={icon} size="md" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        {children}
      </div>
    </li>
  )
}
