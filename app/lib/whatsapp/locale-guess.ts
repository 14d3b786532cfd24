// The language a new WhatsApp farmer starts in: Kiswahili, unless their first words are plainly
// English. A farmer can change it at any time with the Language button.
import type { Locale } from '~/i18n/locale'

const ENGLISH = /\b(the|my|is|are|how|what|why|when|which|do|does|can|should|and|with|have|has|my|leaves?|cows?)\b/gi
const KISWAHILI =
  /\b(na|ya|wa|za|kwa|nini|vipi|je|ni|mimi|yangu|wangu|zangu|habari|shamba|mahindi|ng'?ombe|kuku|majani)\b/gi

export function guessLocale(text: string): Locale {
  const english = text.match(ENGLISH)?.length ?? 0
  const kiswahili = text.match(KISWAHILI)?.length ?? 0
  return english > kiswahili ? 'en' : 'sw'
}
