import { africasTalkingSettings, EnvError, parseEnv, whatsAppSettings } from './env.server'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.GEMINI_API_BASE_URL).toBe('https://generativelanguage.googleapis.com')
    expect(env.GEMINI_MODEL).toBe('gemini-3.8-flash')
    expect(env.GEMINI_API_KEY).toBeUndefined()
    expect(env.GEMINI_TIMEOUT_MS).toBe(30_000)
    expect(env.AI_DAILY_BUDGET).toBe(2000)
    expect(env.AI_CLIENT_DAILY_LIMIT).toBe(100)
    expect(env.AI_MAX_CONCURRENT).toBe(20)
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.CHAT_SIGNING_SECRET).toBeUndefined()
  })

  it('takes the AI service over https, and over plain http only on this machine', () => {
    expect(parseEnv({ GEMINI_API_BASE_URL: 'https://ai.example' }).GEMINI_API_BASE_URL).toBe('https://ai.example')
    for (const loopback of ['http://127.0.0.1:3213', 'http://localhost:3213', 'http://[::1]:3213']) {
      expect(parseEnv({ GEMINI_API_BASE_URL: loopback }).GEMINI_API_BASE_URL).toBe(loopback)
    }
    expect(() => parseEnv({ GEMINI_API_BASE_URL: 'http://ai.example' })).toThrow(
      /GEMINI_API_BASE_URL: must be an https:\/\/ address/,
    )
    expect(() => parseEnv({ GEMINI_API_BASE_URL: 'http://127.0.0.1.example' })).toThrow(EnvError)
  })

  it('takes a photo upstream on this machine only (tests and npm run perf), and none by default', () => {
    expect(parseEnv({}).PHOTO_UPSTREAM_URL).toBeUndefined()
    expect(parseEnv({}).PHOTO_CACHE_MB).toBe(64)
    for (const loopback of [
      'http://127.0.0.1:3198',
      'http://localhost:3198',
      'http://[::1]:3198',
      'https://localhost',
    ]) {
      expect(parseEnv({ PHOTO_UPSTREAM_URL: `${loopback}/` }).PHOTO_UPSTREAM_URL).toBe(loopback)
    }
    for (const elsewhere of [
      'https://images.example',
      'http://10.0.0.5:3198',
      'http://127.0.0.1.example',
      'http://user:secret@127.0.0.1:3198',
      'file:///tmp/photos',
    ]) {
      expect(() => parseEnv({ PHOTO_UPSTREAM_URL: elsewhere }), elsewhere).toThrow(/PHOTO_UPSTREAM_URL:/)
    }
    expect(() => parseEnv({ PHOTO_UPSTREAM_URL: 'https://images.example' })).toThrow(/127\.0\.0\.1, ::1 or localhost/)
  })

  it('takes a Redis URL and a signing secret of at least 32 characters', () => {
    const env = parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/0', CHAT_SIGNING_SECRET: 'x'.repeat(32) })
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379/0')
    expect(env.CHAT_SIGNING_SECRET).toBe('x'.repeat(32))
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
    ['AI_DAILY_BUDGET', '-1'],
    ['AI_MAX_CONCURRENT', '0'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['CHAT_SIGNING_SECRET', 'short'],
    ['PHOTO_CACHE_MB', '0'],
  ])('names %s when its value %j is bad', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})

describe('the operations settings', () => {
  it('default to no trusted proxy, quiet keep-alive behind a balancer and a 10 s stop', () => {
    const env = parseEnv({})
    expect(env.TRUST_PROXY).toBe(false)
    expect(env.SHUTDOWN_TIMEOUT_MS).toBe(10_000)
    expect(env.SHUTDOWN_DELAY_MS).toBe(0)
    expect(env.KEEP_ALIVE_TIMEOUT_MS).toBe(65_000)
    expect(env.HEADERS_TIMEOUT_MS).toBe(66_000)
    expect(env.LOG_LEVEL).toBe('info')
    expect(env.METRICS_TOKEN).toBeUndefined()
  })

  it.each([
    ['1', 1],
    ['none', false],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected)
  })

  it.each(['loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example', '99'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/)
  })

  it('refuses a headers timeout longer than the request timeout, and a short metrics token', () => {
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: '70000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(/HEADERS_TIMEOUT_MS:/)
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN:/)
  })
})

