/**
 * Up to two capital letters standing in for a missing photo or logo: the first and last
 * words of a name ("Levy Nguti Mutongu" → "LM"). Middle initials and punctuation are
 * skipped so "Swabir M. Bwana" reads "SB", not "SM".
 */
export function nameInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 1 || /\p{N}/u.test(word))
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last].map((word) => word?.charAt(0).toLocaleUpperCase() ?? '').join('')
}
