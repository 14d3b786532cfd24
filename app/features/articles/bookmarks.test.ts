import {
  BOOKMARKS_STORAGE_KEY,
  parseBookmarks,
  readStoredBookmarks,
  serializeBookmarks,
  toggleBookmark,
  writeStoredBookmarks,
} from './bookmarks'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('bookmarks', () => {
  it('saves newest first and removes a saved article', () => {
    expect(toggleBookmark([], 3)).toEqual([3])
    expect(toggleBookmark([3], 7)).toEqual([7, 3])
    expect(toggleBookmark([7, 3], 3)).toEqual([7])
  })

  it('round-trips through storage', () => {
    const storage = memoryStorage()
    expect(writeStoredBookmarks(storage, [7, 3])).toBe(true)
    expect(storage.values.get(BOOKMARKS_STORAGE_KEY)).toBe(serializeBookmarks([7, 3]))
    expect(parseBookmarks(readStoredBookmarks(storage))).toEqual([7, 3])
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a bare array', '[1,2]'],
    ['another version', '{"version":2,"articleIds":[1]}'],
    ['ids that are not whole positive numbers', '{"version":1,"articleIds":[1,"2"]}'],
    ['negative ids', '{"version":1,"articleIds":[-1]}'],
    ['null', 'null'],
  ])('ignores %s', (_, raw) => {
    expect(parseBookmarks(raw)).toEqual([])
  })

  it('drops duplicates from an edited value', () => {
    expect(parseBookmarks('{"version":1,"articleIds":[4,4,2]}')).toEqual([4, 2])
  })

  it('reports storage that refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readStoredBookmarks(refusing)).toBeNull()
    expect(writeStoredBookmarks(refusing, [1])).toBe(false)
    expect(writeStoredBookmarks(null, [1])).toBe(false)
  })
})
