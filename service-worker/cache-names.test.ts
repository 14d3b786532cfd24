import { SAVED_GUIDES_CACHE } from '../app/lib/offline/saved-guides'
import { isOutdatedCache, runtimeCaches } from './cache-names'

describe('isOutdatedCache', () => {
  const precache = 'tujue-precache-v2-https://tujue.example/'

  it('deletes our caches of an older format, never the current ones or another app’s', () => {
    expect(isOutdatedCache('tujue-pages-v0', precache)).toBe(true)
    expect(isOutdatedCache(runtimeCaches.pages, precache)).toBe(false)
    expect(isOutdatedCache(runtimeCaches.assets, precache)).toBe(false)
    expect(isOutdatedCache(precache, precache)).toBe(false)
    expect(isOutdatedCache('other-app-v1', precache)).toBe(false)
  })
})

describe('the saved guides', () => {
  it('are never deleted by a new worker, whatever its format version', () => {
    expect(isOutdatedCache(SAVED_GUIDES_CACHE, 'tujue-precache-v3-https://tujue.example/')).toBe(false)
    expect(SAVED_GUIDES_CACHE.startsWith('tujue-')).toBe(true)
  })
})
