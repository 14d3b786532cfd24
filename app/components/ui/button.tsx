import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ComponentType, ReactElement, ReactNode } from 'react'
import { cn } from '~/lib/utils'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-stone-900 hover:bg-accent-500',
        outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
        ghost: 'text-stone-700 hover:bg-stone-100',
        inverse: 'border border-white bg-transparent text-white hover:bg-white/15',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

/** A button; with `asChild` it styles its child (a link) instead. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

type ButtonLinkProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'children'> & {
  /** The link itself (kept at the call site, so its address stays where it is read). */
  children: ReactElement<{ children?: ReactNode }>
  /** An icon before the link's text… */
  icon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
  /** …or after it. */
  trailingIcon?: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
}

/**
 * A link dressed as a button, with an optional icon inside it: the same HTML as
 * `<Button asChild><Link>{icon}{text}</Link></Button>`, written once. The icons carry keys
 * because the slot hands them to the link as a list beside its text.
 */
export function ButtonLink({ children, icon: Icon, trailingIcon: TrailingIcon, ...buttonProps }: ButtonLinkProps) {
  return (
    <Button asChild {...buttonProps}>
      {Icon && <Icon key="icon" aria-hidden="true" />}
      <Slot.Slottable>{children}</Slot.Slottable>
      {TrailingIcon && <TrailingIcon key="trailing-icon" aria-hidden="true" />}
    </Button>
  )
}
