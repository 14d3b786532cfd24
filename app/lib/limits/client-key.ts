// Whose limits a request counts against: an IPv4 address as it is, an IPv6 address by its /64
// network. One home or phone is given a whole /64 by its provider and may change the rest of its
// address freely, so counting each IPv6 address apart would let one client rotate past every
// per-client limit. A network block (IPv4 /24, IPv6 /48: what one site or one small provider
// holds) is what aggregate limits count, and all the audit log says of a client.

/** The key of a client's address: `a.b.c.d`, or `x:x:x:x::/64` for IPv6; anything else as it came. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown'
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  // An IPv4 client seen through an IPv6 socket (::ffff:192.0.2.1) is that IPv4 client.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)
  if (mapped) return mapped[1]!
  if (!bare.includes(':')) return bare
  const groups = expandIPv6(bare)
  if (!groups) return bare
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; undefined when it is not one. */
function expandIPv6(address: string): string[] | undefined {
  let text = address
  // A trailing dotted IPv4 part (::ffff:… handled above, 64:ff9b::1.2.3.4 here) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    if ([a, b, c, d].some((part) => part > 255)) return undefined
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}

/** The client's network block: `a.b.c.0/24`, or `x:x:x::/48` for IPv6; `unknown` for anything that is no address. */
export function networkBlock(address: string | undefined): string {
  const key = clientKey(address)
  if (key.endsWith('::/64')) return `${key.split(':').slice(0, 3).join(':')}::/48`
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(key)
  if (!octets || key.split('.').some((octet) => Number(octet) > 255)) return 'unknown'
  return `${octets.slice(1).join('.')}.0/24`
}
