import { faq } from '~/content/faq'
import type { FaqItem } from '~/content/schema'

export function listFaqItems(): FaqItem[] {
  return faq
}
