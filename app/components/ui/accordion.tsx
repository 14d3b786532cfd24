import ChevronDown from '~icons/lucide/chevron-down'
import { Accordion as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/utils'

// Radix gives the behaviour: buttons with aria-expanded, arrow keys between headers,
// and (type "single", collapsible) one open item at a time that can be closed again.
export const Accordion = Primitive.Root

export function AccordionItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item data-slot="accordion-item" className={cn('border-b border-stone-200', className)} {...props} />
}

/** The item's header (an h3 unless `asChild` changes it) and its toggle button. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Header className="flex">
      <Primitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left font-semibold text-stone-900 hover:text-brand-800 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-stone-600 transition-transform" />
      </Primitive.Trigger>
    </Primitive.Header>
  )
}

/** Kept in the page while closed (display: none), so the text is in the HTML for search engines. */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Content
      forceMount
      data-slot="accordion-content"
      className={cn('text-stone-700 data-[state=closed]:hidden', className)}
      {...props}
    >
      <div className="pb-4 leading-relaxed">{children}</div>
    </Primitive.Content>
  )
}
