/** The value of the cookie `name` in a Cookie header, or null when the header has none. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.split('=')
    if (key?.trim() === name) return rest.join('=').trim()
  }
  return null
}
