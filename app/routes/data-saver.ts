import { redirect } from 'react-router'
import type { Route } from './+types/data-saver'
import { dataSaverCookie, returnPath } from '~/lib/data-saver/preference'

/**
 * The footer's data saver switch: a plain form, so it works on pages that run no
 * script. Remembers the choice in a cookie and goes back to the page, which the server then
 * renders lean or whole.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const on = form.get('dataSaver') === 'on'
  return redirect(returnPath(form.get('back')), {
    status: 303,
    headers: { 'Set-Cookie': dataSaverCookie(on), 'Cache-Control': 'no-store' },
  })
}
