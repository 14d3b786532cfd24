import { cloneElement, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { cn } from '~/lib/utils'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-400 text-stone-900 hover:bg-accent-500',
  outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
  inverse: 'border border-white bg-transparent text-white hover:bg-white/15',
}

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
}

interface ButtonVariantProps {
  variant?: keyof typeof variants | null
  size?: keyof typeof sizes | null
}

/**
 * A button's classes: its look (`variant`) and size. Two lookups, without a variants library:
 * class-variance-authority would be script on every page for two lookups.
 */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant ?? 'primary'],
    sizes[size ?? 'md'],
  )
}

type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

/** A button. A link that looks like one is a ButtonLink. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

type IconType = ComponentType<{ 'aria-hidden'?: boolean | 'true' }>

type ButtonLinkProps = ButtonVariantProps & {
  className?: string
  /** The link itself (kept at the call site, so its address stays where it is read). */
  children: ReactElement<{ className?: string; children?: ReactNode }>
  /** An icon before the link's text… */
  icon?: IconType
  /** …or after it. */
  trailingIcon?: IconType
}

/**
 * A link dressed as a button: the link itself, given the button's classes and `data-slot`, with
 * an optional icon inside it before or after its text. A copy of the element with one more class,
 * rather than a slot component, so that the first load carries no slot code.
 */
export function ButtonLink({
  children: link,
  className,
  variant,
  size,
  icon: Icon,
  trailingIcon: TrailingIcon,
}: ButtonLinkProps) {
  const props = {
    'data-slot': 'button',
    className: cn(buttonVariants({ variant, size }), className, link.props.className),
  }
  if (!Icon && !TrailingIcon) return cloneElement(link, props)
  return cloneElement(
    link,
    props,
    Icon && <Icon aria-hidden="true" />,
    link.props.children,
    TrailingIcon && <TrailingIcon aria-hidden="true" />,
  )
}
