import { Form } from 'react-router'
import { Link } from '~/components/link'
import { Button } from '~/components/ui/button'
import { Field, toolbarControlClass } from '~/components/ui/field'
import { CONSULTATION_TOPICS, type ConsultationTopic } from '~/content/consultation-topics'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'
import { CONSULTATION_STATUSES, type ConsultationStatus } from '~/content/consultation-statuses'
import { consultationMessages } from '~/i18n/consultation'

interface InboxFiltersProps {
  status?: ConsultationStatus
  topic?: ConsultationTopic
}

/** Status and topic, as a GET form: the filter lives in the URL and works without JavaScript. */
export function InboxFilters({ status, topic }: InboxFiltersProps) {
  const t = useCatalogue(expertMessages)
  const topics = useCatalogue(consultationMessages).topics
  return (
    <Form method="get" role="search" aria-label={t.inbox.filters} className="flex flex-wrap items-end gap-3">
      <Field label={t.inbox.status} className="min-w-40 flex-1 sm:flex-none">
        {(control) => (
          <select {...control} name="status" defaultValue={status ?? ''} className={`${toolbarControlClass} px-3`}>
            <option value="">{t.inbox.any}</option>
            {CONSULTATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.inbox.topic} className="min-w-40 flex-1 sm:flex-none">
        {(control) => (
          <select {...control} name="topic" defaultValue={topic ?? ''} className={`${toolbarControlClass} px-3`}>
            <option value="">{t.inbox.any}</option>
            {CONSULTATION_TOPICS.map((value) => (
              <option key={value} value={value}>
                {topics[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit">{t.inbox.apply}</Button>
      {(status || topic) && (
        <Link to="/expert" className="py-2.5 font-semibold text-brand-800 underline underline-offset-4">
          {t.inbox.clear}
        </Link>
      )}
    </Form>
  )
}
