/** The hidden field's name in every expert form (checked by csrf.server.ts). */
export const CSRF_FIELD = 'csrf'

/** The form's CSRF token, for every form of the expert pages. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />
}
