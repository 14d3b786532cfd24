import { deleteExpiredConsultationRequests } from '~/lib/database/retention.server'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { REFERENCE_PATTERN } from './consultation-request-keys.server'
import { parseEnv } from '~/lib/env.server'
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '~/lib/database/database.server'
import {
  consultationStatusPath,
  deleteConsultationRequestByToken,
  deleteConsultationRequestsByReference,
  expertsMailbox,
  findConsultationRequestByToken,
  storeConsultationRequest,
} from './consultation-requests.server'
import { WANJIKUS_QUESTION } from '../../../tests/consultation-question'

const asked = WANJIKUS_QUESTION
const inEnglish = { ...asked, locale: 'en' } as const
const mailbox = { to: 'hub@example.org', siteUrl: 'https://hub.example.org' }

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
    const stored = await storeConsultationRequest(opened.db, { ...asked, locale: 'sw' }, { now })
    expect(stored.reference).toMatch(REFERENCE_PATTERN)

    const view = await findConsultationRequestByToken(opened.db, stored.token)
    expect(view).toEqual({
      reference: stored.reference,
      name: asked.name,
      topic: 'rice-farming',
      message: asked.message,
      locale: 'sw',
      status: 'received',
      reply: null,
      createdAt: now.toISOString(),
      answeredAt: null,
    })
  })

  it('keeps no phone as null and never stores the token itself', async () => {
    const stored = await storeConsultationRequest(opened.db, inEnglish)
    const row = await opened.db.selectFrom('consultation_requests').selectAll().executeTakeFirstOrThrow()
    expect(row.phone).toBeNull()
    expect(JSON.stringify(row)).not.toContain(stored.token)
  })

  it('answers an unknown or malformed token with nothing', async () => {
    await storeConsultationRequest(opened.db, inEnglish)
    expect(await findConsultationRequestByToken(opened.db, 'A'.repeat(43))).toBeUndefined()
    expect(await findConsultationRequestByToken(opened.db, 'not a token')).toBeUndefined()
    expect(await findConsultationRequestByToken(opened.db, "' or 1=1 --")).toBeUndefined()
  })

  it("queues the experts' notice in the same transaction as the request", async () => {
    const stored = await storeConsultationRequest(opened.db, inEnglish, { notifyExperts: mailbox })
    const mail = await opened.db.selectFrom('outbox').selectAll().execute()
    expect(mail).toMatchObject([
      {
        kind: 'request-notice',
        request_id: stored.id,
        to_address: 'hub@example.org',
        subject: `[SkyField] Rice Farming Consultation Request ${stored.reference}`,
        attempts: 0,
      },
    ])
    expect(mail[0]?.body).toContain(asked.message)
  })

  it('queues no notice when the server sends no mail', async () => {
    await storeConsultationRequest(opened.db, inEnglish)
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toEqual([])
  })

  it('stores nothing when its mail cannot be queued', async () => {
    const failing = storeConsultationRequest(opened.db, inEnglish, {
      // An address of null breaks the outbox's NOT NULL: the request's insert must roll back with it.
      notifyExperts: { ...mailbox, to: null as unknown as string },
    })
    await expect(failing).rejects.toThrow()
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toEqual([])
  })

  it('deletes requests older than the retention, with their mail, and keeps the rest', async () => {
    const now = new Date('2026-11-24T08:00:00.000Z')
    const old = await storeConsultationRequest(opened.db, inEnglish, {
      now: new Date('2025-11-23T07:59:59.000Z'),
      notifyExperts: mailbox,
    })
    const recent = await storeConsultationRequest(opened.db, inEnglish, { now: new Date('2025-11-24T08:00:01.000Z') })

    expect(await deleteExpiredConsultationRequests(opened.db, 365, now)).toBe(1)
    expect(await findConsultationRequestByToken(opened.db, old.token)).toBeUndefined()
    expect(await findConsultationRequestByToken(opened.db, recent.token)).toBeDefined()
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toEqual([])
  })

  it('deletes a request by its status token, with its mail, and by the references the operator is given', async () => {
    const first = await storeConsultationRequest(opened.db, inEnglish, { notifyExperts: mailbox })
    const second = await storeConsultationRequest(opened.db, inEnglish)
    const third = await storeConsultationRequest(opened.db, inEnglish)
    expect(await deleteConsultationRequestByToken(opened.db, 'not a token')).toBeUndefined()
    expect(await deleteConsultationRequestByToken(opened.db, first.token)).toMatchObject({ reference: first.reference })
    expect(await findConsultationRequestByToken(opened.db, first.token)).toBeUndefined()
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toEqual([])
    expect(await deleteConsultationRequestByToken(opened.db, first.token)).toBeUndefined()
    const byReference = await deleteConsultationRequestsByReference(opened.db, [
      ` ${second.reference.toLowerCase()} `,
      'TU-0000-00',
    ])
    expect(byReference.map((row) => row.reference)).toEqual([second.reference])
    expect(await findConsultationRequestByToken(opened.db, third.token)).toBeDefined()
  })
})

it('leaves no readable copy of a deleted request in the SQLite file or its write-ahead log', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tujue-delete-'))
  const file = path.join(dir, 'tujue.sqlite')
  const database = await openDatabase(`file:${file}`)
  try {
    const marker = 'Zyxwvut-unique-question-marker about my maize'
    const stored = await storeConsultationRequest(database.db, { ...inEnglish, message: marker })
    const onDisk = () =>
      ['', '-wal'].map((suffix) => {
        try {
          return readFileSync(`${file}${suffix}`).includes(marker)
        } catch {
          return false
        }
      })
    expect(onDisk()).toContain(true)
    await deleteConsultationRequestByToken(database.db, stored.token)
    expect(onDisk()).toEqual([false, false])
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

it('puts the status page in the language the farmer asked in', () => {
  const token = 'q9Xx3v7mB2kL0pA4sD8fG1hJ5kL9zX2cV6bN0mQ3wE7'
  expect(consultationStatusPath(token, 'en')).toBe(`/ask-expert/requests/${token}`)
  expect(consultationStatusPath(token, 'sw')).toBe(`/sw/ask-expert/requests/${token}`)
})

it("tells the experts at the provider's address only when the server sends mail", () => {
  const site = { SITE_URL: 'https://hub.example.org', PROVIDER_EMAIL: 'experts@hub.example.org' }
  expect(expertsMailbox(parseEnv(site))).toBeUndefined()
  expect(
    expertsMailbox(parseEnv({ ...site, SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Hub <hub@example.org>' })),
  ).toEqual({ to: 'experts@hub.example.org', siteUrl: 'https://hub.example.org' })
})
