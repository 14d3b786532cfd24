import Menu from '~icons/lucide/menu'
import X from '~icons/lucide/x'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useMessages } from '~/i18n/messages'
import { CLOSES_ON_ESCAPE_ATTRIBUTE } from '~/lib/hydration/contract'
import { cn } from '~/lib/utils'
import { LanguageSwitch } from './language-switch'
import { primaryNavItems, serviceNavItems } from './nav-links'
import { NavLink } from '~/components/link'

const allItems = [...primaryNavItems, ...serviceNavItems]

/**
 * Below the desktop breakpoint: a toggle that opens a flat list of all seven links.
 * A native <details> so that it opens even before the page's script has loaded on a
 * slow connection; once it runs, React closes it on navigation. Escape closes it on any page
 * (the inline script's lib/hydration/close-menu-on-escape.ts).
 */
export function MobileMenu() {
  const t = useMessages()
  const { pathname } = useLocation()
  // Open only on the page where it was opened: any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname

  return (
    <details
      {...{ [CLOSES_ON_ESCAPE_ATTRIBUTE]: '' }}
      open={isOpen}
      onToggle={(event) => setOpenOn(event.currentTarget.open ? pathname : null)}
      className="group lg:hidden"
    >
      <summary
        aria-label={t.nav.menu}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
      </summary>
      <div id="mobile-menu" className="absolute inset-x-0 top-full border-b border-stone-200 bg-white shadow-lg">
        <nav aria-label={t.nav.mobileLabel}>
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
            {allItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  onClick={() => setOpenOn(null)}
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
        {/* Beside the seven links, not among them: the same page in the other language. */}
        <LanguageSwitch className="mx-auto max-w-7xl border-t border-stone-200 px-4 py-2" />
      </div>
    </details>
  )
}
