import { redirect } from 'react-router'
import type { Route } from './+types/data-saver'
import { dataSaverCookie } from '~/lib/data-saver/preference'
import { isCrossSite, sameSitePath } from '~/lib/same-site'

/**
 * The footer's data saver switch: a plain form, so it works on pages that run no script.
 * Remembers the choice in a cookie and goes back to the page, which the server then renders
 * lean or whole. Another site cannot flip it, nor send the reader anywhere but our own pages.
 */
/** The switch is a form's target, not a page: reading it is a mistake. */
export function loader() {
  throw new Response('The data saver switch takes POST only.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossSite(request)) {
    return new Response('The data saver switch works from the pages of Tujue Ukulima only.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const form = await request.formData().catch(() => new FormData())
  const on = form.get('dataSaver') === 'on'
  return redirect(sameSitePath(form.get('back')), {
    status: 303,
    headers: { 'Set-Cookie': dataSaverCookie(on), 'Cache-Control': 'no-store' },
  })
}
