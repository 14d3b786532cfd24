import type { Route } from './+types/ask-expert'
import { PageHeader } from '~/components/page-header'
import { ChatPanel } from '~/features/chat/chat-panel'
import { ConsultationCard } from '~/features/consultation/consultation-card'
import { postConsultationForm } from '~/features/consultation/consultation-post.server'
import { FaqAccordion } from '~/features/faq/faq-accordion'
import { listFaqItems } from '~/features/faq/queries'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useMessages } from '~/i18n/messages'
import { CONSULTATION_ANCHOR } from '~/lib/report-mistake-href'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { locale, messages } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = messages.pages.askExpert
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/ask-expert',
    siteUrl,
    hubName: provider.hubName,
  })
}

export function loader({ request }: Route.LoaderArgs) {
  return { faq: listFaqItems(localeOfRequest(request)) }
}

/** The consultation form posted without script (with script it calls /api/consultations). */
export function action({ request, context }: Route.ActionArgs) {
  return postConsultationForm(request, context, localeOfRequest(request))
}

export default function AskExpertRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().pages.askExpert
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      {/* On a phone the columns stack with the chat first (spec §2). */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:gap-8 lg:py-14">
        <section aria-labelledby="chat-heading" className="min-w-0 lg:sticky lg:top-20 lg:col-span-2 lg:self-start">
          <h2 id="chat-heading" className="text-2xl font-bold text-stone-900">
            {t.chatHeading}
          </h2>
          <p className="mt-2 mb-5 text-stone-600">{t.chatLead}</p>
          <ChatPanel consultationHref={`#${CONSULTATION_ANCHOR}`} />
        </section>
        <div className="min-w-0 space-y-10">
          {/* The chat's line "ask a human expert with the consultation form" links to the card's anchor. */}
          <ConsultationCard />
          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-xl font-bold text-stone-900">
              {t.faqHeading}
            </h2>
            <div className="mt-2">
              <FaqAccordion items={loaderData.faq} />
            </div>
          </section>
        </div>
      </div>
    </>
  )
}
