import Beef from '~icons/lucide/beef'
import Bug from '~icons/lucide/bug'
import CloudSun from '~icons/lucide/cloud-sun'
import Cpu from '~icons/lucide/cpu'
import Crosshair from '~icons/lucide/crosshair'
import Layers from '~icons/lucide/layers'
import Plane from '~icons/lucide/plane'
import Sprout from '~icons/lucide/sprout'
import Wheat from '~icons/lucide/wheat'
import type { IconComponent } from '~/components/ui/icon'
import type { IconName, Tone } from '~/content/schema'

// How a featured topic looks: content names an icon and a colour family, the interface
// decides what they are. One map, so a new topic is one entry here.
export const topicIcons: Partial<Record<IconName, IconComponent>> = {
  sprout: Sprout,
  beef: Beef,
  crosshair: Crosshair,
  bug: Bug,
  cpu: Cpu,
  plane: Plane,
  'cloud-sun': CloudSun,
  layers: Layers,
  wheat: Wheat,
}

/** Icon badge colours; each pair keeps at least AA contrast. */
export const toneClasses: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-800',
  sky: 'bg-sky-100 text-sky-800',
  red: 'bg-red-100 text-red-800',
  violet: 'bg-violet-100 text-violet-800',
  teal: 'bg-teal-100 text-teal-800',
  lime: 'bg-lime-100 text-lime-800',
  orange: 'bg-orange-100 text-orange-800',
  emerald: 'bg-emerald-100 text-emerald-800',
}
