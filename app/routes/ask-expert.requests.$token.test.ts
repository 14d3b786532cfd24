// The farmer's "Delete my request" on the status page, as React Router calls its action on a
// real database: confirmed by a ticked box, answered by the page "deleted" in the page's language.
import { storeConsultationRequest } from '~/lib/consultation-requests/consultation-requests.server'
import { createAudit } from '~/lib/audit.server'
import { memoryLogger } from '../../server/test-logger'
import { openTestDatabase, TEST_DATABASES } from '../../tests/databases'
import { routeArgs } from '../../tests/route-args'
import { loader, meta } from './ask-expert.requests.$token'
import { action } from './ask-expert.requests.$token.delete'
import { handle as english } from './language.en'
import { WANJIKUS_QUESTION } from '../../tests/consultation-question'

const asked = { ...WANJIKUS_QUESTION, locale: 'sw' } as const

async function settle(run: () => unknown) {
  try {
    return await run()
  } catch (thrown) {
    return thrown
  }
}

describe.each(TEST_DATABASES)('deleting a request from its status page on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
  })
  afterEach(() => opened.close())

  const call = (handler: typeof action | typeof loader, path: string, token: string, init: RequestInit = {}) => {
    const log = memoryLogger()
    const args = routeArgs(path, {
      ...init,
      params: { token },
      context: { database: opened.db, audit: createAudit(log.logger, Buffer.alloc(32, 1)) },
    })
    return { log, result: settle(() => handler(args as never)) }
  }
  const post = (path: string, token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(action, path, token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })

  it('asks for the box to be ticked, then deletes it for good and goes to the page that says so', async () => {
    const stored = await storeConsultationRequest(opened.db, asked)
    const path = `/sw/ask-expert/requests/${stored.token}`
    const unconfirmed = (await post(`${path}/delete`, stored.token, {}).result) as Response
    expect(unconfirmed.status).toBe(303)
    expect(unconfirmed.headers.get('Location')).toBe(`${path}?confirm=needed#delete-heading`)
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toHaveLength(1)

    const { log, result } = post(`${path}/delete`, stored.token, { confirm: 'yes' })
    const deleted = (await result) as Response
    expect(deleted.status).toBe(303)
    expect(deleted.headers.get('Location')).toBe('/sw/ask-expert/deleted')
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toEqual([])
    expect(log.lines()).toEqual([
      expect.objectContaining({ audit: 'request_deleted', requestId: stored.id, reason: 'status page' }),
    ])
    // The link opens nothing now, and deleting again is the same 404.
    expect(await call(loader, path, stored.token).result).toMatchObject({ init: { status: 404 } })
    expect(await post(`${path}/delete`, stored.token, { confirm: 'yes' }).result).toMatchObject({
      init: { status: 404 },
    })
  })

  it('refuses a deletion posted from another site', async () => {
    const stored = await storeConsultationRequest(opened.db, asked)
    const refused = await post(
      `/ask-expert/requests/${stored.token}`,
      stored.token,
      { confirm: 'yes' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ).result
    expect(refused).toMatchObject({ init: { status: 403 } })
    expect(await opened.db.selectFrom('consultation_requests').select('id').execute()).toHaveLength(1)
  })
})

it('tells the browser to send no Referer from the status page, however it was reached', () => {
  const matches = [{ id: 'root' }, { id: 'routes/language.en', handle: english }]
  expect(meta({ matches } as never)).toContainEqual({ name: 'referrer', content: 'no-referrer' })
})
