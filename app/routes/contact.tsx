import type { Route } from './+types/contact'
import { PageHeader } from '~/components/page-header'
import { ConsultationIsland } from '~/features/consultation-form/consultation-island'
import { submitConsultationForm } from '~/features/consultation-form/submit-consultation-form.server'
import { AskOnlinePanel } from '~/features/contact/ask-online-panel'
import { ContactDetails } from '~/features/contact/contact-details'
import { getTopicGuide } from '~/features/topics/queries'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { getRootData, useRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { contactMessages } from '~/i18n/contact'
import type { RenderHandle } from '~/lib/page-rendering'

// `?guide={slug}` (a guide's "Report a mistake"); the page cache keeps one page per guide (lib/page-rendering.ts).
export const handle = { query: ['guide'] } satisfies RenderHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = contactMessages[locale]
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/contact',
    siteUrl,
    hubName: provider.hubName,
  })
}

/**
 * `?guide={slug}` (a guide's "Report a mistake") starts the message with the guide's
 * name. Read on the server, so it works without script; an unknown guide is ignored.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The form is an island: its code loads when it nears the screen or is used.
  await ConsultationIsland.preload()
  const locale = localeOfRequest(request)
  const guide = getTopicGuide(new URL(request.url).searchParams.get('guide') ?? undefined, locale)
  return {
    defaultMessage: guide ? contactMessages[locale].reportMistakeMessage(guide.title) : undefined,
  }
}

/** The consultation form, sent by its fetcher or, without script, posted to the page. */
export function action({ request, context }: Route.ActionArgs) {
  return submitConsultationForm(request, context)
}

/** A form the server could not be reached for is kept on the device and sent again. */
export { consultationClientAction as clientAction } from '~/features/consultation-form/consultation-client-action'

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(contactMessages)
  const { provider } = useRootData()
  return (
    <>
      <PageHeader title={t.title} lead={t.lead} />
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails provider={provider} />
        </div>
        {/* The same consultation form as /ask-expert. */}
        <div className="space-y-8 lg:col-span-3">
          <ConsultationIsland defaultMessage={loaderData.defaultMessage} />
          <AskOnlinePanel />
        </div>
      </div>
    </>
  )
}
