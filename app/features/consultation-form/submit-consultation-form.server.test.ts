import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { findConsultationRequestByToken } from '~/lib/consultation-requests/consultation-requests.server'
import { SUBMISSIONS_PER_CLIENT } from '~/lib/limits/submission-limit.server'
import { expectConsoleError } from '../../../tests/console-errors'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { loadContext } from '../../../tests/route-args'
import type { ConsultationFormAnswer } from './consultation-answer'
import { submitConsultationForm } from './submit-consultation-form.server'

const valid = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.org',
  phone: '0712 345 678',
  topic: 'rice-farming',
  message: 'My rice leaves have brown spots with grey centres.',
}

describe.each(TEST_DATABASES)('the consultation form sent to its page on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let client = 0
  let submit = submitConsultationForm
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    client += 1
  })
  afterEach(async () => {
    await opened.close()
  })

  /** The form as a browser posts it (with script, React Router sends the same body to the page's action). */
  async function send(
    fields: Record<string, string>,
    { path = '/ask-expert', clientAddress = `${database.name}-${client}`, body }: SendOptions = {},
  ) {
    const request = new Request(`http://hub.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': body ? 'text/plain' : 'application/x-www-form-urlencoded' },
      body: body ?? new URLSearchParams(fields),
    })
    const result = (await submit(
      request,
      loadContext({ database: opened.db, clientAddress }),
    )) as DataWithResponseInit<ConsultationFormAnswer>
    return { status: result.init?.status, headers: new Headers(result.init?.headers), answer: result.data }
  }

  const storedIds = async () => opened.db.selectFrom('consultation_requests').select('id').execute()

  it('stores the request and answers 200 (the page is the confirmation) with its reference and a status link in the page language', async () => {
    const { status, answer } = await send(valid, { path: '/sw/contact' })
    expect(status).toBe(200)
    expect(answer.outcome).toMatchObject({ kind: 'stored', reference: expect.stringMatching(/^TU-\w{4}-\w{2}$/) })
    const statusPath = answer.outcome.kind === 'stored' ? answer.outcome.statusPath : ''
    expect(statusPath).toMatch(/^\/sw\/ask-expert\/requests\/[\w-]{43}$/)
    expect(await findConsultationRequestByToken(opened.db, statusPath.split('/').at(-1)!)).toMatchObject({
      locale: 'sw',
      status: 'received',
      message: valid.message,
    })
    // The form is drawn empty again, with the mail link of what was sent (for a browser without script).
    expect(answer.values).toEqual({ name: '', email: '', phone: '', topic: '', message: '', smsConsent: false })
    expect(answer.mailto).toMatch(/^mailto:[^?]+\?subject=/)
    expect(decodeURIComponent(answer.mailto ?? '')).toContain(valid.message)
  })

  it("answers bad fields with 400 and the form's own messages in the page's language, keeps the words, and stores nothing", async () => {
    const fields = { name: 'W', email: 'x', topic: 'maize', message: 'short' }
    const { status, answer } = await send(fields, { path: '/sw/ask-expert' })
    expect(status).toBe(400)
    expect(answer.outcome).toEqual({
      kind: 'invalid',
      fieldErrors: {
        name: 'Jina lazima liwe na angalau herufi 2',
        email: 'Anwani ya barua pepe si sahihi',
        topic: 'Tafadhali chagua mada',
        message: 'Ujumbe lazima uwe na angalau herufi 10',
      },
    })
    expect(answer.values).toEqual({ ...fields, phone: '', smsConsent: false })
    expect(answer.mailto).toBeUndefined()
    expect(await storedIds()).toEqual([])
  })

  it('refuses a filled honeypot with 400, without storing it or offering the mail link', async () => {
    const { status, answer } = await send({ ...valid, leave_this_empty: 'http://spam.example' })
    expect(status).toBe(400)
    expect(answer.outcome).toEqual({ kind: 'refused' })
    expect(answer.mailto).toBeUndefined()
    expect(await storedIds()).toEqual([])
  })

  it('answers a body that is not a form as an empty form', async () => {
    const { status, answer } = await send({}, { body: 'name=x&{"not":"a form"}' })
    expect(status).toBe(400)
    expect(answer.outcome.kind).toBe('invalid')
    expect(await storedIds()).toEqual([])
  })

  it(`limits one client to ${SUBMISSIONS_PER_CLIENT} requests, then answers 429 with when to try again`, async () => {
    for (let index = 0; index < SUBMISSIONS_PER_CLIENT; index += 1) expect((await send(valid)).status).toBe(200)
    const refused = await send(valid)
    expect(refused.status).toBe(429)
    expect(refused.answer.outcome).toMatchObject({ kind: 'limited', retryAfterSeconds: expect.any(Number) })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // The words stay in the form, and the mail link still reaches the experts.
    expect(refused.answer.values?.message).toBe(valid.message)
    expect(refused.answer.mailto).toBeDefined()
    // Another client is not held back by it.
    expect((await send(valid, { clientAddress: `${database.name}-other-${client}` })).status).toBe(200)
  })

  describe('with the SMS consent', () => {
    beforeEach(async () => {
      // The phone channels on: the form offers the SMS (the settings are read once per module).
      vi.resetModules()
      vi.stubEnv('AT_USERNAME', 'tujue')
      vi.stubEnv('AT_API_KEY', 'test-at-key')
      vi.stubEnv('AT_SHORTCODE', '22384')
      vi.stubEnv('AT_CALLBACK_SECRET', 'consent-test-secret-0123456789')
      submit = (await import('./submit-consultation-form.server')).submitConsultationForm
    })
    afterEach(() => {
      vi.unstubAllEnvs()
      submit = submitConsultationForm
    })

    const consentOf = (reference: string) =>
      opened.db
        .selectFrom('consultation_requests')
        .select(['phone', 'sms_consent_at'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()

    it('ticked with a number: the request keeps it in E.164 with the time of consent, the farmer row the consent by web', async () => {
      const { status, answer } = await send({ ...valid, smsConsent: 'on' }, { path: '/sw/contact' })
      expect(status).toBe(200)
      const reference = answer.outcome.kind === 'stored' ? answer.outcome.reference : ''
      const request = await consentOf(reference)
      expect(request.phone).toBe('+254712345678')
      expect(request.sms_consent_at).toMatch(/^\d{4}-\d\d-\d\dT/)
      const farmer = await opened.db.selectFrom('farmers').selectAll().executeTakeFirstOrThrow()
      expect(farmer).toMatchObject({ phone: '+254712345678', consent_channel: 'web', locale: 'sw', opted_out_at: null })
    })

    it('not ticked: the number stays as typed, no consent, no farmer row', async () => {
      const { answer } = await send(valid)
      const reference = answer.outcome.kind === 'stored' ? answer.outcome.reference : ''
      expect(await consentOf(reference)).toEqual({ phone: valid.phone, sms_consent_at: null })
      expect(await opened.db.selectFrom('farmers').selectAll().execute()).toEqual([])
    })

    it('ticked without a number, or with one no SMS reaches: 400 on the phone field, the box still ticked', async () => {
      for (const phone of ['', '12']) {
        const { status, answer } = await send({ ...valid, phone, smsConsent: 'on' })
        expect(status).toBe(400)
        expect(answer.outcome).toEqual({
          kind: 'invalid',
          fieldErrors: { phone: 'Enter the phone number for the SMS, e.g. 0712 345 678' },
        })
        expect(answer.values).toMatchObject({ phone, smsConsent: true })
      }
      expect(await storedIds()).toEqual([])
    })
  })

  it('ticked while the phone channels are off: stored without consent, as the form does not offer it', async () => {
    const { answer } = await send({ ...valid, smsConsent: 'on' })
    const reference = answer.outcome.kind === 'stored' ? answer.outcome.reference : ''
    const request = await opened.db
      .selectFrom('consultation_requests')
      .select(['sms_consent_at'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
    expect(request.sms_consent_at).toBeNull()
  })

  it('answers 503 when the database cannot store it, so the form keeps the words and tries again', async () => {
    await opened.close()
    expectConsoleError()
    const { status, answer } = await send(valid)
    expect(status).toBe(503)
    expect(answer.outcome).toEqual({ kind: 'unavailable' })
    expect(answer.values?.name).toBe(valid.name)
    opened = await openTestDatabase(database)
    // The failed send did not use up the farmer's allowance.
    for (let index = 0; index < SUBMISSIONS_PER_CLIENT; index += 1) expect((await send(valid)).status).toBe(200)
  })

  it('refuses control and direction characters in the name, and letters in the phone, with the fields kept', async () => {
    const { status, answer } = await send({ ...valid, name: 'Wanjiku\u202eKamau', phone: '0712\n345678' })
    expect(status).toBe(400)
    expect(answer.outcome).toEqual({
      kind: 'invalid',
      fieldErrors: {
        name: 'Use only letters, spaces and punctuation in your name',
        phone: 'Enter a phone number with digits only, such as 0712 345 678',
      },
    })
    expect(answer.values?.message).toBe(valid.message)
    expect((await send({ ...valid, phone: '+254 (712) 345-678' })).status).toBe(200)
  })
})

interface SendOptions {
  path?: string
  clientAddress?: string
  /** A raw body instead of the form. */
  body?: string
}
