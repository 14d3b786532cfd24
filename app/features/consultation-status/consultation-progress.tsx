import Check from '~icons/lucide/check'
import { CONSULTATION_STATUSES, type ConsultationStatus } from '~/content/consultation-statuses'
import { useCatalogue } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { consultationStatusMessages } from '~/i18n/consultation-status'

/** Received → Being answered → Answered, with the consultation request's step marked as the current one. */
export function ConsultationProgress({ status }: { status: ConsultationStatus }) {
  const t = useCatalogue(consultationStatusMessages)
  const current = CONSULTATION_STATUSES.indexOf(status)
  return (
    <div>
      <ol aria-label={t.progress} className="grid grid-cols-3 gap-2">
        {CONSULTATION_STATUSES.map((step, index) => {
          const done = index <= current
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-2 rounded-lg border px-2 py-3 text-center text-sm font-semibold',
                done ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-200 bg-white text-stone-600',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-sm',
                  done ? 'bg-brand-700 text-white' : 'bg-stone-200 text-stone-700',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              {t.steps[step].label}
            </li>
          )
        })}
      </ol>
      <p className="mt-4 text-stone-700">{t.steps[status].explanation}</p>
    </div>
  )
}
