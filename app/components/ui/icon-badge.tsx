import type { IconComponent } from './icon'
import { cn } from '~/lib/utils'

/** The badge's box and its icon's size. */
const sizes = {
  sm: ['size-10', 'size-5'],
  md: ['size-11', 'size-5'],
  lg: ['size-12', 'size-6'],
  xl: ['size-16', 'size-8'],
} as const

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  solid: 'bg-brand-700 text-white',
  accent: 'bg-accent-400 text-brand-950',
}

interface IconBadgeProps {
  icon: IconComponent
  size?: keyof typeof sizes
  /** One of ours, or null with the colours in `className` (a topic's own). */
  tone?: keyof typeof tones | null
  /** A disc, or a rounded square. */
  shape?: 'circle' | 'tile'
  className?: string
}

/** An icon on a disc of colour that marks a card or a line; decorative, so hidden from assistive technology. */
export function IconBadge({ icon: Icon, size = 'lg', tone = 'brand', shape = 'circle', className }: IconBadgeProps) {
  const [box, iconSize] = sizes[size]
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center',
        box,
        shape === 'circle' ? 'rounded-full' : 'rounded-xl',
        tone && tones[tone],
        className,
      )}
    >
      <Icon className={iconSize} />
    </span>
  )
}
