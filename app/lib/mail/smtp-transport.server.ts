// The site's one way out to a mail server: nodemailer over SMTP_URL (smtp:// with STARTTLS
// when the server offers it, or smtps://), signed MAIL_FROM. The outbox's delivery
// (delivery.server.ts) only sees `send`, so its tests can give it any sender.
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  /** Plain text: the notices and replies are read on phones, often in a plain-text mail app. */
  text: string
}

export type SendMail = (mail: OutgoingMail) => Promise<void>

export interface MailTransport {
  send: SendMail
  /** Where the mail goes, without the credentials: for the server's start-up line. */
  describe(): string
  close(): void
}

/**
 * Short waits: a mail server that does not answer must fail this attempt (it is retried later)
 * well before the delivery's lease on the mail runs out (delivery.server.ts).
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000, dnsTimeout: 15_000 }

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS })
  const url = new URL(smtpUrl)
  return {
    async send({ to, subject, text }) {
      await transporter.sendMail({ from, to, subject, text })
    },
    describe: () => `${url.protocol}//${url.host}`,
    close: () => transporter.close(),
  }
}
