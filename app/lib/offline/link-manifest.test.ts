// @vitest-environment jsdom
import { linkManifestWhenIdle, MANIFEST_ATTRIBUTE } from './link-manifest'

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'))

describe('linkManifestWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    document.head.innerHTML = ''
    document.documentElement.setAttribute(MANIFEST_ATTRIBUTE, '/sw/manifest.webmanifest')
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

    document.documentElement.setAttribute(MANIFEST_ATTRIBUTE, '/manifest.webmanifest')
    await vi.waitFor(() => expect(manifestLinks()).toEqual(['/manifest.webmanifest']))
  })

  it('links nothing on a page that names no manifest', () => {
    document.documentElement.removeAttribute(MANIFEST_ATTRIBUTE)
    linkManifestWhenIdle(window)
    vi.runAllTimers()
    expect(manifestLinks()).toEqual([])
  })
})
