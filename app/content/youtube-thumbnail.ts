// A video's still on YouTube's image host: the content model derives every video's
// thumbnail from its id with it (content/schema.ts), and the topic video lists use it too.

export function youtubeThumbnailUrl(id: string) {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
}
