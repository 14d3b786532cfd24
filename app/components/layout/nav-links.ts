import type { FeaturedTopicSlug } from '~/content/schema'
import type { Messages } from '~/i18n/messages'

type NavLabel = keyof Messages['nav']

export interface NavItem {
  to: string
  label: NavLabel
}

/** The top bar's direct links, in the spec's order. */
export const primaryNavItems: NavItem[] = [
  { to: '/', label: 'home' },
  { to: '/about-us', label: 'aboutUs' },
  { to: '/articles', label: 'articles' },
  { to: '/videos', label: 'videos' },
  { to: '/ask-expert', label: 'askExpert' },
]

/** What the Services dropdown holds. */
export const serviceNavItems: NavItem[] = [
  { to: '/marketplace', label: 'marketplace' },
  { to: '/drone-services', label: 'droneServices' },
]

/** The six topics the footer links to, in the spec's order. */
export const footerTopicSlugs: FeaturedTopicSlug[] = [
  'pest-control',
  'smart-farming',
  'drone-spraying',
  'climate-smart-agriculture',
  'soil-health',
  'rice-farming',
]
