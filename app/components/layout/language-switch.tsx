import { useLocation } from 'react-router'
import { LOCALES, LANGUAGE_TAGS, localizeHref, type Locale } from '~/i18n/locale'
import { useLanguage } from '~/i18n/messages'
import { collapseSlashes } from '~/lib/same-site'
import { cn } from '~/lib/utils'

/** The same page, query and anchor in another language: what the switch links to. */
export function useSamePageIn(locale: Locale) {
  const { pathname, search, hash } = useLocation()
  // The path is the one a client asked for: "//evil.example" must stay a path of this site.
  return localizeHref(`${collapseSlashes(pathname)}${search}${hash}`, locale)
}

/**
 * English / Kiswahili, each named in its own language, each a plain link to the same page
 * (and the same filter, search and Load More count) in that language: it works before any
 * script, and the new page loads only its own language's strings. Following one remembers the
 * reader's choice (lib/language-offer.ts). `compact` shows only the other language, for the
 * phone's top bar.
 */
export function LanguageSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { locale, messages } = useLanguage()
  const shown = compact ? LOCALES.filter((other) => other !== locale) : LOCALES
  return (
    <nav aria-label={messages.language.switchLabel} className={className}>
      <ul className="flex items-center gap-1">
        {shown.map((language) => (
          <LanguageLink key={language} language={language} isCurrent={language === locale} compact={compact} />
        ))}
      </ul>
    </nav>
  )
}

function LanguageLink({ language, isCurrent, compact }: { language: Locale; isCurrent: boolean; compact: boolean }) {
  const { messages } = useLanguage()
  const href = useSamePageIn(language)
  const { lang } = LANGUAGE_TAGS[language]
  return (
    <li>
      <a
        href={href}
        lang={lang}
        hrefLang={lang}
        aria-current={isCurrent ? 'true' : undefined}
        className={cn(
          // On a phone the top bar is narrow: the logo's second line must not wrap beside it.
          'inline-flex min-h-11 items-center rounded-md text-sm font-semibold',
          compact ? 'px-2' : 'px-3',
          isCurrent ? 'bg-brand-50 text-brand-800' : 'text-stone-700 underline hover:bg-stone-100',
        )}
      >
        {messages.language[language]}
      </a>
    </li>
  )
}
