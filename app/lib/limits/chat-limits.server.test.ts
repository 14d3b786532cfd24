// The chat's limits on each store: memory, and a real Redis when REDIS_URL names one.
import { RateLimiterRes } from 'rate-limiter-flexible'
import { register } from 'prom-client'
import { openTestLimitStore, redisUrl, TEST_LIMIT_STORES } from '../../../tests/limit-stores'
import { startTcpProxy } from '../../../tests/tcp-proxy'
import { SemaphoreTimeoutError } from './semaphore'
import type { LimitStore } from './store.server'
import { createChatLimits, nairobiDay, TooManyRequestsError } from './chat-limits.server'

describe('nairobiDay', () => {
  it('is the date in Nairobi (UTC+3): a new day starts at 21:00 UTC', () => {
    expect(nairobiDay(Date.parse('2026-11-24T20:59:59Z'))).toBe('2026-11-24')
    expect(nairobiDay(Date.parse('2026-11-24T21:00:00Z'))).toBe('2026-11-25')
  })
})

describe.each(TEST_LIMIT_STORES)('chat limits on $name', (kind) => {
  let store: LimitStore
  beforeEach(async () => {
    store = await openTestLimitStore(kind)
  })
  afterEach(() => store.close())

  it("spaces one client's turns at least 1000 ms apart, and not another client's", async () => {
    const limits = createChatLimits(store)
    const started = Date.now()
    await limits.takeTurn('192.0.2.1')
    await limits.takeTurn('192.0.2.2')
    expect(Date.now() - started).toBeLessThan(500)
    await limits.takeTurn('192.0.2.1')
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('refuses a client with three questions already in line, and takes it again once they are through', async () => {
    const limits = createChatLimits(store)
    const inLine = [1, 2, 3].map(() => limits.takeTurn('192.0.2.9'))
    await expect(limits.takeTurn('192.0.2.9')).rejects.toBeInstanceOf(TooManyRequestsError)
    await Promise.all(inLine)
    // The refused question did not stay counted: the next one is taken.
    await expect(limits.takeTurn('192.0.2.9')).resolves.toBeUndefined()
  }, 10_000)

  it("counts the day's budget for the whole site and each client's share, and reports what is left", async () => {
    const limits = createChatLimits(store, { dailyBudget: 3, clientDailyLimit: 2 })
    expect(await limits.takeUpstreamCall('a')).toBe('allowed')
    expect(await limits.takeUpstreamCall('a')).toBe('allowed')
    expect(await limits.takeUpstreamCall('a')).toBe('client')
    expect((await register.getSingleMetric('tujue_ai_budget_remaining')?.get())?.values[0]?.value).toBe(1)
    expect(await limits.takeUpstreamCall('b')).toBe('allowed')
    expect(await limits.takeUpstreamCall('c')).toBe('budget')
    expect(await limits.takeUpstreamCall('c')).toBe('budget')
    const refusals = await register.getSingleMetric('tujue_limit_refusals_total')?.get()
    expect(refusals?.values.find((value) => value.labels.limit === 'ai_daily_budget')?.value).toBeGreaterThanOrEqual(2)
  })

  it("counts a network block's clients together: a site's many IPv6 /64s, an IPv4 /24", async () => {
    const limits = createChatLimits(store, { dailyBudget: 100, clientDailyLimit: 2, networkDailyLimit: 3 })
    const site = ['2001:db8:abcd:1::/64', '2001:db8:abcd:2::/64', '2001:db8:abcd:3::/64']
    expect(await limits.takeUpstreamCall(site[0]!)).toBe('allowed')
    expect(await limits.takeUpstreamCall(site[1]!)).toBe('allowed')
    expect(await limits.takeUpstreamCall(site[2]!)).toBe('allowed')
    expect(await limits.takeUpstreamCall('2001:db8:abcd:ffff::/64')).toBe('network')
    // Another site, and the /24s of IPv4, are counted apart.
    expect(await limits.takeUpstreamCall('2001:db8:abce:1::/64')).toBe('allowed')
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect(await limits.takeUpstreamCall(address)).toBe('allowed')
    }
    expect(await limits.takeUpstreamCall('203.0.113.4')).toBe('network')
    expect(await limits.takeUpstreamCall('198.51.100.1')).toBe('allowed')
    // The refused client's own share was not charged: it is refused by its network, not its count.
    expect(await limits.takeUpstreamCall('203.0.113.4')).toBe('network')
    const share = await register.getSingleMetric('tujue_ai_top_network_share')?.get()
    expect(share?.values[0]?.value).toBeCloseTo(0.03)
    const refusals = await register.getSingleMetric('tujue_limit_refusals_total')?.get()
    expect(refusals?.values.find((value) => value.labels.limit === 'ai_network_daily')?.value).toBeGreaterThanOrEqual(3)
  })

  it("keeps the budget's last part for light clients: a heavy one hears the offline assistant once the rest is spent", async () => {
    const limits = createChatLimits(store, { dailyBudget: 10, reservePercent: 30, lightClientCalls: 2 })
    const heavy = '198.51.100.7'
    for (let call = 1; call <= 7; call += 1) expect(await limits.takeUpstreamCall(heavy)).toBe('allowed')
    expect(await limits.takeUpstreamCall(heavy)).toBe('reserve')
    expect(await limits.takeUpstreamCall(heavy)).toBe('reserve')
    // A light client's first calls come from the reserve; its third would make it heavy.
    expect(await limits.takeUpstreamCall('203.0.113.1')).toBe('allowed')
    expect(await limits.takeUpstreamCall('203.0.113.1')).toBe('allowed')
    expect(await limits.takeUpstreamCall('203.0.113.1')).toBe('reserve')
    expect(await limits.takeUpstreamCall('192.0.2.1')).toBe('allowed')
    expect((await register.getSingleMetric('tujue_ai_budget_remaining')?.get())?.values[0]?.value).toBe(0)
    // Then the whole budget is spent, for everyone.
    expect(await limits.takeUpstreamCall('192.0.2.2')).toBe('budget')
    const refusals = await register.getSingleMetric('tujue_limit_refusals_total')?.get()
    expect(refusals?.values.find((value) => value.labels.limit === 'ai_budget_reserve')?.value).toBeGreaterThanOrEqual(
      3,
    )
  })

  it('starts a new budget with the Nairobi day', async () => {
    let now = Date.parse('2026-11-24T20:59:00Z')
    const limits = createChatLimits(store, { dailyBudget: 1, now: () => now })
    expect(await limits.takeUpstreamCall('a')).toBe('allowed')
    expect(await limits.takeUpstreamCall('b')).toBe('budget')
    now = Date.parse('2026-11-24T21:00:00Z')
    expect(await limits.takeUpstreamCall('b')).toBe('allowed')
  })

  it('caps the calls running at once on the instance', async () => {
    const limits = createChatLimits(store, { maxConcurrent: 1, slotWaitMs: 50 })
    const release = await limits.upstreamSlot()
    await expect(limits.upstreamSlot()).rejects.toBeInstanceOf(SemaphoreTimeoutError)
    release()
    await expect(limits.upstreamSlot()).resolves.toBeTypeOf('function')
  })
})

describe.runIf(redisUrl)('chat limits shared through Redis', () => {
  const redis = { redisUrl: redisUrl! }

  it('shares the budget and the spacing between two instances on one Redis', async () => {
    const one = await openTestLimitStore(redis)
    const two = await openTestLimitStore(redis, { keyPrefix: one.keyPrefix })
    try {
      const first = createChatLimits(one, { dailyBudget: 2 })
      const second = createChatLimits(two, { dailyBudget: 2 })
      expect(await first.takeUpstreamCall('a')).toBe('allowed')
      expect(await second.takeUpstreamCall('b')).toBe('allowed')
      expect(await first.takeUpstreamCall('c')).toBe('budget')
      expect(await second.takeUpstreamCall('d')).toBe('budget')

      const started = Date.now()
      await first.takeTurn('198.51.100.7')
      // The same client on the other instance waits its turn.
      await second.takeTurn('198.51.100.7')
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    } finally {
      await Promise.all([one.close(), two.close()])
    }
  })

  it('keeps limiting from memory while Redis is away, and shares again once it is back', async () => {
    const target = new URL(redis.redisUrl)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
    const store = await openTestLimitStore({ redisUrl: `redis://127.0.0.1:${proxy.port}` })
    const other = await openTestLimitStore(redis, { keyPrefix: store.keyPrefix })
    try {
      const limiter = store.limiter({ keyPrefix: 'away', points: 2, duration: 60 })
      await proxy.cut()
      await vi.waitFor(async () => expect(await store.ping()).toBe(false))
      const started = Date.now()
      // The insurance limiter in memory decides at once, and still limits.
      await limiter.consume('away-key')
      await limiter.consume('away-key')
      await expect(limiter.consume('away-key')).rejects.toBeInstanceOf(RateLimiterRes)
      expect(Date.now() - started).toBeLessThan(500)
      // Back: counts are shared again, the other instance sees this one's.
      await proxy.restore()
      await vi.waitFor(async () => expect(await store.ping()).toBe(true), { timeout: 5000, interval: 100 })
      const shared = store.limiter({ keyPrefix: 'back', points: 1, duration: 60 })
      await shared.consume('back-key')
      const seenByOther = other.limiter({ keyPrefix: 'back', points: 1, duration: 60 })
      await expect(seenByOther.consume('back-key')).rejects.toBeInstanceOf(RateLimiterRes)
    } finally {
      await Promise.all([store.close(), other.close(), proxy.close()])
    }
  }, 15_000)

  it('gives a command Redis does not answer in time to the insurance limiter', async () => {
    const target = new URL(redis.redisUrl)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
    const store = await openTestLimitStore({ redisUrl: `redis://127.0.0.1:${proxy.port}` }, { commandTimeoutMs: 100 })
    try {
      const limiter = store.limiter({ keyPrefix: 'hung', points: 1, duration: 60 })
      // A hung Redis: the connection stays open, nothing comes back.
      proxy.hang()
      const started = Date.now()
      await limiter.consume('hung-key')
      await expect(limiter.consume('hung-key')).rejects.toBeInstanceOf(RateLimiterRes)
      expect(Date.now() - started).toBeLessThan(1000)
    } finally {
      await Promise.all([store.close(), proxy.close()])
    }
  })
})
