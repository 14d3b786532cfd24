import { isCrossSite, sameSitePath } from './same-site'

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and anchor', () => {
    expect(sameSitePath('/sw/articles/soil-health')).toBe('/sw/articles/soil-health')
    expect(sameSitePath('/videos?page=2#list')).toBe('/videos?page=2#list')
  })

  it('never gives another site, however the value hides it', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      42,
    ]) {
      const path = sameSitePath(value)
      expect(new URL(path, 'https://tujue.example').origin).toBe('https://tujue.example')
      expect(path.startsWith('//')).toBe(false)
    }
    expect(sameSitePath('/\t/evil.example')).toBe('/')
    expect(sameSitePath('https://evil.example/x')).toBe('/')
  })

  it('falls back to the given path', () => {
    expect(sameSitePath('//evil.example', '/sw')).toBe('/sw')
  })
})

describe('isCrossSite', () => {
  const post = (headers: Record<string, string>) =>
    new Request('https://tujue.example/data-saver', { method: 'POST', headers: { Host: 'tujue.example', ...headers } })

  it('trusts the browser’s Sec-Fetch-Site', () => {
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(false)
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://tujue.example' }))).toBe(true)
    expect(isCrossSite(post({ 'Sec-Fetch-Site': 'same-site' }))).toBe(true)
  })

  it('without it, compares the Origin with the host', () => {
    expect(isCrossSite(post({ Origin: 'https://tujue.example' }))).toBe(false)
    expect(isCrossSite(post({ Origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSite(post({ Origin: 'null' }))).toBe(true)
    expect(isCrossSite(post({}))).toBe(false)
  })
})
