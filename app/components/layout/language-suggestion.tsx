import X from '~icons/lucide/x'
import { useState } from 'react'
import { LANGUAGE_TAGS, LOCALES, type Locale } from '~/i18n/locale'
import { useLanguage } from '~/i18n/messages'
import { useHydrated } from '~/lib/use-hydrated'
import { hasChosenLanguage, rememberLanguageChoice } from './language-choice'
import { useSamePageIn } from './language-switch'

/** The hub's language the browser prefers over the page's, if the reader's first language is one of ours. */
export function preferredOtherLanguage(pageLocale: Locale, browserLanguages: readonly string[]): Locale | null {
  const first = browserLanguages[0]?.toLowerCase().split('-')[0]
  const preferred = LOCALES.find((locale) => LANGUAGE_TAGS[locale].lang === first)
  return preferred && preferred !== pageLocale ? preferred : null
}

/**
 * A small, dismissible line that offers the page in the reader's own language, when their
 * browser puts it first: never a redirect, since the URL alone decides the language (a shared
 * link must open as sent). Decided in the browser after the page has loaded, so pre-rendered
 * pages stay the same for everyone; gone for good once the reader dismisses it or switches.
 */
export function LanguageSuggestion() {
  const { locale, messages } = useLanguage()
  const isHydrated = useHydrated()
  const [isDismissed, setDismissed] = useState(false)
  // Read from the browser only once hydrated: the server's HTML is the same for everyone. The
  // browser's languages first: most readers' match the page, and then localStorage, whose first
  // read in a page waits on the browser process, is not read at all.
  const other = isHydrated && !isDismissed ? preferredOtherLanguage(locale, navigator.languages) : null
  const suggested = other && !hasChosenLanguage() ? other : null
  const href = useSamePageIn(suggested ?? locale)
  if (!suggested) return null
  const t = messages.language
  const { lang } = LANGUAGE_TAGS[suggested]
  const dismiss = () => {
    rememberLanguageChoice()
    setDismissed(true)
  }
  return (
    // Fixed at the foot of the screen: it appears after the page has drawn, and must not push the
    // page down under the reader's finger (or count as a layout shift).
    <aside
      lang={lang}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 text-sm text-stone-900 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="flex-1">
          {t.suggestion}{' '}
          <a
            href={href}
            hrefLang={lang}
            onClick={rememberLanguageChoice}
            className="font-semibold text-brand-800 underline"
          >
            {t.suggestionAction}
          </a>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t.suggestionDismiss}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  )
}
