// Phone numbers as the channels keep them: E.164 (+254712345678), whatever way a farmer or a
// gateway wrote them; and masked (+2547******78) wherever one could reach a log line.

/** E.164: a plus and 8 to 15 digits, the first not 0. */
export const E164 = /^\+[1-9]\d{7,14}$/

/**
 * A number in E.164, or undefined when it cannot be one. Numbers without a country code are
 * taken as Kenyan: 0712 345 678, 712345678 and 254712345678 all become +254712345678.
 */
export function toE164(raw: string): string | undefined {
  const compact = raw.trim().replace(/[\s().-]/g, '')
  let number: string
  if (compact.startsWith('+')) number = compact
  else if (compact.startsWith('00')) number = `+${compact.slice(2)}`
  else if (/^0[17]\d{8}$/.test(compact)) number = `+254${compact.slice(1)}`
  else if (/^[17]\d{8}$/.test(compact)) number = `+254${compact}`
  else if (/^254[17]\d{8}$/.test(compact)) number = `+${compact}`
  else number = `+${compact}`
  return E164.test(number) ? number : undefined
}

/** Enough of a number to tell two apart in a log, not enough to call it: +2547******78. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '*'.repeat(phone.length)
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`
}
