/**
 * The URL form of a category name, e.g. "Climate-Smart Agriculture" → "climate-smart-agriculture",
 * so filter links read well and match the topic guide slugs.
 */
export function toParamSlug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
