// The expert pages' loaders and actions, called as React Router calls them, on a real database:
// sign-in with its CSRF cookie and limits, the inbox behind the session, marking and answering
// a request (with its mail when SMTP is set, the mail-app link when not), and sign-out.
import { addExpert } from '~/features/experts/accounts.server'
import {
  findConsultationRequestByToken,
  storeConsultationRequest,
} from '~/lib/consultation-requests/consultation-requests.server'
import { createSession } from '~/features/experts/sessions.server'
import { expertHeaders } from '~/features/experts/expert-auth.server'
import { openTestDatabase, TEST_DATABASES } from '../../tests/databases'
import { routeArgs } from '../../tests/route-args'
import { createLimits, type Limits } from '~/lib/limits/limits.server'
import { createAudit } from '~/lib/audit.server'
import { memoryLogger } from '../../server/test-logger'

/** A cheap scrypt cost for the tests' accounts; the hash records it. */
const CHEAP = { N: 1024, r: 8, p: 1 }
const question = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.org',
  phone: '0712345678',
  topic: 'rice-farming',
  message: 'My rice leaves have brown spots with grey centres. What should I do?',
} as const

/** What a loader or action gave back, thrown or returned: a Response, data() with its init, or plain data. */
async function settle(run: () => unknown) {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: undefined }
  if (value && typeof value === 'object' && 'type' in value && value.type === 'DataWithResponseInit') {
    const { data, init } = value as unknown as { data: unknown; init?: ResponseInit }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data }
  }
  return { status: 200, headers: new Headers(), data: value }
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString()
}

async function loadRoutes(env: Record<string, string> = {}) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return {
    signIn: await import('./expert.sign-in'),
    signOut: await import('./expert.sign-out'),
    inbox: await import('./expert'),
    consultationRequest: await import('./expert.requests.$id'),
  }
}

afterEach(() => vi.unstubAllEnvs())

