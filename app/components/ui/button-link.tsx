import { Slot } from 'radix-ui'
import type { ComponentProps, ComponentType, ReactElement, ReactNode } from 'react'
import { Button } from './button'

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
