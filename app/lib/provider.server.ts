import { defaultProvider } from '~/content/provider'
import { ProviderSchema, type Provider } from '~/content/schema'
import type { Env } from './env.server'

/** The provider identity: catalogue defaults, each value overridable by its environment variable. */
export function getProvider(env: Env): Provider {
  return ProviderSchema.parse({
    ...defaultProvider,
    hubName: env.PROVIDER_HUB_NAME ?? defaultProvider.hubName,
    providerName: env.PROVIDER_NAME ?? defaultProvider.providerName,
    phone: env.PROVIDER_PHONE ?? defaultProvider.phone,
    email: env.PROVIDER_EMAIL ?? defaultProvider.email,
    streetAddress: env.PROVIDER_STREET_ADDRESS ?? defaultProvider.streetAddress,
    social: {
      facebook: env.PROVIDER_FACEBOOK_URL ?? defaultProvider.social.facebook,
      linkedin: env.PROVIDER_LINKEDIN_URL ?? defaultProvider.social.linkedin,
      youtube: env.PROVIDER_YOUTUBE_URL ?? defaultProvider.social.youtube,
    },
  })
}
