import { defaultProvider } from '~/content/provider'
import { parseEnv } from './env.server'
import { getProvider } from './provider.server'

describe('getProvider', () => {
  it('uses the catalogue defaults when nothing is set', () => {
    expect(getProvider(parseEnv({}))).toEqual(defaultProvider)
  })

  it('lets each environment variable override its value', () => {
    const provider = getProvider(
      parseEnv({
        PROVIDER_PHONE: '0700 000 000',
        PROVIDER_EMAIL: 'help@tujue.example',
        PROVIDER_YOUTUBE_URL: 'https://www.youtube.com/@tujue',
      }),
    )
    expect(provider.phone).toBe('0700 000 000')
    expect(provider.email).toBe('help@tujue.example')
    expect(provider.social.youtube).toBe('https://www.youtube.com/@tujue')
    expect(provider.social.facebook).toBe(defaultProvider.social.facebook)
    expect(provider.streetAddress).toBe(defaultProvider.streetAddress)
  })
})
