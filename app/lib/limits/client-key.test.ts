import { clientKey, networkBlock } from './client-key'

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('192.0.2.17')).toBe('192.0.2.17')
    expect(clientKey('192.0.2.18')).not.toBe(clientKey('192.0.2.17'))
  })

  it('takes an IPv4 address seen through an IPv6 socket as the IPv4 client', () => {
    expect(clientKey('::ffff:192.0.2.17')).toBe('192.0.2.17')
  })

  it('counts every address of one IPv6 /64 as one client', () => {
    const key = clientKey('2001:db8:abcd:12:1:2:3:4')
    expect(key).toBe('2001:db8:abcd:12::/64')
    expect(clientKey('2001:0db8:abcd:0012:ffff:ffff:ffff:fffe')).toBe(key)
    expect(clientKey('2001:db8:abcd:12::9')).toBe(key)
    expect(clientKey('2001:DB8:ABCD:12::1%eth0')).toBe(key)
  })

  it('keeps different /64 networks apart', () => {
    expect(clientKey('2001:db8:abcd:13::1')).not.toBe(clientKey('2001:db8:abcd:12::1'))
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('reads an IPv6 address that ends in dotted IPv4', () => {
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('leaves anything that is no address as it came, and names a missing one', () => {
    expect(clientKey('not:an:address:at:all:zz')).toBe('not:an:address:at:all:zz')
    expect(clientKey(undefined)).toBe('unknown')
    expect(clientKey('')).toBe('unknown')
  })
})

describe('networkBlock', () => {
  it('takes an IPv4 client by its /24', () => {
    expect(networkBlock('203.0.113.77')).toBe('203.0.113.0/24')
    expect(networkBlock('::ffff:203.0.113.5')).toBe('203.0.113.0/24')
    expect(networkBlock('203.0.114.77')).not.toBe(networkBlock('203.0.113.77'))
  })

  it('takes an IPv6 client by its /48: the 65,536 /64s of one site are one block', () => {
    const block = networkBlock('2001:db8:abcd:12:1:2:3:4')
    expect(block).toBe('2001:db8:abcd::/48')
    expect(networkBlock('2001:db8:abcd:ffff::1')).toBe(block)
    expect(networkBlock('2001:db8:abce::1')).not.toBe(block)
  })

  it('names anything that is no address as unknown, never as it came', () => {
    expect(networkBlock('not-an-address')).toBe('unknown')
    expect(networkBlock('999.1.1.1')).toBe('unknown')
    expect(networkBlock(undefined)).toBe('unknown')
  })
})
