import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import { cn } from '~/lib/utils'

const tone: Record<ConsultationStatus, string> = {
  received: 'bg-amber-100 text-amber-900',
  answering: 'bg-sky-100 text-sky-900',
  answered: 'bg-brand-100 text-brand-900',
}

/** A request's status in words, tinted so a list reads at a glance (the words carry the meaning). */
export function StatusBadge({ status }: { status: ConsultationStatus }) {
  const t = useCatalogue(expertMessages).statuses
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold', tone[status])}>
      {t[status]}
    </span>
  )
}

/** Marks a question that has waited past the promised 48 hours. */
export function LateBadge() {
  const t = useCatalogue(expertMessages).inbox
  return (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">
      {t.late}
    </span>
  )
}
