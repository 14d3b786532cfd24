import { useId } from 'react'
import { useMessages } from '~/i18n/messages'
import { ConsultationForm } from './consultation-form'

/** The consultation request as a titled card: the same on /ask-expert and /contact. */
export function ConsultationCard() {
  const t = useMessages().pages.consultation
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {t.heading}
      </h2>
      <p className="mt-2 mb-5 text-stone-600">{t.lead}</p>
      <ConsultationForm />
    </section>
  )
}
