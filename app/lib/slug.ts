/**
 * A name or heading in URL form: lower case, letters and digits joined by single hyphens
 * ("Climate-Smart Agriculture" → "climate-smart-agriculture"). Filter values in URLs and
 * the anchors of a guide's sections both use it, so they match the topic guide slugs.
 */
export function slugify(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}
