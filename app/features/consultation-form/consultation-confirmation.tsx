import CircleCheck from '~icons/lucide/circle-check'
import Mail from '~icons/lucide/mail'
import { Link } from '~/components/link'
import { useCatalogue } from '~/i18n/messages'
import { ButtonLink } from '~/components/ui/button'
import type { ConsultationStored } from './consultation-answer'
import { consultationMessages } from '~/i18n/consultation'

interface ConsultationConfirmationProps {
  stored: ConsultationStored
  /** Without script the page shows the mail link itself (with script the form has opened it). */
  mailto?: string
}

/**
 * What a farmer keeps of a stored request: its reference, read aloud on the phone, and the
 * private link to its status page. It does not depend on the mail app having opened.
 */
export function ConsultationConfirmation({ stored, mailto }: ConsultationConfirmationProps) {
  const t = useCatalogue(consultationMessages).stored
  return (
    <div role="status" className="space-y-4 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {t.title}
      </p>
      <p className="text-stone-800">{t.body}</p>
      <div>
        <p className="text-sm font-semibold text-stone-700">{t.reference}</p>
        <p className="font-mono text-2xl font-bold tracking-wider text-stone-900" data-testid="consultation-reference">
          {stored.reference}
        </p>
        <p className="text-sm text-stone-600">{t.referenceHint}</p>
      </div>
      <div>
        <Link to={stored.statusPath} className="font-semibold text-brand-800 underline underline-offset-2">
          {t.statusLink}
        </Link>
        <p className="mt-1 text-sm text-stone-600">{t.statusHint}</p>
      </div>
      {mailto && (
        <ButtonLink variant="outline" icon={Mail}>
          <a href={mailto}>{t.mailLink}</a>
        </ButtonLink>
      )}
    </div>
  )
}
