import { deleteExpiredRequests } from '~/lib/database/retention.server'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { REFERENCE_PATTERN } from './request-keys.server'
import { findRequestByToken, storeConsultationRequest } from './requests.server'

const values = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.org',
  phone: '',
  topic: 'rice-farming',
  message: 'My rice leaves have brown spots with grey centres. What should I do?',
} as const

describe.each(TEST_DATABASES)('consultation requests on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
  })
  afterEach(async () => {
    await opened.close()
  })

  it('stores a request and finds it by its status token, received and unanswered', async () => {
    const now = new Date('2026-11-24T08:00:00.000Z')
    const stored = await storeConsultationRequest(opened.db, values, { locale: 'sw', now })
    expect(stored.reference).toMatch(REFERENCE_PATTERN)

    const view = await findRequestByToken(opened.db, stored.token)
    expect(view).toEqual({
      reference: stored.reference,
      name: values.name,
      topic: 'rice-farming',
      message: values.message,
      locale: 'sw',
      status: 'received',
      reply: null,
      createdAt: now.toISOString(),
      answeredAt: null,
    })
  })

  it('keeps no phone as null and never stores the token itself', async () => {
    const stored = await storeConsultationRequest(opened.db, values, { locale: 'en' })
    const row = await opened.db.selectFrom('consultation_requests').selectAll().executeTakeFirstOrThrow()
    expect(row.phone).toBeNull()
    expect(JSON.stringify(row)).not.toContain(stored.token)
  })

  it('answers an unknown or malformed token with nothing', async () => {
    await storeConsultationRequest(opened.db, values, { locale: 'en' })
    expect(await findRequestByToken(opened.db, 'A'.repeat(43))).toBeUndefined()
    expect(await findRequestByToken(opened.db, 'not a token')).toBeUndefined()
    expect(await findRequestByToken(opened.db, "' or 1=1 --")).toBeUndefined()
  })

  it('queues the notice in the same transaction as the request', async () => {
    const stored = await storeConsultationRequest(opened.db, values, {
      locale: 'en',
      mail: ({ reference }) => [{ kind: 'request-notice', to: 'hub@example.org', subject: reference, body: 'New' }],
    })
    const mail = await opened.db.selectFrom('outbox').selectAll().execute()
    expect(mail).toMatchObject([
      {
        kind: 'request-notice',
        request_id: stored.id,
        to_address: 'hub@example.org',
        subject: stored.reference,
        attempts: 0,
      },
    ])
  })

  it('stores nothing when its mail cannot be queued', async () => {
    const failing = storeConsultationRequest(opened.db, values, {
      locale: 'en',
      // An address of null breaks the outbox's NOT NULL: the request's insert must roll back with it.
      mail: () => [{ kind: 'request-notice', to: null as unknown as string, subject: 's', body: 'b' }],
    })
    await expect(failing).rejects.toThrow()
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toEqual([])
  })

  it('deletes requests older than the retention, with their mail, and keeps the rest', async () => {
    const now = new Date('2026-11-24T08:00:00.000Z')
    const old = await storeConsultationRequest(opened.db, values, {
      locale: 'en',
      now: new Date('2025-11-23T07:59:59.000Z'),
      mail: () => [{ kind: 'request-notice', to: 'hub@example.org', subject: 's', body: 'b' }],
    })
    const recent = await storeConsultationRequest(opened.db, values, {
      locale: 'en',
      now: new Date('2025-11-24T08:00:01.000Z'),
    })

    expect(await deleteExpiredRequests(opened.db, 365, now)).toBe(1)
    expect(await findRequestByToken(opened.db, old.token)).toBeUndefined()
    expect(await findRequestByToken(opened.db, recent.token)).toBeDefined()
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toEqual([])
  })
})
