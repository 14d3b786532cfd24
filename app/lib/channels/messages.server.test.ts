// Taking due messages (claimDue) on each database: each due row goes to one worker, in the order
// they are due, in one write for the batch; a taken row comes back when its worker's lease ends.
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { findOrCreateFarmer } from './farmers.server'
import { claimDue, logIncoming, markAnswered } from './messages.server'

const t0 = new Date('2026-11-27T07:00:00.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)
const LEASE = { leaseMs: 60_000 }

describe.each(TEST_DATABASES)('claimDue on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let db: Kysely<Database>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
    db = opened.db
  })
  afterEach(() => opened.close())

  /** `count` questions logged a millisecond apart, the oldest first; their ids. */
  async function questions(count: number) {
    const farmer = await findOrCreateFarmer(db, { phone: '+254712345678' }, { channel: 'whatsapp', now: t0 })
    const ids: string[] = []
    for (let index = 0; index < count; index++) {
      const message = { farmerId: farmer.id, channel: 'whatsapp', kind: 'question', locale: 'sw' } as const
      const logged = await logIncoming(
        db,
        { ...message, text: `Swali ${index}`, providerId: `wamid.${index}`, status: 'received' },
        at(index),
      )
      ids.push(logged.id)
    }
    return ids
  }

  it('gives each due message to one of two workers taking at once, the oldest first', async () => {
    const ids = await questions(15)
    const [first, second] = await Promise.all([
      claimDue(db, 'in', at(100), { limit: 10, ...LEASE }, 'whatsapp'),
      claimDue(db, 'in', at(100), { limit: 10, ...LEASE }, 'whatsapp'),
    ])
    const taken = [...first!, ...second!].map((row) => row.id)
    expect(new Set(taken).size).toBe(taken.length)
    expect([...first!, ...second!].every((row) => row.status === 'answering')).toBe(true)
    // Whoever came first took the ten oldest, in order; the other only what was left, if anything.
    const [winner, other] = first!.length >= second!.length ? [first!, second!] : [second!, first!]
    expect(winner.map((row) => row.id)).toEqual(ids.slice(0, 10))
    expect(other.every((row) => ids.indexOf(row.id) >= 10)).toBe(true)
    const rest = await claimDue(db, 'in', at(100), { limit: 10, ...LEASE }, 'whatsapp')
    expect([...taken, ...rest.map((row) => row.id)].sort()).toEqual([...ids].sort())
  })

  it('leaves a taken message alone until its lease ends, and an answered one for good', async () => {
    const [answered, waiting] = await questions(2)
    expect(await claimDue(db, 'in', at(10), { ...LEASE }, 'whatsapp')).toHaveLength(2)
    await markAnswered(db, answered!, at(20))
    expect(await claimDue(db, 'in', at(30), { ...LEASE }, 'whatsapp')).toEqual([])
    const again = await claimDue(db, 'in', at(10 + LEASE.leaseMs), { ...LEASE }, 'whatsapp')
    expect(again.map((row) => row.id)).toEqual([waiting])
    expect(again[0]?.next_attempt_at).toBe(at(10 + 2 * LEASE.leaseMs).toISOString())
  })

  it('takes only its own channels', async () => {
    await questions(2)
    expect(await claimDue(db, 'in', at(10), { ...LEASE }, ['sms', 'ussd'])).toEqual([])
    expect(await claimDue(db, 'out', at(10), { ...LEASE }, 'whatsapp')).toEqual([])
    expect(await claimDue(db, 'in', at(10), { ...LEASE }, 'whatsapp')).toHaveLength(2)
  })
})
