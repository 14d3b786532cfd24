import ChevronDown from '~icons/lucide/chevron-down'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'
import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { navLinkClass } from './nav-link-class'
import { serviceNavItems } from './nav-links'
import { Link } from '~/components/link'

/**
 * The desktop Services dropdown, built as a disclosure of links (the WAI-ARIA pattern for
 * site navigation): Enter or Space opens it, Tab or the arrow keys move through it, Escape
 * closes it and returns focus to the button. See docs/decisions/0001-services-disclosure.md.
 */
export function ServicesMenu() {
  const t = useMessages()
  const { pathname } = useLocation()
  // Open only on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const isCurrent = serviceNavItems.some((item) => item.to === pathname)

  useEffect(() => {
    if (!isOpen) return
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null)
    }
    document.addEventListener('pointerdown', handlePointerDown)
    return () => document.removeEventListener('pointerdown', handlePointerDown)
  }, [isOpen])

  function focusLink(direction: 1 | -1 | 'first') {
    const links = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = direction === 'first' ? 0 : (current + direction + links.length) % links.length
    links[next]?.focus()
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      setOpenOn(null)
      buttonRef.current?.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const fromButton = event.currentTarget === buttonRef.current
      setOpenOn(pathname)
      // From the button, the list may only render on the next frame.
      requestAnimationFrame(() => focusLink(fromButton ? 'first' : event.key === 'ArrowDown' ? 1 : -1))
    }
  }

  function handleBlur(event: FocusEvent) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenOn(null)
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        className={cn(navLinkClass(isCurrent), 'inline-flex items-center gap-1')}
      >
        {t.nav.services}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute right-0 z-50 mt-2 min-w-52 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
      >
        {serviceNavItems.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.to === pathname ? 'page' : undefined}
              onKeyDown={handleKeyDown}
              onBlur={handleBlur}
              className="block rounded-md px-3 py-2.5 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            >
              {t.nav[item.label]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
