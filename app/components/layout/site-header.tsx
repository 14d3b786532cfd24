import { useMessages } from '~/i18n/messages'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { navLinkClass } from './nav-link-class'
import { primaryNavItems } from './nav-links'
import { ServicesMenuIsland } from './services-menu-island'
import { NavLink } from '~/components/link'

export function SiteHeader() {
  const t = useMessages()
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label={t.nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={({ isActive }) => navLinkClass(isActive)}>
                  {t.nav[item.label]}
                </NavLink>
              </li>
            ))}
            <li>
              <ServicesMenuIsland />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch className="hidden lg:block" />
          <LanguageSwitch compact className="lg:hidden" />
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
