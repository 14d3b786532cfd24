import { enqueueMail } from '~/lib/mail/outbox.server'
import { openTestDatabase, TEST_DATABASES } from '../tests/databases'
import { startSmtpTestServer } from '../tests/smtp-test-server'
import { startMail } from './mail'
import { memoryLogger } from './test-logger'

describe('the server starting its mail delivery', () => {
  it('sends nothing without SMTP_URL, and says so', async () => {
    const log = memoryLogger()
    const opened = await openTestDatabase(TEST_DATABASES[0])
    try {
      await enqueueMail(opened.db, { kind: 'reply', to: 'a@example.org', subject: 's', body: 'b' }, new Date())
      const mail = startMail({ SMTP_URL: undefined, MAIL_FROM: undefined }, opened.db, log.logger)
      await mail.wake()
      await mail.stop()
      expect(log.lines().map((line) => line.msg)).toEqual([
        expect.stringContaining('SMTP_URL is not set: no mail is sent'),
      ])
      expect(await opened.db.selectFrom('outbox').select(['sent_at', 'attempts']).execute()).toEqual([
        { sent_at: null, attempts: 0 },
      ])
    } finally {
      await opened.close()
    }
  })

  it('sends the queued mail through SMTP_URL from MAIL_FROM, and names the server but not its password', async () => {
    const log = memoryLogger()
    const smtp = await startSmtpTestServer()
    const opened = await openTestDatabase(TEST_DATABASES[0])
    try {
      await enqueueMail(opened.db, { kind: 'reply', to: 'a@example.org', subject: 'Hello', body: 'b' }, new Date())
      // The test server asks for no login, so the user and password go unused: they must not be printed.
      const url = smtp.url.replace('smtp://', 'smtp://hub:s3cret@')
      const mail = startMail({ SMTP_URL: smtp.url, MAIL_FROM: 'Hub <hub@example.org>' }, opened.db, log.logger)
      await mail.wake()
      await mail.stop()
      expect(smtp.received.map((received) => received.headers.get('subject'))).toEqual(['Hello'])
      expect(log.lines()[0]?.msg).toContain(`Mail is sent through ${smtp.url} from Hub <hub@example.org>`)

      const second = memoryLogger()
      await startMail({ SMTP_URL: url, MAIL_FROM: 'Hub <hub@example.org>' }, opened.db, second.logger).stop()
      expect(second.lines()).toHaveLength(1)
      expect(second.text()).not.toContain('s3cret')
    } finally {
      await smtp.stop()
      await opened.close()
    }
  })
})
