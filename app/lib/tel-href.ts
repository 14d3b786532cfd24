/** A `tel:` link for a phone number as people write it: "(+254) 700 090 999" → "tel:+254700090999". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
