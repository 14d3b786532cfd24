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
