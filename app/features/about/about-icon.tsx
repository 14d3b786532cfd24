import {
  Bot,
  Briefcase,
  GraduationCap,
  Leaf,
  Plane,
  Store,
  TrendingDown,
  Users,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react'
import type { IconName } from '~/content/schema'

// Only the icons the About page's content names, so the page does not carry every icon
// of the catalogue; an unexpected name still draws something sensible.
const icons: Partial<Record<IconName, LucideIcon>> = {
  plane: Plane,
  store: Store,
  'graduation-cap': GraduationCap,
  users: Users,
  'trending-down': TrendingDown,
  briefcase: Briefcase,
  bot: Bot,
}

export function AboutIcon({ name, ...props }: LucideProps & { name: IconName }) {
  const Icon = icons[name] ?? Leaf
  return <Icon aria-hidden="true" {...props} />
}
