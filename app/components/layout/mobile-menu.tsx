import { Menu, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { primaryNavItems, serviceNavItems } from './nav-links'

const allItems = [...primaryNavItems, ...serviceNavItems]

/** Below the desktop breakpoint: a toggle that opens a flat list of all seven links. */
export function MobileMenu() {
  const t = useMessages()
  const { pathname } = useLocation()
  // Open only on the page where it was opened: any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname
  const setIsOpen = (open: boolean) => setOpenOn(open ? pathname : null)

  useEffect(() => {
    if (!isOpen) return
    const handleKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [isOpen])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        aria-label={isOpen ? t.nav.closeMenu : t.nav.openMenu}
        onClick={() => setIsOpen(!isOpen)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100"
      >
        {isOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label={t.nav.mobileLabel}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {allItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={() => setIsOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-3 text-base font-semibold',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100',
                  )
                }
              >
                {t.nav[item.label]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
