import { faq } from '~/content/faq'
import type { FaqItem } from '~/content/schema'
import { faqSw } from '~/content/sw/faq'
import type { Locale } from '~/i18n/locale'

/** The Kiswahili FAQ is the English one's questions and answers, in the same order. */
const faqIn: Record<Locale, FaqItem[]> = { en: faq, sw: faqSw }

export function listFaqItems(locale: Locale): FaqItem[] {
  return faqIn[locale]
}
