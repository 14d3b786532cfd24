// An expert's reply as the farmer receives it by mail, in the language they asked in: queued in
// the outbox when the server can send mail (SMTP_URL), or opened in the expert's own mail app
// otherwise. The status link cannot be in it (only its hash is stored), so it names the
// reference and the page to ask again.
import { expertMessages } from '~/i18n/expert'
import { localizeHref, type Locale } from '~/i18n/locale'

export interface RepliedRequest {
  email: string
  name: string
  reference: string
  locale: Locale
  reply: string
}

interface Signature {
  expertName: string
  hubName: string
  siteUrl: string
}

export function composeReplyMail(request: RepliedRequest, { expertName, hubName, siteUrl }: Signature) {
  const t = expertMessages[request.locale].replyMail
  const body = [
    t.greeting(request.name),
    '',
    t.intro,
    '',
    request.reply,
    '',
    `— ${t.signature(expertName, hubName)}`,
    '',
    t.reference(request.reference),
    t.statusLink,
    t.askAgain(`${siteUrl}${localizeHref('/ask-expert', request.locale)}`),
  ].join('\n')
  return { to: request.email, subject: t.subject(request.reference), body }
}

/** The same mail as a link that opens the expert's mail app (RFC 6068: CRLF line breaks). */
export function replyMailtoHref(mail: { to: string; subject: string; body: string }) {
  const body = mail.body.replace(/\r?\n/g, '\r\n')
  return `mailto:${mail.to}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(body)}`
}
