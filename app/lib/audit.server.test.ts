import { randomBytes } from 'node:crypto'
import { memoryLogger } from '../../server/test-logger'
import { createAudit } from './audit.server'

describe('the audit trail', () => {
  it('writes one JSON line per event with the account’s keyed hash and the client’s network, never the email or address', () => {
    const { logger, lines, text } = memoryLogger()
    const audit = createAudit(logger, randomBytes(32))
    audit.record('sign_in_failed', { account: 'Jane@Example.org', client: '203.0.113.77' })
    audit.record('sign_in_failed', { account: 'jane@example.org', client: '2001:db8:abcd:12::9' })
    audit.record('reply_edited', { account: 'jane@example.org', requestId: 'a-request-id' })
    const [first, second, third] = lines()
    expect(first).toMatchObject({ level: 'info', audit: 'sign_in_failed', network: '203.0.113.0/24' })
    expect(second).toMatchObject({ network: '2001:db8:abcd::/48', account: first!.account })
    expect(first!.account).toMatch(/^acct_[A-Za-z0-9_-]{22}$/)
    expect(third).toMatchObject({ audit: 'reply_edited', account: first!.account, requestId: 'a-request-id' })
    expect(text()).not.toMatch(/jane|example\.org|203\.0\.113\.77|2001:db8:abcd:12/i)
  })

  it('gives an account another pseudonym under another key', () => {
    const one = createAudit(memoryLogger().logger, randomBytes(32))
    const other = createAudit(memoryLogger().logger, randomBytes(32))
    expect(one.pseudonym('jane@example.org')).not.toBe(other.pseudonym('jane@example.org'))
    expect(one.pseudonym('jane@example.org')).toBe(one.pseudonym(' JANE@example.org '))
  })
})
