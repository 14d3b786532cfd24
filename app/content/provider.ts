// Who runs the hub: the defaults of the provider identity. Environment variables may
// override each value at start-up (app/lib/provider.server.ts, which also validates them
// with ProviderSchema). Plain data, so the browser's fallback costs no validation library.
import type { Provider } from './schema'

export const defaultProvider: Provider = {
  hubName: 'Tujue Ukulima',
  providerName: 'Skyfield Aerotech',
  phone: '0115037380',
  email: 'skyfield.kenya@gmail.com',
  streetAddress: '123 Aero Drive, Nairobi, Kenya',
  homeBase: 'Mwea, Kenya',
  social: {
    facebook: 'https://www.facebook.com/share/KDYp665orgNNEkGs/',
    linkedin: 'https://www.linkedin.com/company/skyfield-aerotech/',
    youtube: 'https://www.youtube.com/@skyfieldaerotech',
  },
}
