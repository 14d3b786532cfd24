export interface ComposeMail {
  to: string
  subject: string
  body: string
}

/**
 * Gmail's compose window, pre-filled (no network call of
 * ours, the farmer sends the mail from their own account). Every value is encoded with
 * encodeURIComponent: spaces as %20 and "+" as %2B, so nothing is read back as a space.
 */
export function gmailComposeUrl({ to, subject, body }: ComposeMail): string {
  const params: Array<[string, string]> = [
    ['view', 'cm'],
    ['fs', '1'],
    ['to', to],
    ['su', subject],
    ['body', body],
  ]
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  return `https://mail.google.com/mail/?${query}`
}
