import { createSignInLimits } from './sign-in-limits.server'
import { openTestLimitStore, TEST_LIMIT_STORES } from '../../../tests/limit-stores'
import type { LimitStore } from './store.server'

describe.each(TEST_LIMIT_STORES)('sign-in limits ($name)', (kind) => {
  let store: LimitStore
  beforeEach(async () => {
    store = await openTestLimitStore(kind)
  })
  afterEach(() => store.close())

  it('stops an account after 5 failures for 15 minutes, whatever the client', async () => {
    const limits = createSignInLimits(store)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await limits.waitFor('jane@example.org', `client-${attempt}`)).toBeUndefined()
      await limits.recordFailure('jane@example.org', `client-${attempt}`)
    }
    const wait = await limits.waitFor('jane@example.org', 'another-client')
    expect(wait).toBeGreaterThan(14 * 60_000)
    expect(wait).toBeLessThanOrEqual(15 * 60_000)
    expect(await limits.waitFor('john@example.org', 'another-client')).toBeUndefined()
  })

  it('stops a client after 20 failures over any accounts', async () => {
    const limits = createSignInLimits(store)
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await limits.waitFor(`guess-${attempt}@example.org`, '203.0.113.7')).toBeUndefined()
      await limits.recordFailure(`guess-${attempt}@example.org`, '203.0.113.7')
    }
    expect(await limits.waitFor('jane@example.org', '203.0.113.7')).toBeGreaterThan(0)
    expect(await limits.waitFor('jane@example.org', '203.0.113.8')).toBeUndefined()
  })

  it('forgets an account’s failures when it signs in', async () => {
    const limits = createSignInLimits(store, { accountFailures: 2 })
    await limits.recordFailure('jane@example.org', 'a')
    await limits.recordSuccess('jane@example.org')
    await limits.recordFailure('jane@example.org', 'a')
    expect(await limits.waitFor('jane@example.org', 'a')).toBeUndefined()
    await limits.recordFailure('jane@example.org', 'a')
    expect(await limits.waitFor('jane@example.org', 'a')).toBeGreaterThan(0)
  })
})
