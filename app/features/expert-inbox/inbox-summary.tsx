import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import Clock from '~icons/lucide/clock'
import { formatAge } from './waiting-time'
import { LateBadge } from './status-badge'

interface InboxSummaryProps {
  unanswered: number
  /** How long the oldest unanswered question has waited; undefined when none waits. */
  oldestAgeMinutes?: number
  isOldestLate: boolean
}

/** How many questions wait, and for how long the oldest has: the inbox's first line. */
export function InboxSummary({ unanswered, oldestAgeMinutes, isOldestLate }: InboxSummaryProps) {
  const t = useCatalogue(expertMessages)
  return (
    <section aria-labelledby="inbox-summary" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="inbox-summary" className="text-xl font-bold text-stone-900">
        {unanswered > 0 ? t.inbox.waiting(unanswered) : t.inbox.noneWaiting}
      </h2>
      {oldestAgeMinutes !== undefined && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t.inbox.oldest(formatAge(oldestAgeMinutes, t.age))}
          {isOldestLate && <LateBadge />}
        </p>
      )}
      <p className="mt-2 text-sm text-stone-600">{t.inbox.promise}</p>
    </section>
  )
}
