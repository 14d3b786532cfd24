// The mail that tells the provider's staff of a new consultation request, queued in the outbox
// with the request (requests.server.ts `storeConsultationRequest(…, { mail })`) when SMTP is
// configured. In English: it goes to staff, whatever the farmer's language; the farmer's
// language is named, so the answer is written in it. It never carries the status link's token:
// staff open the request in the inbox, behind their sign-in.
import { en } from '~/i18n/en'
import { requestNotice } from '~/i18n/en/request-notice'
import type { Locale } from '~/i18n/locale'
import type { ConsultationValues } from './consultation-schema'
import { consultationMessages } from '~/i18n/consultation'

export interface RequestForNotice extends ConsultationValues {
  id: string
  reference: string
  locale: Locale
}

export interface RequestNotice {
  kind: 'request-notice'
  to: string
  subject: string
  body: string
}

export function buildRequestNotice(
  request: RequestForNotice,
  { to, siteUrl }: { to: string; siteUrl: string },
): RequestNotice {
  const t = consultationMessages.en
  const topic = t.topics[request.topic]
  const language = en.language[request.locale]
  const inboxLink = `${siteUrl.replace(/\/+$/, '')}/expert/requests/${encodeURIComponent(request.id)}`
  const body = [
    requestNotice.heading(request.reference),
    '',
    `${requestNotice.reference}: ${request.reference}`,
    `${t.mail.name}: ${request.name}`,
    `${t.mail.email}: ${request.email}`,
    `${t.mail.phone}: ${request.phone?.trim() || t.mail.notProvided}`,
    `${t.mail.topic}: ${topic}`,
    `${requestNotice.language}: ${language}`,
    '',
    `${t.mail.question}:`,
    request.message,
    '',
    requestNotice.answerIn(language),
    requestNotice.inbox,
    inboxLink,
  ].join('\n')
  // The farmer's own mail link has the same subject, so one filter in the provider's mailbox
  // catches both; the reference tells them apart.
  return { kind: 'request-notice', to, subject: `${t.mail.subject(topic)} ${request.reference}`, body }
}
