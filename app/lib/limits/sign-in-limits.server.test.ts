import { createSignInLimits, type SignInAttempt } from './sign-in-limits.server'
import { openTestLimitStore, TEST_LIMIT_STORES } from '../../../tests/limit-stores'
import type { LimitStore } from './store.server'

const from = (client: string, extra: Partial<SignInAttempt> = {}): SignInAttempt => ({
  account: 'jane@example.org',
  client,
  network: `${client.split('.').slice(0, 3).join('.')}.0/24`,
  hasDeviceCookie: false,
  ...extra,
})

describe.each(TEST_LIMIT_STORES)('sign-in limits ($name)', (kind) => {
  let store: LimitStore
  beforeEach(async () => {
    store = await openTestLimitStore(kind)
  })
  afterEach(() => store.close())

  it('refuses an account from one client after 5 attempts, for 15 minutes, and not from another client', async () => {
    const limits = createSignInLimits(store)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await limits.take(from('192.0.2.7'))).allowed).toBe(true)
    const refused = await limits.take(from('192.0.2.7'))
    expect(refused.allowed).toBe(false)
    if (refused.allowed) return
    expect(refused.retryAfterMs).toBeGreaterThan(14 * 60_000)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(15 * 60_000)
    expect((await limits.take(from('192.0.2.8'))).allowed).toBe(true)
  })

  it('counts attempts taken at once like attempts taken one by one', async () => {
    const limits = createSignInLimits(store)
    const turns = await Promise.all(Array.from({ length: 12 }, () => limits.take(from('192.0.2.7'))))
    expect(turns.filter((turn) => turn.allowed)).toHaveLength(5)
  })

  it('refuses a client after 20 attempts over any accounts', async () => {
    const limits = createSignInLimits(store)
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await limits.take(from('203.0.113.7', { account: `guess-${attempt}@example.org` }))).allowed).toBe(true)
    }
    expect((await limits.take(from('203.0.113.7', { account: 'someone@example.org' }))).allowed).toBe(false)
    expect((await limits.take(from('203.0.113.8', { account: 'someone@example.org' }))).allowed).toBe(true)
  })

  it('refuses strangers an account after 10 attempts from anywhere, but not its usual network or device', async () => {
    const limits = createSignInLimits(store)
    const signedIn = await limits.take(from('192.0.2.40'))
    if (!signedIn.allowed) throw new Error('the first attempt was refused')
    await signedIn.succeeded()
    // The memory store keeps a key with a timer: a key that would fire at once would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, 20))
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await limits.take(from(`198.51.${attempt}.9`))).allowed).toBe(true)
    }
    expect((await limits.take(from('198.51.99.9'))).allowed).toBe(false)
    expect((await limits.take(from('192.0.2.41'))).allowed).toBe(true)
    expect((await limits.take(from('203.0.113.50', { hasDeviceCookie: true }))).allowed).toBe(true)
    expect((await limits.take(from('198.51.99.9', { account: 'john@example.org' }))).allowed).toBe(true)
  })

  it('forgets an account’s failures from a client when it signs in there, and gives back a withdrawn attempt', async () => {
    const limits = createSignInLimits(store, { accountClientFailures: 2 })
    await limits.take(from('192.0.2.7'))
    const success = await limits.take(from('192.0.2.7'))
    if (!success.allowed) throw new Error('refused too early')
    await success.succeeded()
    const withdrawn = await limits.take(from('192.0.2.7'))
    if (!withdrawn.allowed) throw new Error('refused after a success')
    await withdrawn.withdrawn()
    expect((await limits.take(from('192.0.2.7'))).allowed).toBe(true)
    expect((await limits.take(from('192.0.2.7'))).allowed).toBe(true)
    expect((await limits.take(from('192.0.2.7'))).allowed).toBe(false)
  })
})
