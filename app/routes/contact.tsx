import type { Route } from './+types/contact'
import { PageHeader } from '~/components/page-header'
import { ConsultationCard } from '~/features/consultation/consultation-card'
import { AskOnlinePanel } from '~/features/contact/ask-online-panel'
import { ContactDetails } from '~/features/contact/contact-details'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData, useRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.contact
  return seoMeta({ title: t.title, description: t.description, path: '/contact', siteUrl, hubName: provider.hubName })
}

export default function ContactRoute() {
  const t = useMessages().pages.contact
  const { provider } = useRootData()
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails provider={provider} />
        </div>
        {/* The same consultation form as /ask-expert (issue 7). */}
        <div className="space-y-8 lg:col-span-3">
          <ConsultationCard />
          <AskOnlinePanel />
        </div>
      </div>
    </>
  )
}
