// @vitest-environment jsdom
import { holdLazyPhotosUntilFirstPaint } from './photos-after-first-paint'

const DEADLINE_MS = 3000

/** A page of its own (in a frame) with the hold installed as the inline script in <head> does it. */
function page() {
  const frame = document.createElement('iframe')
  document.body.append(frame)
  const win = frame.contentWindow as Window & typeof globalThis
  holdLazyPhotosUntilFirstPaint(win, DEADLINE_MS)
  const body = win.document.body
  /** Adds markup as the parser would, and lets the page's observers see it. */
  const parse = async (html: string) => {
    body.insertAdjacentHTML('beforeend', html)
    await Promise.resolve()
  }
  const image = (id: string) => win.document.getElementById(id)!
  return { win, parse, image }
}

const lazy =
  '<div><img id="team" loading="lazy" src="/a-640.webp" srcset="/a-320.webp 320w, /a-640.webp 640w" alt="Levy"></div>'
const eager = '<img id="hero" loading="eager" fetchpriority="high" src="/hero-800.webp" alt="">'

describe('holdLazyPhotosUntilFirstPaint', () => {
  it('leaves a lazy photo nothing to fetch until the page has loaded and been drawn, then gives its addresses back', async () => {
    const { win, parse, image } = page()
    await parse(eager + lazy)
    expect(image('team')).not.toHaveAttribute('src')
    expect(image('team')).not.toHaveAttribute('srcset')
    expect(image('hero')).toHaveAttribute('src', '/hero-800.webp')

    win.dispatchEvent(new win.Event('load'))
    // Not in the load event's own task: after the frame that follows it.
    expect(image('team')).not.toHaveAttribute('src')
    await vi.waitFor(() => expect(image('team')).toHaveAttribute('src', '/a-640.webp'))
    expect(image('team')).toHaveAttribute('srcset', '/a-320.webp 320w, /a-640.webp 640w')
    expect(image('team')).not.toHaveAttribute('data-held-src')
    expect(image('team')).not.toHaveAttribute('data-held-srcset')
  })

  it("holds a lazy picture's sources with its image, and gives them back first", async () => {
    const { win, parse, image } = page()
    await parse(
      '<picture><source id="avif" type="image/avif" srcset="/b-640.avif 640w, /b-828.avif 828w">' +
        '<img id="band" loading="lazy" src="/b-640.webp" srcset="/b-640.webp 640w, /b-828.webp 828w" alt=""></picture>',
    )
    // A source left in place would be fetched in the image's stead.
    expect(image('avif')).not.toHaveAttribute('srcset')
    expect(image('band')).not.toHaveAttribute('srcset')

    win.dispatchEvent(new win.Event('load'))
    await vi.waitFor(() => expect(image('avif')).toHaveAttribute('srcset', '/b-640.avif 640w, /b-828.avif 828w'))
    expect(image('band')).toHaveAttribute('src', '/b-640.webp')
    expect(image('avif')).not.toHaveAttribute('data-held-srcset')
  })

  it('leaves alone the images added once the page has been drawn (by its script)', async () => {
    const { win, parse, image } = page()
    win.dispatchEvent(new win.Event('load'))
    // The frame after load, and the task after it.
    await new Promise((resolve) => win.setTimeout(resolve, 100))
    await parse(lazy)
    expect(image('team')).toHaveAttribute('src', '/a-640.webp')
  })

  it('gives the photos back a while after the HTML if a slow photo holds the load back', async () => {
    vi.useFakeTimers()
    try {
      const { win, parse, image } = page()
      await parse(lazy)
      win.document.dispatchEvent(new win.Event('DOMContentLoaded'))
      vi.advanceTimersByTime(DEADLINE_MS - 1)
      expect(image('team')).not.toHaveAttribute('src')
      vi.advanceTimersByTime(1)
      expect(image('team')).toHaveAttribute('src', '/a-640.webp')
    } finally {
      vi.useRealTimers()
    }
  })
})
