import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import {
  addExpert,
  checkCredentials,
  ExpertExistsError,
  findExpertByEmail,
  listExperts,
  resetPassword,
} from './accounts.server'
import { createSession, deleteSession, findSession, SESSION_LIFETIME_MS } from './sessions.server'

const cheap = { cost: { N: 1024, r: 8, p: 1 } }

describe.each(TEST_DATABASES)('expert accounts and sessions on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
  })
  afterEach(async () => {
    await opened.close()
  })

  it('makes an account under its lower-cased address, with a password given once and stored only hashed', async () => {
    const { expert, password } = await addExpert(opened.db, ' Jane Wanjiru ', 'Jane@Example.ORG', cheap)
    expect(expert).toMatchObject({ name: 'Jane Wanjiru', email: 'jane@example.org' })
    const stored = await findExpertByEmail(opened.db, 'JANE@example.org')
    expect(stored?.id).toBe(expert.id)
    expect(stored?.password_hash).toMatch(/^scrypt\$/)
    expect(JSON.stringify(stored)).not.toContain(password)
    expect(await listExperts(opened.db)).toEqual([expect.objectContaining({ email: 'jane@example.org' })])
  })

  it('refuses a second account with the same address', async () => {
    await addExpert(opened.db, 'Jane', 'jane@example.org', cheap)
    await expect(addExpert(opened.db, 'Jane again', 'JANE@example.org', cheap)).rejects.toBeInstanceOf(
      ExpertExistsError,
    )
  })

  it('signs in with the right password only, and the same answer for an unknown address', async () => {
    const { expert, password } = await addExpert(opened.db, 'Jane', 'jane@example.org', cheap)
    expect((await checkCredentials(opened.db, 'Jane@example.org', password))?.id).toBe(expert.id)
    expect(await checkCredentials(opened.db, 'jane@example.org', `${password}x`)).toBeUndefined()
    expect(await checkCredentials(opened.db, 'nobody@example.org', password)).toBeUndefined()
  })

  it('resets a password: the new one works, the old one and its sessions no longer', async () => {
    const { expert, password: old } = await addExpert(opened.db, 'Jane', 'jane@example.org', cheap)
    const session = await createSession(opened.db, expert.id)
    const fresh = await resetPassword(opened.db, 'JANE@example.org', cheap)
    expect(await findSession(opened.db, session.cookieValue)).toBeUndefined()
    expect(fresh).toBeDefined()
    expect(await checkCredentials(opened.db, 'jane@example.org', old)).toBeUndefined()
    expect(await checkCredentials(opened.db, 'jane@example.org', fresh!)).toBeDefined()
    expect(await resetPassword(opened.db, 'nobody@example.org', cheap)).toBeUndefined()
  })

  it('keeps a session for 12 hours under the hash of its cookie, then deletes it when met', async () => {
    const { expert } = await addExpert(opened.db, 'Jane', 'jane@example.org', cheap)
    const start = new Date('2026-11-24T08:00:00.000Z')
    const session = await createSession(opened.db, expert.id, start)
    const row = await opened.db.selectFrom('expert_sessions').selectAll().executeTakeFirstOrThrow()
    expect(row.id_hash).not.toBe(session.cookieValue)
    expect(JSON.stringify(row)).not.toContain(session.cookieValue)

    const almost = new Date(start.getTime() + SESSION_LIFETIME_MS - 1000)
    expect(await findSession(opened.db, session.cookieValue, almost)).toEqual({
      expert: { id: expert.id, name: 'Jane', email: 'jane@example.org' },
      csrfToken: session.csrfToken,
      expiresAt: '2026-11-24T20:00:00.000Z',
    })
    const after = new Date(start.getTime() + SESSION_LIFETIME_MS)
    expect(await findSession(opened.db, session.cookieValue, after)).toBeUndefined()
    expect(await opened.db.selectFrom('expert_sessions').select('id_hash').execute()).toEqual([])
  })

  it('finds nothing for an unknown or malformed cookie, and nothing after sign-out', async () => {
    const { expert } = await addExpert(opened.db, 'Jane', 'jane@example.org', cheap)
    const session = await createSession(opened.db, expert.id)
    expect(await findSession(opened.db, 'A'.repeat(43))).toBeUndefined()
    expect(await findSession(opened.db, "' or 1=1 --")).toBeUndefined()
    await deleteSession(opened.db, session.cookieValue)
    expect(await findSession(opened.db, session.cookieValue)).toBeUndefined()
  })

  it('sweeps expired sessions when a new one starts', async () => {
    const { expert } = await addExpert(opened.db, 'Jane', 'jane@example.org', cheap)
    await createSession(opened.db, expert.id, new Date('2026-11-20T08:00:00.000Z'))
    await createSession(opened.db, expert.id, new Date('2026-11-24T08:00:00.000Z'))
    expect(await opened.db.selectFrom('expert_sessions').select('id_hash').execute()).toHaveLength(1)
  })
})
