// @vitest-environment jsdom
import { linkManifestWhenIdle, manifestHref } from './link-manifest'

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'))

describe('manifestHref', () => {
  it('is each language’s own manifest', () => {
    expect(manifestHref('en')).toBe('/manifest.webmanifest')
    expect(manifestHref('sw')).toBe('/sw/manifest.webmanifest')
  })

  it('is the English one for a language the hub does not have', () => {
    expect(manifestHref('fr')).toBe('/manifest.webmanifest')
  })
})

describe('linkManifestWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.head.innerHTML = ''
    document.documentElement.lang = 'sw'
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('links the page’s manifest only once the page has loaded and the browser is idle', () => {
    const idle: Array<() => void> = []
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    linkManifestWhenIdle(window)
    expect(manifestLinks()).toEqual([])

    window.dispatchEvent(new Event('load'))
    vi.runAllTimers()
    expect(manifestLinks()).toEqual([])

    idle.forEach((callback) => callback())
    expect(manifestLinks()).toEqual(['/sw/manifest.webmanifest'])
  })

  it('follows the page to the other language', async () => {
    linkManifestWhenIdle(window)
    vi.runAllTimers()
    expect(manifestLinks()).toEqual(['/sw/manifest.webmanifest'])

    document.documentElement.lang = 'en'
    await vi.waitFor(() => expect(manifestLinks()).toEqual(['/manifest.webmanifest']))
  })
})
