import { storeConsultationRequest } from '~/lib/consultation-requests/consultation-requests.server'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { startSmtpTestServer, type SmtpTestServer } from '../../../tests/smtp-test-server'
import { ALARMING_ATTEMPTS, deliverDueMail, describeMailError } from './delivery.server'
import { enqueueMail } from './outbox.server'
import { createSmtpTransport, type MailTransport } from './smtp-transport.server'
import { WANJIKUS_QUESTION } from '../../../tests/consultation-question'

const MAIL_FROM = 'Tujue Ukulima <hub@example.org>'
const T0 = new Date('2026-11-24T08:00:00.000Z')
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000)

const farmer = { ...WANJIKUS_QUESTION, locale: 'sw' } as const

describe.each(TEST_DATABASES)('mail delivery on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let smtp: SmtpTestServer
  let transport: MailTransport
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    smtp = await startSmtpTestServer()
    transport = createSmtpTransport(smtp.url, MAIL_FROM)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    transport.close()
    await smtp.stop()
    await opened.close()
  })

  const outbox = () => opened.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute()
  const queueReply = (subject: string, now = T0) =>
    enqueueMail(opened.db, { kind: 'reply', to: 'wanjiku@example.org', subject, body: 'Jibu la mtaalamu.' }, now)

  it("delivers a queued request's notice to the provider and a reply to the farmer", async () => {
    const stored = await storeConsultationRequest(opened.db, farmer, {
      now: T0,
      notifyExperts: { to: 'experts@example.org', siteUrl: 'https://hub.example.org' },
    })
    await enqueueMail(
      opened.db,
      {
        kind: 'reply',
        consultationRequestId: stored.id,
        to: farmer.email,
        subject: `Jibu la ombi lako ${stored.reference}`,
        body: 'Habari Wanjiku,\nNyunyizia dawa ya ukungu — fuata maelekezo ya lebo.',
      },
      minutes(1),
    )

    expect(await deliverDueMail(opened.db, transport.send, minutes(2))).toEqual({ sent: 2, failed: 0, skipped: 0 })

    const [notice, reply] = smtp.received
    expect(notice?.rcptTo).toEqual(['experts@example.org'])
    expect(notice?.mailFrom).toBe('hub@example.org')
    expect(notice?.headers.get('to')).toBe('experts@example.org')
    expect(notice?.headers.get('from')).toBe(MAIL_FROM)
    expect(notice?.headers.get('subject')).toBe(`[SkyField] Rice Farming Consultation Request ${stored.reference}`)
    expect(notice?.text).toContain(`Name: ${farmer.name}`)
    expect(notice?.text).toContain(farmer.message)
    expect(notice?.text).toContain(`https://hub.example.org/expert/requests/${stored.id}`)

    expect(reply?.rcptTo).toEqual([farmer.email])
    expect(reply?.headers.get('to')).toBe(farmer.email)
    expect(reply?.headers.get('from')).toBe(MAIL_FROM)
    expect(reply?.headers.get('subject')).toBe(`Jibu la ombi lako ${stored.reference}`)
    expect(reply?.text).toBe('Habari Wanjiku,\nNyunyizia dawa ya ukungu — fuata maelekezo ya lebo.')

    expect(await outbox()).toMatchObject([
      { kind: 'request-notice', sent_at: minutes(2).toISOString(), attempts: 0, last_error: null },
      { kind: 'reply', sent_at: minutes(2).toISOString(), attempts: 0, last_error: null },
    ])
    // A sent mail keeps no copy of the farmer's address or words.
    expect((await outbox()).map(({ to_address, subject, body }) => [to_address, subject, body].join(''))).toEqual([
      '',
      '',
    ])
  })

  it('keeps a mail the server could not take, tries it again when due, and sends it once', async () => {
    await queueReply('Your reply')
    await smtp.stop()

    expect(await deliverDueMail(opened.db, transport.send, T0)).toEqual({ sent: 0, failed: 1, skipped: 0 })
    const [failed] = await outbox()
    expect(failed).toMatchObject({ sent_at: null, attempts: 1, next_attempt_at: minutes(1).toISOString() })
    expect(failed?.last_error).toMatch(/ECONNREFUSED/)

    await smtp.restart()
    // Not yet due: the server is back, but the mail waits for its time.
    expect(await deliverDueMail(opened.db, transport.send, new Date(T0.getTime() + 59_999))).toMatchObject({ sent: 0 })
    expect(smtp.received).toEqual([])

    expect(await deliverDueMail(opened.db, transport.send, minutes(1))).toMatchObject({ sent: 1, failed: 0 })
    expect(await deliverDueMail(opened.db, transport.send, minutes(100))).toMatchObject({ sent: 0, failed: 0 })
    expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['Your reply'])
    expect(await outbox()).toMatchObject([{ sent_at: minutes(1).toISOString(), attempts: 1, last_error: null }])
  })

  it('backs off longer after each refusal, never gives up, and says so loudly after many attempts', async () => {
    await queueReply('Refused for now')
    smtp.refuseWith(451)

    // Failures at 0, 1, 6, 21, 81 minutes; then every 6 hours, for as long as it takes.
    const expectedRetries = [1, 6, 21, 81, 441, 801, 1161]
    let now = T0
    for (const [index, retryAt] of expectedRetries.entries()) {
      expect(await deliverDueMail(opened.db, transport.send, now)).toMatchObject({ sent: 0, failed: 1 })
      const [row] = await outbox()
      expect(row).toMatchObject({ attempts: index + 1, sent_at: null, next_attempt_at: minutes(retryAt).toISOString() })
      expect(row?.last_error).toMatch(/451/)
      now = minutes(retryAt)
    }
    expect(console.error).toHaveBeenCalledTimes(expectedRetries.length - ALARMING_ATTEMPTS + 1)
    expect(console.error).toHaveBeenLastCalledWith(expect.stringContaining('Still unsent after 7 attempts'))

    smtp.refuseWith(undefined)
    expect(await deliverDueMail(opened.db, transport.send, now)).toMatchObject({ sent: 1 })
    expect(smtp.received).toHaveLength(1)
  })

  it('sends each mail exactly once when two deliveries race for the same rows', async () => {
    for (const n of [1, 2, 3, 4, 5]) await queueReply(`Mail ${n}`)

    const [first, second] = await Promise.all([
      deliverDueMail(opened.db, transport.send, T0),
      deliverDueMail(opened.db, transport.send, T0),
    ])

    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(5)
    expect(smtp.received.map((mail) => mail.headers.get('subject')).sort()).toEqual([
      'Mail 1',
      'Mail 2',
      'Mail 3',
      'Mail 4',
      'Mail 5',
    ])
    expect((await outbox()).every((row) => row.sent_at === T0.toISOString())).toBe(true)
  })

  it('leaves a mail that is not yet due alone', async () => {
    await queueReply('Later', minutes(10))
    expect(await deliverDueMail(opened.db, transport.send, T0)).toEqual({ sent: 0, failed: 0, skipped: 0 })
    expect(smtp.received).toEqual([])
    expect(await outbox()).toMatchObject([{ attempts: 0, sent_at: null, next_attempt_at: minutes(10).toISOString() }])
  })

  it('sends at most a batch at a time, the oldest first', async () => {
    for (const n of [1, 2, 3]) await queueReply(`Mail ${n}`, minutes(n))
    expect(await deliverDueMail(opened.db, transport.send, minutes(5), { batchSize: 2 })).toMatchObject({ sent: 2 })
    expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['Mail 1', 'Mail 2'])
  })

  it('claims no more once a batch has run half its lease, leaving the rest due for the next', async () => {
    for (const n of [1, 2, 3]) await queueReply(`Mail ${n}`)
    // A lease of 2 ms: any real SMTP exchange takes longer than half of it.
    expect(await deliverDueMail(opened.db, transport.send, T0, { leaseMs: 2 })).toEqual({
      sent: 1,
      failed: 0,
      skipped: 0,
    })
    expect((await outbox()).filter((row) => row.sent_at === null)).toMatchObject([
      { attempts: 0, next_attempt_at: T0.toISOString() },
      { attempts: 0, next_attempt_at: T0.toISOString() },
    ])
  })
})

