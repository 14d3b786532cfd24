import { openTestLimitStore, TEST_LIMIT_STORES } from '../../../tests/limit-stores'
import type { LimitStore } from './store.server'
import { createSubmissionLimit, SUBMISSIONS_PER_CLIENT } from './submission-limit.server'

describe.each(TEST_LIMIT_STORES)('consultation submissions ($name)', (kind) => {
  let store: LimitStore
  beforeEach(async () => {
    store = await openTestLimitStore(kind)
  })
  afterEach(() => store.close())

  it('takes 5 requests from a client in 10 minutes, then says how long to wait; another client is not held', async () => {
    const limit = createSubmissionLimit(store)
    for (let index = 0; index < SUBMISSIONS_PER_CLIENT; index++) {
      expect(await limit.take('192.0.2.5')).toEqual({ allowed: true })
    }
    const refused = await limit.take('192.0.2.5')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(9 * 60)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60)
    }
    expect(await limit.take('192.0.2.6')).toEqual({ allowed: true })
  })

  // Two instances share counts only through Redis; in memory each process counts its own.
  it.runIf(kind.redisUrl)('counts one client across two instances on one Redis', async () => {
    const second = await openTestLimitStore(kind, {
      keyPrefix: (store as LimitStore & { keyPrefix: string }).keyPrefix,
    })
    try {
      const one = createSubmissionLimit(store)
      const two = createSubmissionLimit(second)
      for (let index = 0; index < SUBMISSIONS_PER_CLIENT; index++) {
        expect(await (index % 2 ? two : one).take('198.51.100.1')).toEqual({ allowed: true })
      }
      expect((await two.take('198.51.100.1')).allowed).toBe(false)
    } finally {
      await second.close()
    }
  })
})
