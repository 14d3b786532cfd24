import X from '~icons/lucide/x'
import { LANGUAGE_TAGS, LOCALES } from '~/i18n/locale'
import { useLanguage } from '~/i18n/messages'
import { LANGUAGE_OFFER_ID, WORKS_WITHOUT_APP_ATTRIBUTE } from '~/lib/hydration/contract'
import { useSamePageIn } from './language-switch'

/**
 * A small, dismissible line that offers the page in the reader's own language, when their
 * browser puts it first: never a redirect, since the URL alone decides the language (a shared
 * link must open as sent). In every page's HTML, hidden, so pre-rendered pages stay the same for
 * everyone; the inline script shows it once the page is idle, and hides it for good once the reader
 * dismisses it or switches (lib/language-offer.ts). It works so on a page that runs no script of
 * its own (a guide, decision 2) as on one that does.
 */
export function LanguageSuggestion() {
  const { locale, messages } = useLanguage()
  // Two languages: the one offered is always the other.
  const other = LOCALES.find((each) => each !== locale) ?? locale
  const href = useSamePageIn(other)
  const t = messages.language
  const { lang } = LANGUAGE_TAGS[other]
  return (
    // Fixed at the foot of the screen: it appears after the page has drawn, and must not push the
    // page down under the reader's finger (or count as a layout shift).
    <aside
      id={LANGUAGE_OFFER_ID}
      hidden
      lang={lang}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300 bg-amber-50 text-sm text-stone-900 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="flex-1">
          {t.suggestion}{' '}
          <a href={href} hrefLang={lang} className="font-semibold text-brand-800 underline">
            {t.suggestionAction}
          </a>
        </p>
        <button
          type="button"
          {...{ [WORKS_WITHOUT_APP_ATTRIBUTE]: '' }}
          aria-label={t.suggestionDismiss}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  )
}
