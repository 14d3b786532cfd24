import { clearCookie, readCookie, serializeCookie } from './cookies.server'
import { createCsrfToken, tokensMatch } from './csrf.server'

describe('tokensMatch', () => {
  it('accepts only the same token', () => {
    const token = createCsrfToken()
    expect(tokensMatch(token, token)).toBe(true)
    expect(tokensMatch(token, createCsrfToken())).toBe(false)
    expect(tokensMatch(token, token.slice(0, -1))).toBe(false)
  })

  it('refuses a missing token on either side', () => {
    const token = createCsrfToken()
    expect(tokensMatch(token, null)).toBe(false)
    expect(tokensMatch(token, '')).toBe(false)
    expect(tokensMatch(undefined, token)).toBe(false)
    expect(tokensMatch('', '')).toBe(false)
  })
})

describe('the expert cookies', () => {
  const http = new Request('http://127.0.0.1/expert', { headers: { Cookie: 'a=1; tujue_expert_session=abc%3D; b=2' } })
  const https = new Request('https://tujue.example/expert')

  it('reads one cookie of the request', () => {
    expect(readCookie(http, 'tujue_expert_session')).toBe('abc=')
    expect(readCookie(http, 'missing')).toBeUndefined()
    expect(readCookie(https, 'a')).toBeUndefined()
  })

  it('is httpOnly and SameSite=Lax on the whole site, Secure only over HTTPS', () => {
    expect(serializeCookie(http, 'c', 'v', 60)).toBe('c=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60')
    expect(serializeCookie(https, 'c', 'v')).toBe('c=v; Path=/; HttpOnly; SameSite=Lax; Secure')
    expect(clearCookie(https, 'c')).toBe('c=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure')
  })
})