describe("the phone channels' settings", () => {
  const complete = {
    AT_USERNAME: 'tujue',
    AT_API_KEY: 'atsk_0123456789',
    AT_SHORTCODE: '22384',
    AT_CALLBACK_SECRET: 'a'.repeat(24),
  }

  it('leave the channels off when none is set', () => {
    const env = parseEnv({})
    expect(env.AT_API_BASE_URL).toBe('https://api.africastalking.com')
    expect(env.SMS_DAILY_BUDGET).toBe(1000)
    expect(env.CHANNEL_RETENTION_DAYS).toBe(90)
    expect(africasTalkingSettings(env)).toBeUndefined()
  })

  it('turn the channels on when all four are set', () => {
    expect(africasTalkingSettings(parseEnv({ ...complete, AT_CALLBACK_ALLOWLIST: '192.0.2.0/24, 127.0.0.1' }))).toEqual(
      {
        baseUrl: 'https://api.africastalking.com',
        username: 'tujue',
        apiKey: 'atsk_0123456789',
        from: '22384',
        callbackSecret: 'a'.repeat(24),
        callbackAllowlist: ['192.0.2.0/24', '127.0.0.1'],
        ussdCode: undefined,
      },
    )
  })

  it.each(Object.keys(complete))('refuse to start with %s alone missing, naming it', (name) => {
    const env = { ...complete, [name]: '' }
    expect(() => parseEnv(env)).toThrow(new RegExp(`${name}: set all of .*missing: ${name}`))
  })

  it('take the gateway over https, or over http on this machine only', () => {
    expect(parseEnv({ AT_API_BASE_URL: 'http://127.0.0.1:4897/' }).AT_API_BASE_URL).toBe('http://127.0.0.1:4897')
    expect(() => parseEnv({ AT_API_BASE_URL: 'http://api.africastalking.com' })).toThrow(/AT_API_BASE_URL:/)
  })

  it.each([
    ['AT_SHORTCODE', '12'],
    ['AT_SHORTCODE', 'ABCDEFGHIJKLM'],
    ['AT_CALLBACK_SECRET', 'short'],
    ['AT_CALLBACK_SECRET', `${'a'.repeat(24)}/../x`],
    ['AT_CALLBACK_ALLOWLIST', 'gateway.example'],
    ['AT_USSD_CODE', '384'],
    ['SMS_DAILY_BUDGET', '-1'],
    ['CHANNEL_RETENTION_DAYS', '0'],
  ])('name %s when its value %j is bad', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})

describe("WhatsApp's settings", () => {
  const complete = {
    WHATSAPP_ACCESS_TOKEN: 'EAAG0123456789abcdefXYZ',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_VERIFY_TOKEN: 'verify-0123456789abcdef',
    WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
  }

  it('leave the channel off when none is set, voice notes off and photos kept 30 days', () => {
    const env = parseEnv({})
    expect(env.WHATSAPP_GRAPH_BASE_URL).toBe('https://graph.facebook.com/v26.0')
    expect(env.WHATSAPP_VOICE).toBe(false)
    expect(env.WHATSAPP_PHOTO_RETENTION_DAYS).toBe(30)
    expect(whatsAppSettings(env)).toBeUndefined()
  })

  it('turn the channel on when all four are set', () => {
    expect(
      whatsAppSettings(parseEnv({ ...complete, WHATSAPP_VOICE: 'on', WHATSAPP_PHOTO_RETENTION_DAYS: '7' })),
    ).toEqual({
      graphBaseUrl: 'https://graph.facebook.com/v26.0',
      accessToken: complete.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: complete.WHATSAPP_PHONE_NUMBER_ID,
      verifyToken: complete.WHATSAPP_VERIFY_TOKEN,
      appSecret: complete.WHATSAPP_APP_SECRET,
      voice: true,
      photoRetentionDays: 7,
    })
  })

  it.each(Object.keys(complete))('refuse to start with %s alone missing, naming it and no secret', (name) => {
    const error = (() => {
      try {
        parseEnv({ ...complete, [name]: '' })
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toMatch(new RegExp(`${name}: set all of .*missing: ${name}`))
    for (const value of Object.values(complete)) expect(error?.message).not.toContain(value)
  })

  it('take the Graph API over https, or over http on this machine only', () => {
    expect(parseEnv({ WHATSAPP_GRAPH_BASE_URL: 'http://127.0.0.1:4398/v26.0/' }).WHATSAPP_GRAPH_BASE_URL).toBe(
      'http://127.0.0.1:4398/v26.0',
    )
    expect(() => parseEnv({ WHATSAPP_GRAPH_BASE_URL: 'http://graph.facebook.com/v26.0' })).toThrow(
      /WHATSAPP_GRAPH_BASE_URL:/,
    )
  })

  it.each([
    ['WHATSAPP_PHONE_NUMBER_ID', '+254712345678'],
    ['WHATSAPP_VERIFY_TOKEN', 'short'],
    ['WHATSAPP_APP_SECRET', 'not a secret!'],
    ['WHATSAPP_ACCESS_TOKEN', 'Bearer abc'],
    ['WHATSAPP_VOICE', 'maybe'],
    ['WHATSAPP_PHOTO_RETENTION_DAYS', '0'],
  ])('name %s when its value %j is bad', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})
