import type { ReactNode } from 'react'
import type { ConsultationTopic } from '~/content/consultation-topics'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue, useMessages } from '~/i18n/messages'
import type { Locale } from '~/i18n/locale'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import { formatAge } from './waiting-time'
import { LateBadge, StatusBadge } from './status-badge'
import { consultationMessages } from '~/i18n/consultation'
import type { ConsultationChannel } from '~/lib/database/tables'

export interface ConsultationRequestDetailsView {
  name: string
  email: string | null
  channel: ConsultationChannel
  phone: string | null
  topic: ConsultationTopic
  locale: Locale
  status: ConsultationStatus
  message: string
  createdAt: string
  ageMinutes: number
  isLate: boolean
}

/** Everything the farmer sent, and how long they have waited. */
export function ConsultationRequestDetails({
  consultationRequest,
}: {
  consultationRequest: ConsultationRequestDetailsView
}) {
  const t = useCatalogue(expertMessages)
  const messages = useMessages()
  const rows: [string, ReactNode][] = [
    [t.consultationRequest.status, <StatusBadge key="status" status={consultationRequest.status} />],
    [t.consultationRequest.name, consultationRequest.name],
    [t.consultationRequest.channel, t.inbox.channel[consultationRequest.channel]],
    [
      t.consultationRequest.email,
      consultationRequest.email ? (
        <a
          key="email"
          href={`mailto:${consultationRequest.email}`}
          className="text-brand-800 underline underline-offset-4"
        >
          {consultationRequest.email}
        </a>
      ) : (
        t.consultationRequest.noEmail
      ),
    ],
    [
      t.consultationRequest.phone,
      consultationRequest.phone ? (
        <a
          key="phone"
          href={`tel:${consultationRequest.phone}`}
          className="text-brand-800 underline underline-offset-4"
        >
          {consultationRequest.phone}
        </a>
      ) : (
        t.consultationRequest.noPhone
      ),
    ],
    [t.consultationRequest.topic, consultationMessages[consultationRequest.locale].topics[consultationRequest.topic]],
    [t.consultationRequest.language, messages.language[consultationRequest.locale]],
    [
      t.consultationRequest.asked,
      <span key="asked" className="inline-flex flex-wrap items-center gap-2">
        <time dateTime={consultationRequest.createdAt}>
          {t.consultationRequest.waited(formatAge(consultationRequest.ageMinutes, t.age))}
        </time>
        {consultationRequest.isLate && <LateBadge />}
      </span>,
    ],
  ]
  return (
    <section aria-labelledby="request-details" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="request-details" className="text-lg font-bold text-stone-900">
        {t.consultationRequest.details}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="min-w-0 break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-bold text-stone-900">{t.consultationRequest.question}</h3>
      <p lang={consultationRequest.locale} className="mt-2 whitespace-pre-wrap text-stone-900">
        {consultationRequest.message}
      </p>
    </section>
  )
}
