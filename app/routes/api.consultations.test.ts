import { submitConsultation } from '~/features/consultation/submit.server'
import { SUBMISSIONS_PER_CLIENT } from '~/lib/limits/submission-limit.server'
import { findRequestByToken } from '~/features/consultation/requests.server'
import { expectConsoleError } from '../../tests/console-errors'
import { openTestDatabase, TEST_DATABASES } from '../../tests/databases'
import { loadContext } from '../../tests/load-context'
import { action, loader } from './api.consultations'

const valid = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.org',
  phone: '0712 345 678',
  topic: 'rice-farming',
  message: 'My rice leaves have brown spots with grey centres.',
}

describe.each(TEST_DATABASES)('POST /api/consultations on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let client = 0
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    client += 1
  })
  afterEach(async () => {
    await opened.close()
  })

  async function post(body: unknown, { json = true, clientAddress = `${database.name}-${client}` } = {}) {
    const request = new Request('http://hub.test/api/consultations', {
      method: 'POST',
      headers: { 'Content-Type': json ? 'application/json' : 'text/plain' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = await action({
      request,
      url: new URL(request.url),
      params: {},
      pattern: '/api/consultations',
      context: loadContext({ database: opened.db, clientAddress }),
    })
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    }
  }

  it('stores the request and answers 201 with its reference and a status link in the page language', async () => {
    const { status, body } = await post({ ...valid, locale: 'sw' })
    expect(status).toBe(201)
    expect(body).toMatchObject({ kind: 'stored', reference: expect.stringMatching(/^TU-\w{4}-\w{2}$/) })
    const statusPath = String(body.statusPath)
    expect(statusPath).toMatch(/^\/sw\/ask-expert\/requests\/[\w-]{43}$/)
    const token = statusPath.split('/').at(-1)!
    expect(await findRequestByToken(opened.db, token)).toMatchObject({
      reference: body.reference,
      locale: 'sw',
      status: 'received',
      message: valid.message,
    })
  })

  it("answers bad fields with the form's own messages, in the page's language, and stores nothing", async () => {
    const { status, body } = await post({ name: 'W', email: 'x', topic: 'maize', message: 'short', locale: 'sw' })
    expect(status).toBe(400)
    expect(body).toEqual({
      kind: 'invalid',
      fieldErrors: {
        name: 'Jina lazima liwe na angalau herufi 2',
        email: 'Anwani ya barua pepe si sahihi',
        topic: 'Tafadhali chagua mada',
        message: 'Ujumbe lazima uwe na angalau herufi 10',
      },
    })
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toEqual([])
  })

  it('refuses a filled honeypot without storing it', async () => {
    const { status, body } = await post({ ...valid, leave_this_empty: 'http://spam.example' })
    expect(status).toBe(400)
    expect(body).toEqual({ kind: 'refused' })
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toEqual([])
  })

  it(`limits one client to ${SUBMISSIONS_PER_CLIENT} requests, then answers 429 with when to try again`, async () => {
    for (let index = 0; index < SUBMISSIONS_PER_CLIENT; index += 1) expect((await post(valid)).status).toBe(201)
    const refused = await post(valid)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ kind: 'limited', retryAfterSeconds: expect.any(Number) })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Another client is not held back by it.
    expect((await post(valid, { clientAddress: `${database.name}-other-${client}` })).status).toBe(201)
  })

  it('answers a body that is not JSON with 400 and a message', async () => {
    const { status, body } = await post('name=x', { json: false })
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'bad_request', message: 'Send the request as JSON.' })
  })

  it('answers 503 when the database cannot store it, so the form keeps the words and tries again', async () => {
    await opened.close()
    expectConsoleError()
    const { status, body } = await post(valid)
    expect(status).toBe(503)
    expect(body).toEqual({ kind: 'unavailable' })
    opened = await openTestDatabase(database)
  })

  it('queues the notice to the provider with the request when mail is configured', async () => {
    const result = await submitConsultation(valid, {
      db: opened.db,
      locale: 'en',
      clientId: `${database.name}-notice-${client}`,
      submissions: loadContext().limits.consultations,
      notice: { to: 'experts@hub.test', siteUrl: 'https://hub.test' },
    })
    expect(result.kind).toBe('stored')
    const [mail] = await opened.db.selectFrom('outbox').selectAll().execute()
    expect(mail).toMatchObject({ kind: 'request-notice', to_address: 'experts@hub.test' })
    expect(mail?.body).toContain(valid.message)
  })
})

it('answers GET with 405', async () => {
  const response = loader()
  expect(response.status).toBe(405)
  expect(response.headers.get('Allow')).toBe('POST')
})
