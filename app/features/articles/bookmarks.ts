// Saved articles, kept in the browser's local storage (no accounts). The stored
// value is parsed with zod: anything corrupt, edited or from an older shape is ignored
// rather than breaking the page. zod/mini keeps this small in the browser bundle.
import { z } from 'zod/mini'

export const BOOKMARKS_STORAGE_KEY = 'tujue-saved-articles'

const StoredBookmarksSchema = z.object({
  version: z.literal(1),
  articleIds: z.array(z.number().check(z.int(), z.positive())),
})

/** The saved article ids in a stored value; none when it is missing or unreadable. */
export function parseBookmarks(raw: string | null): number[] {
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  const result = StoredBookmarksSchema.safeParse(value)
  return result.success ? [...new Set(result.data.articleIds)] : []
}

export function serializeBookmarks(articleIds: readonly number[]): string {
  return JSON.stringify({ version: 1, articleIds })
}

/** Saves an unsaved article (newest first) or removes a saved one. */
export function toggleBookmark(articleIds: readonly number[], id: number): number[] {
  return articleIds.includes(id) ? articleIds.filter((saved) => saved !== id) : [id, ...articleIds]
}

/** Local storage, or null where the browser refuses it (privacy settings, some webviews). */
export function getBookmarkStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStoredBookmarks(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(BOOKMARKS_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

/** False when the list could not be stored (storage blocked or full). */
export function writeStoredBookmarks(storage: Pick<Storage, 'setItem'> | null, articleIds: readonly number[]) {
  if (!storage) return false
  try {
    storage.setItem(BOOKMARKS_STORAGE_KEY, serializeBookmarks(articleIds))
    return true
  } catch {
    return false
  }
}
