// The model writes for the web chat's page (markdown: **bold**, "* " lists, # headings, links),
// and even told not to, it sometimes still does. A phone shows those marks as they are, and each
// costs a character of the SMS: they go, the words stay.

/** Markdown made plain text: emphasis marks dropped, list marks made "- ", headings and links as their words. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^(\s*)[*+•]\s+/gm, '$1- ')
    .replace(/\[([^\]]+)\]\((?:[^)\s]+)\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
