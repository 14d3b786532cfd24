// The mail that tells the provider's experts of a new consultation request, queued with it
// (consultation-requests.server.ts) when the server sends mail. In English: it goes to staff,
// whatever the farmer's language; the farmer's language is named, so the answer is written in
// it. It never carries the status link's token: experts open the request in the inbox, behind
// their sign-in.
import { consultationMessages } from '~/i18n/consultation'
import { en } from '~/i18n/en'
import { expertsNotice } from '~/i18n/en/experts-notice'
import type { Locale } from '~/i18n/locale'
import type { ConsultationTopic } from '~/content/consultation-topics'

export interface ExpertsMailbox {
  to: string
  /** The site's address, for the link to the request in the inbox. */
  siteUrl: string
}

interface NoticedConsultationRequest {
  id: string
  reference: string
  name: string
  email?: string
  phone?: string
  topic: ConsultationTopic
  message: string
  locale: Locale
}

export function buildExpertsNotice(consultationRequest: NoticedConsultationRequest, { to, siteUrl }: ExpertsMailbox) {
  const t = consultationMessages.en
  const { id, reference, name, email, phone, topic, message, locale } = consultationRequest
  const topicName = t.topics[topic]
  const language = en.language[locale]
  const inboxLink = `${siteUrl.replace(/\/+$/, '')}/expert/requests/${encodeURIComponent(id)}`
  const body = [
    expertsNotice.heading(reference),
    '',
    `${expertsNotice.reference}: ${reference}`,
    `${t.mail.name}: ${name}`,
    `${t.mail.email}: ${email ?? t.mail.notProvided}`,
    `${t.mail.phone}: ${phone?.trim() || t.mail.notProvided}`,
    `${t.mail.topic}: ${topicName}`,
    `${expertsNotice.language}: ${language}`,
    '',
    `${t.mail.question}:`,
    message,
    '',
    expertsNotice.answerIn(language),
    expertsNotice.inbox,
    inboxLink,
  ].join('\n')
  // The farmer's own mail link has the same subject, so one filter in the provider's mailbox
  // catches both; the reference tells them apart.
  return { kind: 'request-notice' as const, to, subject: `${t.mail.subject(topicName)} ${reference}`, body }
}
