// The pre-filled mail link the consultation form opens: to the provider's
// address, the subject naming the topic, the body listing the request. No network call.
import type { ConsultationFormValues } from './consultation-form-schema'
import { type consultationMessages } from '~/i18n/consultation'

export function buildConsultationMailto(
  values: Omit<ConsultationFormValues, 'smsConsent'>,
  email: string,
  t: (typeof consultationMessages)['en'],
) {
  const topic = t.topics[values.topic]
  const phone = values.phone?.trim() || t.mail.notProvided
  const body = [
    `${t.mail.name}: ${values.name}`,
    `${t.mail.email}: ${values.email}`,
    `${t.mail.phone}: ${phone}`,
    `${t.mail.topic}: ${topic}`,
    '',
    `${t.mail.question}:`,
    values.message,
  ]
    // RFC 6068: line breaks in a mail link's body are CRLF.
    .join('\r\n')
    .replace(/\r?\n/g, '\r\n')
  return `mailto:${email}?subject=${encodeURIComponent(t.mail.subject(topic))}&body=${encodeURIComponent(body)}`
}

/** Hands the link to the browser, which opens the mail app; throws if the browser refuses. */
export function openMailLink(href: string) {
  const link = document.createElement('a')
  link.href = href
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
  }
}
