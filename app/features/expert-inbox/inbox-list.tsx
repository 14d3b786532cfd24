import { Link } from '~/components/link'
import { cardLink, linkCard } from '~/components/ui/card-link'
import { cn } from '~/lib/utils'
import type { ConsultationTopic } from '~/content/consultation-topics'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import { formatAge } from './waiting-time'
import { LateBadge, StatusBadge } from './status-badge'
import { consultationMessages } from '~/i18n/consultation'
import type { ConsultationChannel } from '~/lib/database/tables'

export interface InboxEntry {
  id: string
  reference: string
  name: string
  topic: ConsultationTopic
  status: ConsultationStatus
  excerpt: string
  ageMinutes: number
  isLate: boolean
  channel: ConsultationChannel
}

/** The questions of one inbox page, newest first, each a link to answer it. */
export function InboxList({ entries }: { entries: InboxEntry[] }) {
  const t = useCatalogue(expertMessages)
  const topics = useCatalogue(consultationMessages).topics
  if (entries.length === 0) return <p className="py-8 text-center text-stone-600">{t.inbox.empty}</p>
  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={cn(linkCard, 'p-4 focus-within:ring-inset hover:bg-stone-50 sm:px-5')}>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={entry.status} />
            {entry.isLate && <LateBadge />}
            <span className="text-sm text-stone-600">{topics[entry.topic]}</span>
            {entry.channel !== 'web' && (
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm font-medium text-stone-800">
                {t.inbox.channel[entry.channel]}
              </span>
            )}
          </div>
          <h3 className="mt-2 font-semibold text-stone-900">
            <Link className={cardLink} to={`/expert/requests/${entry.id}`}>
              {entry.reference} · {entry.name}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-2 text-stone-700">{entry.excerpt}</p>
          <p className="mt-1 text-sm text-stone-600">{t.inbox.asked(formatAge(entry.ageMinutes, t.age))}</p>
        </li>
      ))}
    </ul>
  )
}
