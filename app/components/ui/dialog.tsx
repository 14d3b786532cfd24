import X from '~icons/lucide/x'
import { Dialog as Primitive } from 'radix-ui'
import { useRef, type ComponentProps } from 'react'
import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'

// Radix gives the behaviour: focus trapped inside and returned to the opener, Escape,
// a click on the overlay, and the page behind hidden from screen readers.
export const Dialog = Primitive.Root
export const DialogTrigger = Primitive.Trigger
export const DialogClose = Primitive.Close

/** How wide a dialog may grow, and its colours (a video plays on dark). */
const widths = { xl: 'max-w-xl', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl', '4xl': 'max-w-4xl' } as const
const tones = { light: 'bg-white', dark: 'bg-stone-950 text-white' } as const

interface DialogContentProps extends ComponentProps<typeof Primitive.Content> {
  width?: keyof typeof widths
  tone?: keyof typeof tones
}

export function DialogContent({
  className,
  children,
  width = '2xl',
  tone = 'light',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const t = useMessages()
  // Radix gives focus back to a DialogTrigger; a dialog opened from code (a card's button
  // setting state) has none, so remember what had focus when it opened and return there.
  const openerRef = useRef<HTMLElement | null>(null)
  return (
    <Primitive.Portal>
      <Primitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/70" />
      <Primitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-xl shadow-2xl outline-none',
          widths[width],
          tones[tone],
          className,
        )}
        onOpenAutoFocus={(event) => {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          onOpenAutoFocus?.(event)
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (!event.defaultPrevented && openerRef.current?.isConnected) openerRef.current.focus()
        }}
        {...props}
      >
        {children}
        <Primitive.Close
          data-slot="dialog-close"
          aria-label={t.common.close}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
        >
          <X aria-hidden="true" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  )
}

/** Bold; a `className` gives its own size and colour instead of the default ones (cn does not merge). */
export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return (
    <Primitive.Title
      data-slot="dialog-title"
      className={cn('font-bold', className ?? 'text-xl text-stone-900')}
      {...props}
    />
  )
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return (
    <Primitive.Description data-slot="dialog-description" className={cn(className ?? 'text-stone-600')} {...props} />
  )
}