describe('mail delivery to a server that asks for a login', () => {
  it('logs in with the user and password of SMTP_URL, and keeps the password out of a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const smtp = await startSmtpTestServer({ login: { user: 'hub@example.org', password: 's3cret/pa$$' } })
    const opened = await openTestDatabase(TEST_DATABASES[0])
    const right = createSmtpTransport(
      smtp.url.replace(
        'smtp://',
        `smtp://${encodeURIComponent('hub@example.org')}:${encodeURIComponent('s3cret/pa$$')}@`,
      ),
      MAIL_FROM,
    )
    const wrong = createSmtpTransport(smtp.url.replace('smtp://', 'smtp://hub%40example.org:guess@'), MAIL_FROM)
    try {
      await enqueueMail(opened.db, { kind: 'reply', to: 'a@example.org', subject: 'Signed in', body: 'b' }, T0)
      expect(await deliverDueMail(opened.db, wrong.send, T0)).toMatchObject({ failed: 1 })
      const [failed] = await opened.db.selectFrom('outbox').selectAll().execute()
      expect(failed?.last_error).toMatch(/535/)
      expect(failed?.last_error).not.toContain('guess')

      expect(await deliverDueMail(opened.db, right.send, minutes(1))).toMatchObject({ sent: 1 })
      expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['Signed in'])
    } finally {
      vi.restoreAllMocks()
      right.close()
      wrong.close()
      await smtp.stop()
      await opened.close()
    }
  })
})

describe('describeMailError', () => {
  it("keeps the server's code and words, short, and never a URL's password", () => {
    const error = Object.assign(new Error('Connection to smtp://hub:s3cret@mail.example.org:587 failed'), {
      code: 'ECONNECTION',
    })
    const described = describeMailError(error)
    expect(described).toContain('ECONNECTION')
    expect(described).toContain('mail.example.org')
    expect(described).not.toContain('s3cret')
    expect(describeMailError(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(300)
  })
})
