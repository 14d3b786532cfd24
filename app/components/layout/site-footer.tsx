import Mail from '~icons/lucide/mail'
import MapPin from '~icons/lucide/map-pin'
import Phone from '~icons/lucide/phone'
import type { ReactNode } from 'react'
import type { Provider } from '~/content/schema'
import { footerMessages } from '~/i18n/footer'
import { useCatalogue } from '~/i18n/messages'
import { topicNamesMessages } from '~/i18n/topic-names'
import { useRootData } from '~/lib/root-data'
import { DataSaverSwitch } from './data-saver-switch'
import { Logo } from './logo'
import { footerTopicSlugs } from './nav-links'
import { Link } from '~/components/link'
import { listSocialLinks } from './social-icons'

const quickLinks = [
  { to: '/', label: 'home' },
  { to: '/articles', label: 'articles' },
  { to: '/videos', label: 'videoTutorials' },
  { to: '/ask-expert', label: 'askExpert' },
  { to: '/marketplace', label: 'marketplace' },
  { to: '/drone-services', label: 'droneServices' },
] as const

interface SiteFooterProps {
  provider: Provider
  year: number
}

/** The footer as every page's frame draws it: the provider and the year from the root loader. */
export function PageFooter() {
  const { provider, year } = useRootData()
  return <SiteFooter provider={provider} year={year} />
}

export function SiteFooter({ provider, year }: SiteFooterProps) {
  const topics = useCatalogue(topicNamesMessages)
  const t = useCatalogue(footerMessages)
  const socialLinks = listSocialLinks(provider.social, t)
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo inverse />
          <p className="text-sm leading-relaxed">{t.blurb}</p>
          <ul className="flex gap-3" aria-label={t.social}>
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t.quickLinks}>
          {quickLinks.map((link) => (
            <li key={link.to}>
              <FooterLink to={link.to}>{t[link.label]}</FooterLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t.topics}>
          {footerTopicSlugs.map((slug) => (
            <li key={slug}>
              <FooterLink to={`/articles/${slug}`}>{topics[slug]}</FooterLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t.contactUs} className="col-span-2 lg:col-span-1">
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">{t.address}: </span>
              {provider.streetAddress}
            </span>
          </li>
          <li className="flex gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={`tel:${provider.phone.replace(/\s+/g, '')}`} className="hover:text-white hover:underline">
              <span className="sr-only">{t.phone}: </span>
              {provider.phone}
            </a>
          </li>
          <li className="flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={`mailto:${provider.email}`} className="break-all hover:text-white hover:underline">
              <span className="sr-only">{t.email}: </span>
              {provider.email}
            </a>
          </li>
        </FooterColumn>
      </div>
      <DataSaverSwitch />
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-x-6 gap-y-2 px-4 py-5 text-sm sm:flex-row sm:justify-center sm:px-6">
          <p>{t.copyright(year, provider.hubName)}</p>
          {/* The editorial policy: outside the spec's Quick Links, which stay as listed. */}
          <FooterLink to="/how-we-check">{t.howWeCheck}</FooterLink>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <h2 className="mb-4 text-base font-bold text-white">{title}</h2>
      <ul className="space-y-2.5 text-sm">{children}</ul>
    </div>
  )
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-block py-0.5 hover:text-white hover:underline">
      {children}
    </Link>
  )
}
