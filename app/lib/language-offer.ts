// Runs in the browser before anything else, inlined in every page's <head> (press-keeper.boot.ts).
import { rememberLanguageChoice, suggestedLanguage } from '~/i18n/language-choice'
import { LANGUAGE_TAGS, LOCALES } from '~/i18n/locale'
import { LANGUAGE_OFFER_ID, PAGE_IDLE } from '~/lib/hydration/contract'

/**
 * The offer of the page in the reader's own language (components/layout/language-suggestion.tsx),
 * carried out by the inline script so that it needs no application script: a reader
 * whose browser puts our other language first lands on guides, which run none (decision 2).
 * - Shown once the page is loaded and idle, when the browser's first language is the other one and
 *   the reader has not chosen a language.
 * - A link to the other language (the offer's own, or the language switch) remembers the choice and
 *   hides the offer; so does its dismiss button.
 * React keeps the offer's address in step with the page and never touches `hidden`, which it
 * renders the same on every page.
 */
export function offerReadersLanguage(win: Window) {
  const { document } = win
  const offer = () => document.getElementById(LANGUAGE_OFFER_ID)

  win.addEventListener(
    PAGE_IDLE,
    () => {
      const locale = LOCALES.find((each) => LANGUAGE_TAGS[each].lang === document.documentElement.lang)
      const shown = offer()
      if (shown && locale && suggestedLanguage(locale, win.navigator.languages)) shown.hidden = false
    },
    { once: true },
  )

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const isSwitch = target?.closest('a[hreflang]')
    const isDismiss = target?.closest(`#${LANGUAGE_OFFER_ID} button`)
    if (!isSwitch && !isDismiss) return
    rememberLanguageChoice()
    const shown = offer()
    if (shown) shown.hidden = true
  })
}
