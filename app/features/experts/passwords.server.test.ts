import { generatePassword, hashPassword, verifyPassword } from './passwords.server'

// A cheap cost keeps the tests fast; the hash records it, as it would any other.
const cheap = { N: 1024, r: 8, p: 1 }

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('k7Pqz-Wm3xa-Rt4Yb-9hJkL', cheap)
    expect(await verifyPassword('k7Pqz-Wm3xa-Rt4Yb-9hJkL', hash)).toBe(true)
    expect(await verifyPassword('k7Pqz-Wm3xa-Rt4Yb-9hJkl', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('stores scrypt with its parameters and a fresh salt each time, never the password', async () => {
    const first = await hashPassword('same password', cheap)
    const second = await hashPassword('same password', cheap)
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('same password')
  })

  it('uses a memory-hard cost by default (N = 2^15, r = 8)', async () => {
    const hash = await hashPassword('a default password')
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true)
    expect(await verifyPassword('a default password', hash)).toBe(true)
  })

  it('answers false for a malformed hash instead of failing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'scrypt$1024$8$1$salt')).toBe(false)
  })

  it('generates long, unambiguous, different passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword))
    expect(passwords.size).toBe(50)
    for (const password of passwords) expect(password).toMatch(/^([a-km-zA-HJ-NP-Z2-9]{5}-){3}[a-km-zA-HJ-NP-Z2-9]{5}$/)
  })
})
