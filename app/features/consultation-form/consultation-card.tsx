import { useId } from 'react'
import { useCatalogue } from '~/i18n/messages'
import { CONSULTATION_ANCHOR } from '~/lib/consultation-anchor'
import { ConsultationForm } from './consultation-form'
import { consultationMessages } from '~/i18n/consultation'

/**
 * The consultation request as a titled card: the same on /ask-expert and /contact.
 * `defaultMessage` starts the message, e.g. naming the guide a farmer reports a mistake in.
 */
export function ConsultationCard({ defaultMessage }: { defaultMessage?: string }) {
  const t = useCatalogue(consultationMessages)
  const headingId = useId()
  return (
    <section
      id={CONSULTATION_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t.heading}
      </h2>
      <p className="mt-2 mb-5 text-stone-600">{t.lead}</p>
      <ConsultationForm defaultMessage={defaultMessage} />
    </section>
  )
}
