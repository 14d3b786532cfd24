// What the worker reads in a stored page: its title (for the list of saved pages) and the
// files it needs to show (to know whether a page from an older build can still be shown).

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
}

/** The page's <title>, decoded; the hub's own name after " | " is dropped: every saved page has it. */
export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)
  if (!match) return null
  const title = match[1]!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!).trim()
  return title.replace(/\s+\|\s+Tujue Ukulima$/, '') || null
}

/**
 * The hashed files a page loads as it opens: its stylesheets and the scripts that run. The
 * inert application script of a page served without it (type="text/plain") is not loaded
 * until a press, so it does not count.
 */
export function assetsOf(html: string): string[] {
  const running = html.replace(/<script[^>]*type="text\/plain"[^>]*>[\s\S]*?<\/script>/g, '')
  const found = new Set<string>()
  for (const match of running.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)) found.add(match[1]!)
  for (const match of running.matchAll(/<script[^>]*src="(\/assets\/[^"]+)"/g)) found.add(match[1]!)
  for (const match of running.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of match[1]!.matchAll(/(?:from|import)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g))
      found.add(imported[1]!)
  }
  return [...found]
}
