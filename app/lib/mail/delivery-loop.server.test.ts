import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { startSmtpTestServer, type SmtpTestServer } from '../../../tests/smtp-test-server'
import { startMailDelivery, type MailDelivery } from './delivery-loop.server'
import { enqueueMail } from './outbox.server'
import { createSmtpTransport, type MailTransport, type SendMail } from './smtp-transport.server'

const HOUR_MS = 60 * 60 * 1000

describe.each(TEST_DATABASES)('the mail delivery loop on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let smtp: SmtpTestServer
  let transport: MailTransport
  let delivery: MailDelivery | undefined
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    smtp = await startSmtpTestServer()
    transport = createSmtpTransport(smtp.url, 'Tujue Ukulima <hub@example.org>')
  })
  afterEach(async () => {
    await delivery?.stop()
    delivery = undefined
    transport.close()
    await smtp.stop()
    await opened.close()
  })

  const queue = (subject: string) =>
    enqueueMail(opened.db, { kind: 'reply', to: 'wanjiku@example.org', subject, body: 'Jibu.' }, new Date())
  const subjects = () => smtp.received.map((mail) => mail.headers.get('subject')).sort()

  it('sends what is queued as soon as it is woken, without waiting for its next tick', async () => {
    delivery = startMailDelivery(opened.db, transport.send, { intervalMs: HOUR_MS })
    // The batch it runs at start, on an empty outbox.
    await delivery.wake()
    await queue('Woken')
    expect(subjects()).toEqual([])
    await delivery.wake()
    expect(subjects()).toEqual(['Woken'])
  })

  it('runs one batch at a time, and drains full batches one after another', async () => {
    let sending = 0
    let mostAtOnce = 0
    const send: SendMail = async (mail) => {
      sending += 1
      mostAtOnce = Math.max(mostAtOnce, sending)
      try {
        await transport.send(mail)
      } finally {
        sending -= 1
      }
    }
    for (const n of [1, 2, 3, 4]) await queue(`Mail ${n}`)

    delivery = startMailDelivery(opened.db, send, { intervalMs: HOUR_MS, batchSize: 1 })
    const wakes = [1, 2, 3, 4, 5].map(() => delivery?.wake())
    await Promise.all(wakes)

    expect(subjects()).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4'])
    expect(mostAtOnce).toBe(1)
  })

  it('finishes the running batch when stopped, then sends nothing more', async () => {
    await queue('Before the stop')
    delivery = startMailDelivery(opened.db, transport.send, { intervalMs: HOUR_MS })
    await delivery.stop()
    expect(subjects()).toEqual(['Before the stop'])

    await queue('After the stop')
    await delivery.wake()
    const unsent = await opened.db.selectFrom('outbox').select('subject').where('sent_at', 'is', null).execute()
    expect(unsent).toEqual([{ subject: 'After the stop' }])
    expect(subjects()).toEqual(['Before the stop'])
  })

  it('runs again on its timer', async () => {
    delivery = startMailDelivery(opened.db, transport.send, { intervalMs: 50 })
    await queue('On the next tick')
    await vi.waitFor(() => expect(subjects()).toEqual(['On the next tick']))
  })
})
