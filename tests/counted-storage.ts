/**
 * A Web Storage whose reads a test can count, for code that must not read storage it does not
 * need (a page's first read waits on the browser process). jsdom's own Storage does not call
 * through its prototype, so a spy there sees nothing. Install it with
 * `vi.stubGlobal('localStorage', counted.storage)` (or 'sessionStorage').
 */
export function countedStorage() {
  const stored = new Map<string, string>()
  const getItem = vi.fn((key: string) => stored.get(key) ?? null)
  const storage = {
    getItem,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  }
  return { storage, stored, getItem }
}
