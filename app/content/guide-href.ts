// Where a topic guide, or one of its sections, lives: /articles/{slug}#{section anchor}, or
// its Kiswahili twin under /sw (i18n/locale.ts puts a link into a language).
// Part of the content model (content/schema.ts checks links with it), so it lives here.
// Shared by the server, which builds the assistant's links to the guides, and the browser,
// which checks them before it shows one.

/** A path to a guide in either language, with a section's anchor where there is one. */
export const GUIDE_HREF = /^(?:\/sw)?\/articles\/[a-z0-9]+(?:-[a-z0-9]+)*(?:#[a-z0-9]+(?:-[a-z0-9]+)*)?$/

export function guideHref(slug: string, anchor: string | null = null) {
  return `/articles/${slug}${anchor ? `#${anchor}` : ''}`
}
