import Bot from '~icons/lucide/bot'
import Briefcase from '~icons/lucide/briefcase'
import GraduationCap from '~icons/lucide/graduation-cap'
import Leaf from '~icons/lucide/leaf'
import Plane from '~icons/lucide/plane'
import Store from '~icons/lucide/store'
import TrendingDown from '~icons/lucide/trending-down'
import Users from '~icons/lucide/users'
import type { IconComponent } from '~/components/ui/icon'
import type { IconName } from '~/content/schema'

// Only the icons the About page's content names, so the page does not carry every icon
// of the catalogue; an unexpected name still draws something sensible.
const icons: Partial<Record<IconName, IconComponent>> = {
  plane: Plane,
  store: Store,
  'graduation-cap': GraduationCap,
  users: Users,
  'trending-down': TrendingDown,
  briefcase: Briefcase,
  bot: Bot,
}

export function aboutIcon(name: IconName): IconComponent {
  return icons[name] ?? Leaf
}
