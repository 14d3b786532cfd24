import type { Route } from './+types/ask-expert'
import { PageHeader } from '~/components/page-header'
import { ChatIsland } from '~/features/chat/chat-island'
import { ConsultationIsland } from '~/features/consultation-form/consultation-island'
import { submitConsultationForm } from '~/features/consultation-form/submit-consultation-form.server'
import { FaqIsland } from '~/features/faq/faq-island'
import { listFaqItems } from '~/features/faq/queries'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { CONSULTATION_ANCHOR } from '~/lib/consultation-anchor'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { askExpertMessages } from '~/i18n/ask-expert'

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = askExpertMessages[locale]
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/ask-expert',
    siteUrl,
    hubName: provider.hubName,
  })
}

// The chat, the form and the FAQ are islands: their HTML comes with the page, their
// code when they near the screen or are used (lib/hydration/island.tsx), so none of it is in the first load.
const islands = [ChatIsland, ConsultationIsland, FaqIsland]

export async function loader({ request }: Route.LoaderArgs) {
  await Promise.all(islands.map((section) => section.preload()))
  return { faq: listFaqItems(localeOfRequest(request)) }
}

/** The consultation form, sent by its fetcher or, without script, posted to the page. */
export function action({ request, context }: Route.ActionArgs) {
  return submitConsultationForm(request, context)
}

/** A form the server could not be reached for is kept on the device and sent again. */
export { consultationClientAction as clientAction } from '~/features/consultation-form/consultation-client-action'

/** A constant, as an island's props must stay the same between renders. */
const CONSULTATION_HREF = `#${CONSULTATION_ANCHOR}`

export default function AskExpertRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(askExpertMessages)
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      {/* On a phone the columns stack with the chat first. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:gap-8 lg:py-14">
        <section aria-labelledby="chat-heading" className="min-w-0 lg:sticky lg:top-20 lg:col-span-2 lg:self-start">
          <h2 id="chat-heading" className="text-2xl font-bold text-stone-900">
            {t.chatHeading}
          </h2>
          <p className="mt-2 mb-5 text-stone-600">{t.chatLead}</p>
          <ChatIsland consultationHref={CONSULTATION_HREF} />
        </section>
        <div className="min-w-0 space-y-10">
          {/* The chat's line "ask a human expert with the consultation form" links to the card's anchor. */}
          <ConsultationIsland />
          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-xl font-bold text-stone-900">
              {t.faqHeading}
            </h2>
            <div className="mt-2">
              <FaqIsland items={loaderData.faq} />
            </div>
          </section>
        </div>
      </div>
    </>
  )
}
