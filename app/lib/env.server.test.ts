import { EnvError, parseEnv } from './env.server'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.GEMINI_API_BASE_URL).toBe('https://generativelanguage.googleapis.com')
    expect(env.GEMINI_MODEL).toBe('gemini-2.5-flash')
    expect(env.GEMINI_API_KEY).toBeUndefined()
    expect(env.GEMINI_TIMEOUT_MS).toBe(30_000)
  })

  it('treats an empty variable as unset', () => {
    const env = parseEnv({ PORT: '', GEMINI_API_KEY: '' })
    expect(env.PORT).toBe(3000)
    expect(env.GEMINI_API_KEY).toBeUndefined()
  })

  it('strips a trailing slash from URLs', () => {
    expect(parseEnv({ SITE_URL: 'https://tujue.example/' }).SITE_URL).toBe('https://tujue.example')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SITE_URL', 'not a url'],
    ['GEMINI_API_BASE_URL', 'ftp://example.com'],
    ['PROVIDER_EMAIL', 'nobody'],
    ['NODE_ENV', 'staging'],
    ['GEMINI_TIMEOUT_MS', '5'],
  ])('names %s when its value %j is bad', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})
