import ArrowRight from '~icons/lucide/arrow-right'
import type { Key, ReactElement, ReactNode } from 'react'
import { SectionHeading } from '~/components/section-heading'
import { ButtonLink } from '~/components/ui/button'
import { cn } from '~/lib/utils'

interface ShowcaseSectionProps<Item> {
  /** The heading's id, which labels the section. */
  id: string
  title: string
  lead: string
  /** The section's background and spacing. */
  className: string
  items: Item[]
  /** A card's React key; given its place too, for a list whose cells stay while their cards change. */
  itemKey: (item: Item, index: number) => Key
  renderItem: (item: Item) => ReactNode
  /** Classes the grid adds to the shared ones (e.g. titles held to two lines). */
  listClassName?: string
  /** The "View all" link, written by the caller; the arrow is added here. */
  viewAll: ReactElement<{ children?: ReactNode }>
}

/** A home page band: heading and lead, a row of four equal-height cards, and View all. */
export function ShowcaseSection<Item>({
  id,
  title,
  lead,
  className,
  items,
  itemKey,
  renderItem,
  listClassName,
  viewAll,
}: ShowcaseSectionProps<Item>) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={id} title={title} lead={lead} />
        <ul className={cn('mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4', listClassName)}>
          {items.map((item, index) => (
            <li key={itemKey(item, index)} className="flex [&>*]:flex-1">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <ButtonLink variant="outline" className="mt-10" trailingIcon={ArrowRight}>
          {viewAll}
        </ButtonLink>
      </div>
    </section>
  )
}
