import { cloneElement, type ReactElement, type ReactNode } from 'react'
import { cn } from '~/lib/utils'

interface LinkCardProps {
  as?: 'article' | 'li'
  className?: string
  children: ReactNode
}

/**
 * A card that is wholly one link (or button), its CardLink: the card is the box the link's target
 * covers, and shows the link's focus with a ring.
 */
export function LinkCard({ as: Card = 'article', className, children }: LinkCardProps) {
  return <Card className={cn('relative focus-within:ring-2 focus-within:ring-brand-700', className)}>{children}</Card>
}

/**
 * The card's link, left where a screen reader reads it (the card's heading, a line's value): its
 * ::after stretches over the LinkCard around it, so a tap anywhere on the card follows it. A copy
 * of the element with two classes more, as ButtonLink, so that a page carries no slot code.
 */
export function CardLink({ children: link }: { children: ReactElement<{ className?: string }> }) {
  return cloneElement(link, {
    className: cn(link.props.className, 'after:absolute after:inset-0 focus-visible:outline-none'),
  })
}