describe.each(TEST_DATABASES)('the expert pages on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let routes: Awaited<ReturnType<typeof loadRoutes>>
  // Each test has the limits of a server just started: a sign-in failure of one test (or of the
  // same test on the other database) never locks out the next.
  let limits: Limits
  // The audit trail of the test's "server", read back by the tests of its lines.
  let auditLog: ReturnType<typeof memoryLogger>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    routes = await loadRoutes()
    limits = createLimits()
    auditLog = memoryLogger()
  })
  afterEach(async () => {
    await opened.close()
  })

  const args = (
    path: string,
    init: RequestInit & { cookie?: string; client?: string; params?: Record<string, string> } = {},
  ) => {
    const headers = new Headers(init.headers)
    if (init.cookie) headers.set('Cookie', init.cookie)
    if (init.body) headers.set('Content-Type', 'application/x-www-form-urlencoded')
    return routeArgs(path, {
      method: init.method ?? 'GET',
      body: init.body,
      headers,
      params: init.params,
      context: {
        database: opened.db,
        limits,
        clientAddress: init.client ?? '192.0.2.1',
        audit: createAudit(auditLog.logger, Buffer.alloc(32, 7)),
      },
    }) as never
  }

  async function signInToken() {
    const page = await settle(() => routes.signIn.loader(args('/expert/sign-in')))
    const cookie = page.headers.get('Set-Cookie')!.split(';')[0]!
    return { cookie, token: (page.data as { csrfToken: string }).csrfToken }
  }

  async function signedIn() {
    const { expert } = await addExpert(opened.db, 'Jane Wanjiru', 'jane@example.org', { cost: { N: 1024, r: 8, p: 1 } })
    const session = await createSession(opened.db, expert.id)
    return { expert, cookie: `tujue_expert_session=${session.cookieValue}`, csrf: session.csrfToken }
  }

  it('signs in with the double-submit token, sets a 12-hour httpOnly session cookie, and goes to the inbox', async () => {
    const { password } = await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: { N: 1024, r: 8, p: 1 } })
    const { cookie, token } = await signInToken()
    expect(cookie).toMatch(/^tujue_expert_sign_in=[A-Za-z0-9_-]{43}$/)
    const result = await settle(() =>
      routes.signIn.action(
        args('/sw/expert/sign-in', {
          method: 'POST',
          cookie,
          body: form({ csrf: token, email: 'JANE@example.org', password }),
        }),
      ),
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/sw/expert')
    expect(result.headers.get('Cache-Control')).toBe('no-store')
    const session = result.headers.getSetCookie().find((line) => line.startsWith('tujue_expert_session='))
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/)
    expect(await opened.db.selectFrom('expert_sessions').select('id_hash').execute()).toHaveLength(1)
  })

  it('refuses a sign-in without its CSRF token, or with another one, and signs no one in', async () => {
    const { password } = await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: { N: 1024, r: 8, p: 1 } })
    const { cookie } = await signInToken()
    for (const body of [
      form({ email: 'jane@example.org', password }),
      form({ csrf: 'x'.repeat(43), email: 'jane@example.org', password }),
    ]) {
      const result = await settle(() => routes.signIn.action(args('/expert/sign-in', { method: 'POST', cookie, body })))
      expect(result).toMatchObject({ status: 403, data: { error: 'forbidden' } })
    }
    expect(await opened.db.selectFrom('expert_sessions').select('id_hash').execute()).toEqual([])
  })

  it('answers a wrong password and an unknown address alike, then refuses that address for that account with 429', async () => {
    await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: CHEAP })
    const { cookie, token } = await signInToken()
    const attempt = (email: string, client: string) =>
      settle(() =>
        routes.signIn.action(
          args('/expert/sign-in', {
            method: 'POST',
            cookie,
            client,
            body: form({ csrf: token, email, password: 'wrong' }),
          }),
        ),
      )
    expect(await attempt('nobody@example.org', '192.0.2.10')).toMatchObject({ status: 401, data: { error: 'failed' } })
    for (let index = 0; index < 5; index += 1) {
      expect(await attempt('jane@example.org', '192.0.2.20')).toMatchObject({ status: 401, data: { error: 'failed' } })
    }
    const locked = await attempt('jane@example.org', '192.0.2.20')
    expect(locked).toMatchObject({ status: 429, data: { error: 'tooMany', minutes: 15 } })
    expect(locked.headers.get('Retry-After')).toBe('900')
    // Another address is not locked out by those five.
    expect(await attempt('jane@example.org', '192.0.2.21')).toMatchObject({ status: 401 })
  })

  it('counts each attempt before its password is checked: of 12 at once for one account, 5 are checked', async () => {
    await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: CHEAP })
    const { cookie, token } = await signInToken()
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        settle(() =>
          routes.signIn.action(
            args('/expert/sign-in', {
              method: 'POST',
              cookie,
              client: '203.0.113.7',
              body: form({ csrf: token, email: 'jane@example.org', password: `wrong-${index}` }),
            }),
          ),
        ).then((result) => result.status),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })

  it('of 60 attempts at once from one client over 60 addresses, 20 are checked', async () => {
    // Room for all twenty in line: this test counts attempts, not the wait for a slot.
    limits = createLimits({}, { signIn: { hashWaitMs: 60_000 } })
    const { cookie, token } = await signInToken()
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        settle(() =>
          routes.signIn.action(
            args('/expert/sign-in', {
              method: 'POST',
              cookie,
              client: '203.0.113.8',
              body: form({ csrf: token, email: `guess-${index}@example.org`, password: 'wrong' }),
            }),
          ),
        ).then((result) => result.status),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40)
    // Twenty passwords checked at the server's cost, two at a time, on a shared machine.
  }, 180_000)

  it('lets the expert in from their usual network, or with their browser’s device cookie, while strangers are refused', async () => {
    const { password } = await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: CHEAP })
    const { cookie, token } = await signInToken()
    const attempt = (client: string, secret: string, extraCookie = '') =>
      settle(() =>
        routes.signIn.action(
          args('/expert/sign-in', {
            method: 'POST',
            cookie: `${cookie}${extraCookie}`,
            client,
            body: form({ csrf: token, email: 'jane@example.org', password: secret }),
          }),
        ),
      )
    // Jane signs in from her office network once: her browser keeps a device cookie.
    const first = await attempt('192.0.2.40', password)
    expect(first.status).toBe(302)
    const device = first.headers.getSetCookie().find((line) => line.startsWith('tujue_expert_device='))
    expect(device).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7776000$/)
    // Strangers from many networks try passwords: after 10 they are all refused.
    const strangers = []
    for (let index = 0; index < 14; index += 1) strangers.push((await attempt(`198.51.${index}.9`, 'guess')).status)
    expect(strangers.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(strangers.slice(10).every((status) => status === 429)).toBe(true)
    // Jane still signs in: from another address of her office network, and with her device cookie from anywhere.
    expect((await attempt('192.0.2.41', password)).status).toBe(302)
    expect((await attempt('203.0.113.50', password, `; ${device!.split(';')[0]}`)).status).toBe(302)
    // Without either, a new network is a stranger's while the attack lasts (203.0.113.0/24 is now known).
    expect((await attempt('198.18.0.51', password)).status).toBe(429)
  })

  it('refuses an email address or password beyond its length before counting or checking it', async () => {
    const { password } = await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: CHEAP })
    const { cookie, token } = await signInToken()
    const attempt = (email: string, secret: string) =>
      settle(() =>
        routes.signIn.action(
          args('/expert/sign-in', { method: 'POST', cookie, body: form({ csrf: token, email, password: secret }) }),
        ),
      )
    for (let index = 0; index < 8; index += 1) {
      expect(await attempt(`${'j'.repeat(250)}@example.org`, 'x')).toMatchObject({
        status: 400,
        data: { error: 'tooLong' },
      })
      expect(await attempt('jane@example.org', 'p'.repeat(257))).toMatchObject({
        status: 400,
        data: { error: 'tooLong' },
      })
    }
    expect((await attempt('jane@example.org', password)).status).toBe(302)
  })

  it('checks at most the instance’s number of passwords at once: one beyond them waits, then is told to try again', async () => {
    limits = createLimits({}, { signIn: { hashesAtOnce: 1, hashWaitMs: 0 } })
    const { cookie, token } = await signInToken()
    const statuses = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        settle(() =>
          routes.signIn.action(
            args('/expert/sign-in', {
              method: 'POST',
              cookie,
              client: `203.0.113.${60 + index}`,
              body: form({ csrf: token, email: `someone-${index}@example.org`, password: 'wrong' }),
            }),
          ),
        ),
      ),
    )
    expect(statuses.map((result) => result.status).sort()).toEqual([401, 503, 503])
    expect(statuses.find((result) => result.status === 503)).toMatchObject({ data: { error: 'busy' } })
    // Its one check is a full-cost hash against the decoy: slow on a shared machine.
  }, 60_000)

  it('sends a visitor without a session to the sign-in page of their language, never cached', async () => {
    for (const [path, location] of [
      ['/expert', '/expert/sign-in'],
      ['/sw/expert', '/sw/expert/sign-in'],
    ]) {
      const result = await settle(() =>
        routes.inbox.loader(args(path!, { cookie: `tujue_expert_session=${'A'.repeat(43)}` })),
      )
      expect(result.status).toBe(302)
      expect(result.headers.get('Location')).toBe(location)
      expect(result.headers.get('Cache-Control')).toBe('no-store')
      expect(result.headers.get('X-Robots-Tag')).toBe('noindex')
    }
  })

  it('shows the signed-in expert the inbox: filtered, aged, the late ones marked', async () => {
    const { cookie } = await signedIn()
    const now = Date.now()
    await storeConsultationRequest(opened.db, { ...question, locale: 'en' }, { now: new Date(now - 72 * 3600_000) })
    await storeConsultationRequest(
      opened.db,
      { ...question, topic: 'soil-health', locale: 'sw' },
      { now: new Date(now - 2 * 3600_000) },
    )
    const { data } = await settle(() => routes.inbox.loader(args('/expert', { cookie })))
    expect(data).toMatchObject({
      expert: { name: 'Jane Wanjiru' },
      total: 2,
      entries: [
        { topic: 'soil-health', isLate: false },
        { topic: 'rice-farming', isLate: true },
      ],
      summary: { unanswered: 2, isOldestLate: true },
    })
    const filtered = await settle(() => routes.inbox.loader(args('/expert?topic=soil-health', { cookie })))
    expect(filtered.data).toMatchObject({ total: 1, params: { topic: 'soil-health', page: 1 } })
  })

  it('refuses a request form without the session’s CSRF token with 403, and changes nothing', async () => {
    const { cookie } = await signedIn()
    const stored = await storeConsultationRequest(opened.db, { ...question, locale: 'en' })
    for (const body of [
      form({ intent: 'mark' }),
      form({ intent: 'reply', reply: 'A reply long enough.', csrf: 'wrong' }),
    ]) {
      const result = await settle(() =>
        routes.consultationRequest.action(
          args(`/expert/requests/${stored.id}`, { method: 'POST', cookie, body, params: { id: stored.id } }),
        ),
      )
      expect(result).toMatchObject({ status: 403, data: { error: 'forbidden' } })
    }
    expect(await findConsultationRequestByToken(opened.db, stored.token)).toMatchObject({
      status: 'received',
      reply: null,
    })
  })

  it('marks, refuses a too short reply, then answers: the farmer’s status page shows it, and without SMTP a mail-app link is offered', async () => {
    const { cookie, csrf } = await signedIn()
    const stored = await storeConsultationRequest(opened.db, { ...question, locale: 'en' })
    const post = (fields: Record<string, string>) =>
      settle(() =>
        routes.consultationRequest.action(
          args(`/expert/requests/${stored.id}`, {
            method: 'POST',
            cookie,
            body: form({ csrf, ...fields }),
            params: { id: stored.id },
          }),
        ),
      )
    expect(await post({ intent: 'mark' })).toMatchObject({ status: 200, data: { done: 'marked' } })
    expect((await findConsultationRequestByToken(opened.db, stored.token))?.status).toBe('answering')

    expect(await post({ intent: 'reply', reply: '  short  ' })).toMatchObject({
      status: 400,
      data: { error: 'reply', message: 'Write a reply of at least 10 characters.' },
    })
    expect(await post({ intent: 'reply', reply: 'x'.repeat(5001) })).toMatchObject({ status: 400 })

    expect(await post({ intent: 'reply', reply: 'This is rice blast. Send us a photo.' })).toMatchObject({
      data: { done: 'saved', isMailed: false },
    })
    expect(await findConsultationRequestByToken(opened.db, stored.token)).toMatchObject({
      status: 'answered',
      reply: 'This is rice blast. Send us a photo.',
    })
    expect(await opened.db.selectFrom('outbox').select('id').execute()).toEqual([])

    const page = await settle(() =>
      routes.consultationRequest.loader(args(`/expert/requests/${stored.id}`, { cookie, params: { id: stored.id } })),
    )
    const { mailtoHref } = page.data as { mailtoHref: string }
    expect(mailtoHref.startsWith('mailto:wanjiku@example.org?subject=')).toBe(true)
    expect(new URL(mailtoHref).searchParams.get('body')).toContain('This is rice blast. Send us a photo.')

    expect(await post({ intent: 'reply', reply: 'Corrected: this is brown spot.' })).toMatchObject({
      data: { done: 'updated' },
    })
  })

  it('with SMTP, queues the reply mail in the farmer’s language and offers no mail-app link', async () => {
    routes = await loadRoutes({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Tujue Ukulima <hub@example.org>' })
    const { cookie, csrf } = await signedIn()
    const stored = await storeConsultationRequest(opened.db, { ...question, locale: 'sw' })
    const result = await settle(() =>
      routes.consultationRequest.action(
        args(`/sw/expert/requests/${stored.id}`, {
          method: 'POST',
          cookie,
          body: form({ csrf, intent: 'reply', reply: 'Huu ni ugonjwa wa blast.' }),
          params: { id: stored.id },
        }),
      ),
    )
    expect(result.data).toMatchObject({ done: 'saved', isMailed: true })
    const [mail] = await opened.db.selectFrom('outbox').selectAll().execute()
    expect(mail).toMatchObject({ kind: 'reply', to_address: 'wanjiku@example.org', request_id: stored.id })
    expect(mail!.subject).toContain('jibu la mtaalamu')
    expect(mail!.body).toContain('Huu ni ugonjwa wa blast.')
    const page = await settle(() =>
      routes.consultationRequest.loader(args(`/expert/requests/${stored.id}`, { cookie, params: { id: stored.id } })),
    )
    expect((page.data as { mailtoHref?: string }).mailtoHref).toBeUndefined()
  })

  it('answers an unknown request with 404', async () => {
    const { cookie } = await signedIn()
    const result = await settle(() =>
      routes.consultationRequest.loader(args('/expert/requests/nope', { cookie, params: { id: 'nope' } })),
    )
    expect(result.status).toBe(404)
  })

  it('signs out only by POST with the token: the session row and its cookie go', async () => {
    const { cookie, csrf } = await signedIn()
    expect((await settle(() => routes.signOut.loader())).status).toBe(405)
    const refused = await settle(() =>
      routes.signOut.action(args('/expert/sign-out', { method: 'POST', cookie, body: form({}) })),
    )
    expect(refused.status).toBe(403)
    expect(await opened.db.selectFrom('expert_sessions').select('id_hash').execute()).toHaveLength(1)

    const done = await settle(() =>
      routes.signOut.action(args('/expert/sign-out', { method: 'POST', cookie, body: form({ csrf }) })),
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/expert/sign-in')
    expect(done.headers.get('Set-Cookie')).toMatch(/^tujue_expert_session=; .*Max-Age=0/)
    expect(await opened.db.selectFrom('expert_sessions').select('id_hash').execute()).toEqual([])
  })

  it('writes one audit line per sign-in failure, refusal, success and sign-out, naming neither the address nor the email', async () => {
    const { password } = await addExpert(opened.db, 'Jane', 'jane@example.org', { cost: CHEAP })
    const { cookie, token } = await signInToken()
    const attempt = (secret: string) =>
      settle(() =>
        routes.signIn.action(
          args('/expert/sign-in', {
            method: 'POST',
            cookie,
            client: '203.0.113.77',
            body: form({ csrf: token, email: 'jane@example.org', password: secret }),
          }),
        ),
      )
    await attempt('wrong')
    const signedIn = await attempt(password)
    const session = signedIn.headers.getSetCookie().find((line) => line.startsWith('tujue_expert_session='))!
    const cookieValue = session.split(';')[0]!.split('=')[1]!
    const found = await opened.db.selectFrom('expert_sessions').select('csrf_token').executeTakeFirstOrThrow()
    await settle(() =>
      routes.signOut.action(
        args('/expert/sign-out', {
          method: 'POST',
          cookie: `tujue_expert_session=${cookieValue}`,
          client: '203.0.113.77',
          body: form({ csrf: found.csrf_token }),
        }),
      ),
    )
    const lines = auditLog.lines()
    expect(lines.map((line) => line.audit)).toEqual(['sign_in_failed', 'sign_in_succeeded', 'signed_out'])
    expect(new Set(lines.map((line) => line.account)).size).toBe(1)
    expect(lines.every((line) => line.network === '203.0.113.0/24')).toBe(true)
    expect(auditLog.text()).not.toMatch(/jane|example\.org|203\.0\.113\.77/i)
  })
})

describe('the expert pages’ headers', () => {
  it('forbid caching and indexing, and keep the cookies and Retry-After the loader or action set', () => {
    const actionHeaders = new Headers({ 'Retry-After': '900' })
    actionHeaders.append('Set-Cookie', 'a=1')
    const loaderHeaders = new Headers({ 'Set-Cookie': 'b=2' })
    const headers = expertHeaders({ actionHeaders, loaderHeaders, parentHeaders: new Headers() } as never)
    expect(headers.get('Cache-Control')).toBe('no-store')
    expect(headers.get('X-Robots-Tag')).toBe('noindex')
    expect(headers.get('Retry-After')).toBe('900')
    expect(headers.getSetCookie().sort()).toEqual(['a=1', 'b=2'])
  })
})
