import type { Route } from './+types/contact'
import { PageHeader } from '~/components/page-header'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData, useRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.contact
  return seoMeta({ title: t.title, description: t.description, path: '/contact', siteUrl, hubName: provider.hubName })
}

export default function ContactRoute() {
  const t = useMessages()
  const { provider } = useRootData()
  return (
    <>
      <PageHeader title={t.pages.contact.title} lead={t.pages.contact.lead} />
      <dl className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <dt className="font-semibold">{t.footer.address}</dt>
          <dd className="mt-1 text-stone-700">{provider.streetAddress}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t.footer.phone}</dt>
          <dd className="mt-1">
            <a className="text-brand-800 underline" href={`tel:${provider.phone.replace(/\s+/g, '')}`}>
              {provider.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t.footer.email}</dt>
          <dd className="mt-1 break-all">
            <a className="text-brand-800 underline" href={`mailto:${provider.email}`}>
              {provider.email}
            </a>
          </dd>
        </div>
      </dl>
    </>
  )
}
