// Finds farmers' words (app/content/farm-words.ts) in a question and gives the words the
// guides use for the same things, so a question in Kiswahili or in everyday English finds
// the guide that answers it.
import type { FarmWord } from '~/content/farm-words'

/** Lower case, without accents, apostrophes or curly quotes inside words ("Ng’ombe" → "ngombe"). */
export function normalizeWords(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/(?<=\p{L})['’ʼ`](?=\p{L})/gu, '')
}

/** The words of a text, normalized, in order. */
export function splitWords(text: string): string[] {
  return normalizeWords(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

export interface FarmWordMatcher {
  /**
   * The guides' words for every farming word or phrase of the table in `text` (a farmer's
   * word, or one of the guides' words itself), once each, in order of appearance.
   */
  expand(text: string): string[]
}

/**
 * At each word, the longest phrase of the table that starts there wins and its words are
 * used up: "ndege isiyo na rubani" is a drone, not the birds that "ndege" alone means.
 */
export function createFarmWordMatcher(table: readonly FarmWord[]): FarmWordMatcher {
  const phrases = new Map<string, string[]>()
  let longest = 1
  const add = (phrase: string, means: string[]) => {
    const words = splitWords(phrase)
    longest = Math.max(longest, words.length)
    const key = words.join(' ')
    phrases.set(key, [...new Set([...(phrases.get(key) ?? []), ...means])])
  }
  for (const entry of table) {
    for (const phrase of entry.words) add(phrase, entry.means)
    // The guides' own words are farming words too: "compost" in a question is as sure a sign as "mboji".
    for (const phrase of entry.means) add(phrase, [phrase])
  }

  return {
    expand(text) {
      const words = splitWords(text)
      const found = new Set<string>()
      for (let start = 0; start < words.length;) {
        let matched = 0
        for (let length = Math.min(longest, words.length - start); length > 0 && matched === 0; length--) {
          const means = phrases.get(words.slice(start, start + length).join(' '))
          if (!means) continue
          for (const meaning of means) found.add(meaning)
          matched = length
        }
        start += Math.max(matched, 1)
      }
      return [...found]
    },
  }
}
