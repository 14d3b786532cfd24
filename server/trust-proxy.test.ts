import express from 'express'
import { parseTrustProxy } from '~/lib/env.server'
import { listen } from './test-server'
import { trustProxies } from './trust-proxy'

/** What the server takes as the client's address (req.ip, the key of every limit) under TRUST_PROXY. */
async function clientAddress(trustProxy: string | undefined, forwardedFor: string) {
  const app = express()
  trustProxies(app, parseTrustProxy(trustProxy) ?? false)
  app.get('/ip', (req, res) => void res.json({ ip: req.ip }))
  const server = await listen(app)
  try {
    const response = await fetch(`${server.url}/ip`, { headers: { 'X-Forwarded-For': forwardedFor } })
    return ((await response.json()) as { ip: string }).ip
  } finally {
    await server.close()
  }
}

describe('TRUST_PROXY', () => {
  // The test's requests come from 127.0.0.1, a private address as a proxy's would be.
  it('by default believes no X-Forwarded-For, even from a private peer', async () => {
    expect(await clientAddress(undefined, '203.0.113.7')).toBe('127.0.0.1')
  })

  it('with a hop count, takes the address the last proxy saw', async () => {
    expect(await clientAddress('1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7')
    expect(await clientAddress('2', '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1')
  })

  it('believes only addresses: the chain stops at an entry that is none, the client being the address before it', async () => {
    // A client reaching the server directly names itself: a new key for every limit on each request.
    expect(await clientAddress('1', 'spoofed-client-7')).toBe('127.0.0.1')
    expect(await clientAddress('1', '203.0.113.7:5678')).toBe('127.0.0.1')
    expect(await clientAddress('2', '203.0.113.7, unknown')).toBe('127.0.0.1')
    expect(await clientAddress('2', 'unknown, 198.51.100.1')).toBe('198.51.100.1')
    expect(await clientAddress('2', 'unknown, 198.51.100.1, 203.0.113.7')).toBe('198.51.100.1')
    expect(await clientAddress('1', '2001:db8::7')).toBe('2001:db8::7')
    expect(await clientAddress('127.0.0.1', 'spoofed-client-7')).toBe('127.0.0.1')
  })

  it('with addresses, believes only those peers', async () => {
    expect(await clientAddress('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    expect(await clientAddress('127.0.0.0/8, 10.0.0.0/8', '203.0.113.7')).toBe('203.0.113.7')
    expect(await clientAddress('10.0.0.0/8', '203.0.113.7')).toBe('127.0.0.1')
  })
})
