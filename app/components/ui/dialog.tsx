import { X } from 'lucide-react'
import { Dialog as Primitive } from 'radix-ui'
import { useRef, type ComponentProps } from 'react'
import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'

// Radix gives the behaviour: focus trapped inside and returned to the opener, Escape,
// a click on the overlay, and the page behind hidden from screen readers.
export const Dialog = Primitive.Root
export const DialogTrigger = Primitive.Trigger
export const DialogClose = Primitive.Close

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Primitive.Content>) {
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
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-xl bg-white shadow-2xl outline-none',
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

export function DialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return (
    <Primitive.Title
      data-slot="dialog-title"
      className={cn('text-xl font-bold text-stone-900', className)}
      {...props}
    />
  )
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description data-slot="dialog-description" className={cn('text-stone-600', className)} {...props} />
}
