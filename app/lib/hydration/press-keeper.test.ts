// @vitest-environment jsdom
import { DEFERRED_APP_ID, HYDRATED_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, ISLAND_WAKE } from './contract'
import { keepPresses } from './press-keeper'

// One document for the file: keepPresses installs listeners on it, as the inline script does once per page.
const root = document.documentElement
keepPresses(document, 'n0nce')

const presses: string[] = []
document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest('button')
  if (button) presses.push(button.id)
})

beforeEach(() => {
  presses.length = 0
  root.removeAttribute(HYDRATED_ATTRIBUTE)
  document.body.innerHTML = `
    <button id="menu">Services</button>
    <div data-island="topics"><button id="learn-more">Learn more</button><a id="link" href="#x">Read</a></div>`
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 100))
const byId = (id: string) => document.getElementById(id)!

describe('keepPresses', () => {
  it('holds a press before hydration, shows it was received, and makes it again once the page is live', async () => {
    byId('menu').click()
    expect(presses).toEqual([])
    expect(byId('menu')).toHaveAttribute('aria-busy', 'true')

    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    await flush()
    expect(presses).toEqual(['menu'])
    expect(byId('menu')).not.toHaveAttribute('aria-busy')
  })

  it('lets presses through once the page is live', () => {
    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    byId('menu').click()
    expect(presses).toEqual(['menu'])
  })

  it('holds a press in an island until the island is ready, and wakes it at once', async () => {
    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    const island = document.querySelector('[data-island]')!
    const woken = vi.fn()
    island.addEventListener(ISLAND_WAKE, woken)

    byId('learn-more').click()
    expect(presses).toEqual([])
    expect(woken).toHaveBeenCalledTimes(1)
    expect(island).toHaveAttribute(ISLAND_WAKE)

    island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
    await flush()
    expect(presses).toEqual(['learn-more'])
  })

  it('carries out only the latest of several early presses', async () => {
    byId('menu').click()
    byId('learn-more').click()
    expect(byId('menu')).not.toHaveAttribute('aria-busy')
    root.setAttribute(HYDRATED_ATTRIBUTE, '')
    document.querySelector('[data-island]')!.setAttribute(ISLAND_READY_ATTRIBUTE, '')
    await flush()
    expect(presses).toEqual(['learn-more'])
  })

  it('leaves links alone: they work without script', () => {
    const followed = vi.fn((event: Event) => event.preventDefault())
    byId('link').addEventListener('click', followed)
    byId('link').click()
    expect(followed).toHaveBeenCalled()
  })

  it('starts the inert application module of a page served without it, with the page’s nonce', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="text/plain" id="${DEFERRED_APP_ID}">import("/assets/entry.client.js")</script>`,
    )
    byId('menu').click()
    const started = [...document.querySelectorAll('script[type="module"]')] as HTMLScriptElement[]
    expect(started).toHaveLength(1)
    expect(started[0]!.textContent).toBe('import("/assets/entry.client.js")')
    expect(started[0]!.nonce).toBe('n0nce')
  })

  it('marks an image that cannot load, so its placeholder shows instead of a broken icon', () => {
    const image = document.createElement('img')
    document.body.append(image)
    image.dispatchEvent(new Event('error'))
    expect(image).toHaveAttribute('data-broken')
  })
})
