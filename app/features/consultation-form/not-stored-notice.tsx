import CloudOff from '~icons/lucide/cloud-off'
import LoaderCircle from '~icons/lucide/loader-circle'
import RotateCw from '~icons/lucide/rotate-cw'
import { Button } from '~/components/ui/button'
import { useCatalogue } from '~/i18n/messages'
import type { ConsultationOutcome } from './consultation-answer'
import { consultationMessages } from '~/i18n/consultation'

export type NotStored = Extract<ConsultationOutcome, { kind: 'offline' | 'unavailable' | 'limited' | 'refused' }>

interface NotStoredNoticeProps {
  problem: NotStored
  /** With script: send the kept words again now. */
  onRetry?: () => void
  retrying?: boolean
}

/** Says plainly that the request is not saved yet, that the words are kept, and what happens next. */
export function NotStoredNotice({ problem, onRetry, retrying = false }: NotStoredNoticeProps) {
  const t = useCatalogue(consultationMessages).notStored
  const text =
    problem.kind === 'offline'
      ? t.offline
      : problem.kind === 'limited'
        ? t.limited(Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)))
        : problem.kind === 'refused'
          ? t.refused
          : t.unavailable
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="flex items-center gap-2 font-bold text-amber-950">
        <CloudOff aria-hidden="true" className="size-5 shrink-0" />
        {t.title}
      </p>
      <p className="text-stone-800">{text}</p>
      {onRetry && problem.kind !== 'refused' && (
        <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <RotateCw aria-hidden="true" />}
          {t.retry}
        </Button>
      )}
    </div>
  )
}
