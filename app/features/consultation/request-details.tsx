import type { ReactNode } from 'react'
import type { ConsultationTopic } from '~/content/consultation-topics'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue, useMessages } from '~/i18n/messages'
import type { Locale } from '~/i18n/locale'
import type { RequestStatus } from '~/content/consultation-statuses'
import { formatAge } from './request-age'
import { LateBadge, StatusBadge } from './status-badge'
import { consultationMessages } from '~/i18n/consultation'

export interface RequestDetailsView {
  name: string
  email: string
  phone: string | null
  topic: ConsultationTopic
  locale: Locale
  status: RequestStatus
  message: string
  createdAt: string
  ageMinutes: number
  isLate: boolean
}

/** Everything the farmer sent, and how long they have waited. */
export function RequestDetails({ request }: { request: RequestDetailsView }) {
  const t = useCatalogue(expertMessages)
  const messages = useMessages()
  const rows: [string, ReactNode][] = [
    [t.request.status, <StatusBadge key="status" status={request.status} />],
    [t.request.name, request.name],
    [
      t.request.email,
      <a key="email" href={`mailto:${request.email}`} className="text-brand-800 underline underline-offset-4">
        {request.email}
      </a>,
    ],
    [
      t.request.phone,
      request.phone ? (
        <a key="phone" href={`tel:${request.phone}`} className="text-brand-800 underline underline-offset-4">
          {request.phone}
        </a>
      ) : (
        t.request.noPhone
      ),
    ],
    [t.request.topic, consultationMessages[request.locale].topics[request.topic]],
    [t.request.language, messages.language[request.locale]],
    [
      t.request.asked,
      <span key="asked" className="inline-flex flex-wrap items-center gap-2">
        <time dateTime={request.createdAt}>{t.request.waited(formatAge(request.ageMinutes, t.age))}</time>
        {request.isLate && <LateBadge />}
      </span>,
    ],
  ]
  return (
    <section aria-labelledby="request-details" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="request-details" className="text-lg font-bold text-stone-900">
        {t.request.details}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="min-w-0 break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-bold text-stone-900">{t.request.question}</h3>
      <p lang={request.locale} className="mt-2 whitespace-pre-wrap text-stone-900">
        {request.message}
      </p>
    </section>
  )
}
