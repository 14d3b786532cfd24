import { data, redirect } from 'react-router'
import type { Route } from './+types/ask-expert.requests.$token.delete'
import { localeOfRequest, localizeHref } from '~/i18n/locale'
import { deleteConsultationRequestByToken } from '~/lib/consultation-requests/consultation-requests.server'
import { isCrossSite } from '~/lib/same-site'

// "Delete my request" on the status page: a plain form posted here, so it works without script,
// with a box ticked to confirm. Unticked, back to the page, which says so.
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
}

export function loader() {
  throw data(null, { status: 405, headers: { ...PRIVATE_HEADERS, Allow: 'POST' } })
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (isCrossSite(request)) throw data(null, { status: 403, headers: PRIVATE_HEADERS })
  const form = await request.formData().catch(() => new FormData())
  const statusPage = new URL(request.url).pathname.replace(/\/delete$/, '')
  if (form.get('confirm') !== 'yes') {
    return redirect(`${statusPage}?confirm=needed#delete-heading`, { status: 303, headers: PRIVATE_HEADERS })
  }
  const deleted = await deleteConsultationRequestByToken(context.database, params.token)
  if (!deleted) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  context.audit.record('request_deleted', {
    requestId: deleted.id,
    client: context.clientAddress,
    reason: 'status page',
  })
  return redirect(localizeHref('/ask-expert/deleted', localeOfRequest(request)), {
    status: 303,
    headers: PRIVATE_HEADERS,
  })
}
