// The inbox's filter and page in its URL (`/expert?status=received&topic=soil-health&page=2`):
// read leniently (an unknown value is no filter, a bad page is the first), written back for links.
import { CONSULTATION_TOPICS, type ConsultationTopic } from '~/content/consultation-topics'
import { CONSULTATION_STATUSES, type ConsultationStatus } from '~/content/consultation-statuses'

export const INBOX_PAGE_SIZE = 50

export interface InboxParams {
  status?: ConsultationStatus
  topic?: ConsultationTopic
  page: number
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined
}

export function parseInboxParams(searchParams: URLSearchParams): InboxParams {
  const page = Number(searchParams.get('page'))
  return {
    status: oneOf(CONSULTATION_STATUSES, searchParams.get('status')),
    topic: oneOf(CONSULTATION_TOPICS, searchParams.get('topic')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** The inbox's path (English; links put it in the page's language) for these parameters. */
export function inboxHref({ status, topic, page }: InboxParams) {
  const search = new URLSearchParams()
  if (status) search.set('status', status)
  if (topic) search.set('topic', topic)
  if (page > 1) search.set('page', String(page))
  const query = search.toString()
  return query ? `/expert?${query}` : '/expert'
}
