// The site's links: React Router's Link and NavLink, with a path of ours put into
// the page's language, so "/articles" leads to /sw/articles on a Kiswahili page. Components
// write the English path once; ESLint refuses Link and NavLink from react-router elsewhere.
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from 'react-router'
import { localizeHref, type Locale } from '~/i18n/locale'
import { useLanguage } from '~/i18n/messages'

function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localizeHref(to, locale)
  return to.pathname ? { ...to, pathname: localizeHref(to.pathname, locale) } : to
}

/** Puts a path of ours into the page's language (for a form's action or navigate()). */
export function useLocalizedHref() {
  const { locale } = useLanguage()
  return (href: string) => localizeHref(href, locale)
}

export function Link({ to, ...props }: LinkProps) {
  const { locale } = useLanguage()
  return <RouterLink to={localizeTo(to, locale)} {...props} />
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const { locale } = useLanguage()
  return <RouterNavLink to={localizeTo(to, locale)} {...props} />
}
