import { useCallback, useSyncExternalStore } from 'react'
import type * as BookmarkStorage from './bookmarks'

// One store shared by every bookmark button on the page, kept in step with other tabs
// through the "storage" event. The server and the first (hydrating) render do not know
// the saved articles (null, or empty for the views that draw both alike), so the HTML always
// matches; the real list follows right after hydration, once the storage code (with its zod
// parser) has arrived: it stays out of the page's first load.

const listeners = new Set<() => void>()
const noBookmarks: readonly number[] = []
let storage: typeof BookmarkStorage | null = null
let loading: Promise<typeof BookmarkStorage> | null = null
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: noBookmarks }

function notify() {
  for (const listener of listeners) listener()
}

function loadStorage() {
  loading ??= import('./bookmarks').then((module) => {
    storage = module
    notify()
    return module
  })
  return loading
}

function getSnapshot() {
  if (!storage) return null
  const raw = storage.readStoredBookmarks(storage.getBookmarkStorage())
  if (raw !== cache.raw) cache = { raw, ids: storage.parseBookmarks(raw) }
  return cache.ids
}

function getServerSnapshot() {
  return null
}

// For views where nothing saved and not yet known draw the same.
function getSavedOrNone() {
  return getSnapshot() ?? noBookmarks
}

function getNone() {
  return noBookmarks
}

function subscribe(listener: () => void) {
  void loadStorage()
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storage?.BOOKMARKS_STORAGE_KEY) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export type BookmarkChange = 'saved' | 'removed' | 'failed'

/** The saved article ids, null until known (in the browser): for a view that says it is still looking. */
export function useSavedIds() {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/**
 * The saved article ids, empty until known, and a toggle that reports what it did. Empty rather
 * than null: on a device with nothing saved (most of them) the value never changes, so the
 * cards are not drawn again when the storage code arrives, a store's update being rendered
 * synchronously, as one long task.
 */
export function useBookmarks() {
  const savedIds = useSyncExternalStore(subscribe, getSavedOrNone, getNone)
  const toggle = useCallback(async (id: number): Promise<BookmarkChange> => {
    const { getBookmarkStorage, toggleBookmark, writeStoredBookmarks } = await loadStorage()
    const next = toggleBookmark(getSnapshot() ?? noBookmarks, id)
    if (!writeStoredBookmarks(getBookmarkStorage(), next)) return 'failed'
    notify()
    return next.includes(id) ? 'saved' : 'removed'
  }, [])
  return { savedIds, toggle }
}
