import { addExpert } from '~/features/experts/accounts.server'
import type { ConsultationTopic } from '~/content/consultation-topics'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import {
  answerConsultationRequest,
  getConsultationRequestForExpert,
  listInbox,
  markBeingAnswered,
  summariseInbox,
} from './inbox.server'
import { INBOX_PAGE_SIZE } from './inbox-params'
import {
  findConsultationRequestByToken,
  storeConsultationRequest,
} from '~/lib/consultation-requests/consultation-requests.server'

const question = (topic: ConsultationTopic = 'rice-farming', name = 'Wanjiku Kamau') => ({
  name,
  email: 'wanjiku@example.org',
  phone: '',
  topic,
  message: 'My rice leaves have brown spots with grey centres. What should I do?',
})

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour))

describe.each(TEST_DATABASES)('the experts’ inbox on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let expertId: string
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    expertId = (await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: { N: 1024, r: 8, p: 1 } })).expert.id
  })
  afterEach(async () => {
    await opened.close()
  })

  it('lists newest first, filters by status and topic, and counts what matches', async () => {
    const old = await storeConsultationRequest(
      opened.db,
      { ...question('rice-farming', 'Old'), locale: 'en' },
      { now: at(1) },
    )
    await storeConsultationRequest(opened.db, { ...question('soil-health', 'Middle'), locale: 'sw' }, { now: at(2) })
    await storeConsultationRequest(opened.db, { ...question('rice-farming', 'New'), locale: 'en' }, { now: at(3) })
    await markBeingAnswered(opened.db, old.id)

    const all = await listInbox(opened.db)
    expect(all.items.map((item) => item.name)).toEqual(['New', 'Middle', 'Old'])
    expect(all.total).toBe(3)
    expect(all.items[1]).toMatchObject({ topic: 'soil-health', locale: 'sw', status: 'received' })

    expect((await listInbox(opened.db, { topic: 'rice-farming' })).items.map((item) => item.name)).toEqual([
      'New',
      'Old',
    ])
    expect(await listInbox(opened.db, { status: 'answering' })).toMatchObject({ total: 1, items: [{ name: 'Old' }] })
    expect(await listInbox(opened.db, { status: 'answered', topic: 'rice-farming' })).toEqual({ items: [], total: 0 })
  })

  it('pages by 50 without overlap', async () => {
    for (let index = 0; index < INBOX_PAGE_SIZE + 3; index += 1) {
      await storeConsultationRequest(
        opened.db,
        { ...question('other', `Farmer ${index}`), locale: 'en' },
        { now: new Date(at(0).getTime() + index * 1000) },
      )
    }
    const first = await listInbox(opened.db, { page: 1 })
    const second = await listInbox(opened.db, { page: 2 })
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE)
    expect(second.items.map((item) => item.name)).toEqual(['Farmer 2', 'Farmer 1', 'Farmer 0'])
    expect(first.total).toBe(INBOX_PAGE_SIZE + 3)
  })

  it('counts the unanswered and names the oldest unanswered one’s time', async () => {
    expect(await summariseInbox(opened.db)).toEqual({ unanswered: 0, oldestUnansweredAt: undefined })
    const oldest = await storeConsultationRequest(opened.db, { ...question(), locale: 'en' }, { now: at(1) })
    await storeConsultationRequest(opened.db, { ...question(), locale: 'en' }, { now: at(2) })
    await storeConsultationRequest(opened.db, { ...question(), locale: 'en' }, { now: at(3) })
    await markBeingAnswered(opened.db, (await listInbox(opened.db)).items[0]!.id)
    expect(await summariseInbox(opened.db)).toEqual({ unanswered: 3, oldestUnansweredAt: at(1).toISOString() })

    await answerConsultationRequest(opened.db, { id: oldest.id, reply: 'Spray nothing yet: send a photo.', expertId })
    expect(await summariseInbox(opened.db)).toEqual({ unanswered: 2, oldestUnansweredAt: at(2).toISOString() })
  })

  it('marks a received request as being answered, but never an answered one', async () => {
    const stored = await storeConsultationRequest(opened.db, { ...question(), locale: 'en' })
    expect(await markBeingAnswered(opened.db, stored.id)).toBe(true)
    expect((await getConsultationRequestForExpert(opened.db, stored.id))?.status).toBe('answering')
    await answerConsultationRequest(opened.db, { id: stored.id, reply: 'A reply long enough.', expertId })
    expect(await markBeingAnswered(opened.db, stored.id)).toBe(false)
    expect((await getConsultationRequestForExpert(opened.db, stored.id))?.status).toBe('answered')
  })

  it('answers with its mail in one transaction, and the farmer’s status page shows the reply at once', async () => {
    const stored = await storeConsultationRequest(opened.db, { ...question(), locale: 'sw' }, { now: at(1) })
    const result = await answerConsultationRequest(opened.db, {
      id: stored.id,
      reply: 'Hii ni blast ya mpunga.',
      expertId,
      now: at(5),
      mail: (request) => ({
        kind: 'reply',
        to: request.email ?? '',
        subject: request.reference,
        body: request.reply ?? '',
      }),
    })
    expect(result).toBe('answered')
    expect(await findConsultationRequestByToken(opened.db, stored.token)).toMatchObject({
      status: 'answered',
      reply: 'Hii ni blast ya mpunga.',
      answeredAt: at(5).toISOString(),
    })
    expect(await getConsultationRequestForExpert(opened.db, stored.id)).toMatchObject({
      replied_by: expertId,
      repliedByName: 'Jane',
    })
    expect(await opened.db.selectFrom('outbox').selectAll().execute()).toMatchObject([
      { kind: 'reply', request_id: stored.id, to_address: 'wanjiku@example.org', body: 'Hii ni blast ya mpunga.' },
    ])
  })

  it('answering again replaces the reply, keeps the first answer’s time, and mails the new one', async () => {
    const stored = await storeConsultationRequest(opened.db, { ...question(), locale: 'en' }, { now: at(1) })
    const mail = () => ({ kind: 'reply' as const, to: 'wanjiku@example.org', subject: 's', body: 'b' })
    await answerConsultationRequest(opened.db, { id: stored.id, reply: 'The first reply.', expertId, now: at(2), mail })
    expect(
      await answerConsultationRequest(opened.db, {
        id: stored.id,
        reply: 'The corrected reply.',
        expertId,
        now: at(3),
        mail,
      }),
    ).toBe('edited')
    expect(await findConsultationRequestByToken(opened.db, stored.token)).toMatchObject({
      reply: 'The corrected reply.',
      answeredAt: at(2).toISOString(),
    })
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toHaveLength(2)
    // The replaced reply is kept, with who wrote it, when, and who replaced it.
    expect(await opened.db.selectFrom('consultation_reply_history').selectAll().execute()).toMatchObject([
      {
        request_id: stored.id,
        reply: 'The first reply.',
        replied_by: expertId,
        written_at: at(2).toISOString(),
        replaced_at: at(3).toISOString(),
        replaced_by: expertId,
      },
    ])
  })

  it('changes nothing when the mail cannot be queued, or when there is no mail to send', async () => {
    const stored = await storeConsultationRequest(opened.db, { ...question(), locale: 'en' })
    const failing = answerConsultationRequest(opened.db, {
      id: stored.id,
      reply: 'A reply long enough.',
      expertId,
      // An address of null breaks the outbox's NOT NULL: the reply must roll back with it.
      mail: () => ({ kind: 'reply', to: null as unknown as string, subject: 's', body: 'b' }),
    })
    await expect(failing).rejects.toThrow()
    expect(await findConsultationRequestByToken(opened.db, stored.token)).toMatchObject({
      status: 'received',
      reply: null,
    })

    await answerConsultationRequest(opened.db, { id: stored.id, reply: 'A reply long enough.', expertId })
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toEqual([])
  })

  it('finds nothing for an unknown request', async () => {
    expect(await getConsultationRequestForExpert(opened.db, 'no-such-id')).toBeUndefined()
    expect(
      await answerConsultationRequest(opened.db, { id: 'no-such-id', reply: 'A reply long enough.', expertId }),
    ).toBeUndefined()
  })
})
