declare module '~icons/lucide/*' {
  import type { IconComponent } from '~/components/ui/icon'

  /** A lucide icon, built at compile time by build-tools/lucide-icons.ts. */
  const icon: IconComponent
  export default icon
}
