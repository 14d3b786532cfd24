// @vitest-environment jsdom
import {
  APP_START_DEADLINE_MS,
  DEFERRED_APP_ID,
  EARLY_INPUT_ATTRIBUTE,
  ENTER_SENDS_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  ISLAND_WAKE,
  START_AFTER_LOAD_ATTRIBUTE,
  WORKS_WITHOUT_APP_ATTRIBUTE,
} from './contract'
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

  it('lets a press through before hydration on a control the inline script carries out itself', () => {
    byId('menu').setAttribute(WORKS_WITHOUT_APP_ATTRIBUTE, '')
    byId('menu').click()
    expect(presses).toEqual(['menu'])
    expect(byId('menu')).not.toHaveAttribute('aria-busy')
    expect(document.querySelector('script[type="module"]')).toBeNull()
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

  describe('fields whose script has not arrived', () => {
    function renderForm() {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div data-island="consultation"><form>
          <input id="name" name="name"><textarea id="message" name="message"></textarea>
          <select id="topic" name="topic"><option value="">Choose</option><option value="soil">Soil</option></select>
        </form></div>
        <input id="outside" name="q">`,
      )
      return document.querySelector('[data-island="consultation"]')!
    }
    /** A user's keystroke: the browser changes the value, then fires the event. */
    function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
      field.value = value
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    /** What the form's code sees: the events that reach its listener, with the value at that moment. */
    function listen(type: string) {
      const seen: string[] = []
      document.addEventListener(type, (event) => {
        const target = event.target as HTMLInputElement
        if (target.closest('[data-ready]')) seen.push(`${target.id}=${target.value}`)
      })
      return seen
    }

    it('wakes the section on the first focus in one of its fields', () => {
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      const island = renderForm()
      const woken = vi.fn()
      island.addEventListener(ISLAND_WAKE, woken)
      byId('name').focus()
      expect(woken).toHaveBeenCalledTimes(1)
      expect(island).toHaveAttribute(ISLAND_WAKE)
    })

    it('hands what was typed back to the form once it is live, though its code reset the fields', async () => {
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      const island = renderForm()
      const inputs = listen('input')
      const changes = listen('change')
      type(byId('name') as HTMLInputElement, 'Wanjiku')
      type(byId('message') as HTMLTextAreaElement, 'My maize leaves are yellow')
      const topic = byId('topic') as HTMLSelectElement
      topic.value = 'soil'
      topic.dispatchEvent(new Event('change', { bubbles: true }))
      // The form's code starts: it sets two fields to its own starting value, and reads the
      // name as it is without telling what watches it: each is given back, as if typed again.
      for (const id of ['message', 'topic']) (byId(id) as HTMLInputElement).value = ''

      island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      await flush()
      expect((byId('name') as HTMLInputElement).value).toBe('Wanjiku')
      expect((byId('message') as HTMLTextAreaElement).value).toBe('My maize leaves are yellow')
      expect(topic.value).toBe('soil')
      expect(inputs).toEqual(['name=Wanjiku', 'message=My maize leaves are yellow'])
      expect(changes).toEqual(['topic=soil'])
    })

    it('tells the form, once it is live and has the words back, which fields the reader left', async () => {
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      const island = renderForm()
      const seen: string[] = []
      for (const type of ['input', 'blur', 'focusout']) {
        document.addEventListener(
          type,
          (event) => {
            const target = event.target as HTMLInputElement
            if (target.closest?.('[data-ready]')) seen.push(`${type} ${target.id}=${target.value}`)
          },
          true,
        )
      }
      const name = byId('name') as HTMLInputElement
      const message = byId('message') as HTMLTextAreaElement
      name.focus()
      type(name, 'W')
      // Left with too short a name, then the message left empty, then back in the name.
      message.focus()
      byId('outside').focus()
      name.focus()
      name.value = ''

      island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      await flush()
      // The name's words come back; the reader is in it, so only the message is told it was left.
      expect(seen).toEqual(['input name=W', 'blur message=', 'focusout message='])
    })

    it('hands back what was typed before the page was live in a field outside any section', async () => {
      renderForm()
      const outside = byId('outside') as HTMLInputElement
      type(outside, 'maize')
      // The page's code starts and puts its own starting value in the field.
      outside.value = ''
      const seen: string[] = []
      outside.addEventListener('input', () => seen.push(outside.value))
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      await flush()
      expect(outside.value).toBe('maize')
      expect(seen).toEqual(['maize'])
    })

    it('leaves a field alone once its section is live, and fields outside sections always', async () => {
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      const island = renderForm()
      island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      const name = byId('name') as HTMLInputElement
      const outside = byId('outside') as HTMLInputElement
      type(name, 'Otieno')
      type(outside, 'maize')
      name.value = 'Otieno O.'
      outside.value = ''
      island.removeAttribute(ISLAND_READY_ATTRIBUTE)
      island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      await flush()
      expect(name.value).toBe('Otieno O.')
      expect(outside.value).toBe('')
    })
  })

  describe("a box where Enter sends (the chat's), before it is live", () => {
    function renderChat() {
      document.body.insertAdjacentHTML(
        'beforeend',
        `<div data-island="chat"><form id="chat">
          <textarea id="question" ${ENTER_SENDS_ATTRIBUTE}></textarea><button id="send" type="submit">Send</button>
        </form></div>`,
      )
      byId('chat').addEventListener('submit', (event) => event.preventDefault())
      return document.querySelector('[data-island="chat"]')!
    }
    const question = () => byId('question') as HTMLTextAreaElement
    function pressEnter(init: KeyboardEventInit = {}) {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init })
      question().dispatchEvent(event)
      return event
    }

    it('holds Enter as a press of Send, made once the chat is live and has the words back', async () => {
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      const island = renderChat()
      const sent: string[] = []
      byId('send').addEventListener('click', () => sent.push(question().value))
      question().value = 'When do I plant maize?'
      question().dispatchEvent(new Event('input', { bubbles: true }))

      expect(pressEnter().defaultPrevented).toBe(true)
      expect(byId('send')).toHaveAttribute('aria-busy', 'true')
      expect(island).toHaveAttribute(ISLAND_WAKE)
      expect(sent).toEqual([])

      // The chat's code starts with an empty box.
      question().value = ''
      island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      await flush()
      expect(sent).toEqual(['When do I plant maize?'])
      expect(byId('send')).not.toHaveAttribute('aria-busy')
    })

    it('leaves Shift+Enter, Enter while composing, and Enter once the chat is live as they are', () => {
      root.setAttribute(HYDRATED_ATTRIBUTE, '')
      const island = renderChat()
      expect(pressEnter({ shiftKey: true }).defaultPrevented).toBe(false)
      expect(pressEnter({ isComposing: true }).defaultPrevented).toBe(false)
      expect(byId('send')).not.toHaveAttribute('aria-busy')
      island.setAttribute(ISLAND_READY_ATTRIBUTE, '')
      expect(pressEnter().defaultPrevented).toBe(false)
      expect(byId('send')).not.toHaveAttribute('aria-busy')
    })
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

describe('keepPresses: when the application module starts', () => {
  /** A page of its own (in a frame), with the keeper installed as the inline script does it. */
  function loadingPage(inert: string) {
    const frame = document.createElement('iframe')
    document.body.append(frame)
    const page = frame.contentDocument!
    page.body.innerHTML = `<p>Soil</p>${inert}`
    keepPresses(page, 'n0nce')
    const started = () => page.querySelectorAll('script[type="module"]').length
    return { dom: { window: frame.contentWindow as Window & typeof globalThis }, started }
  }
  const app = (attributes = '') =>
    `<script type="text/plain" id="${DEFERRED_APP_ID}"${attributes}>import("/assets/entry.client.js")</script>`

  it("starts an 'on-load' page's module once the page has loaded and been drawn, and only once", async () => {
    const { dom, started } = loadingPage(app(` ${START_AFTER_LOAD_ATTRIBUTE}=""`))
    expect(started()).toBe(0)
    dom.window.dispatchEvent(new dom.window.Event('load'))
    expect(started()).toBe(0)
    await vi.waitFor(() => expect(started()).toBe(1))
    dom.window.document.querySelector('p')!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }))
    expect(started()).toBe(1)
  })

  it("starts an 'on-load' page's module a while after its HTML when a photo holds the load back", () => {
    vi.useFakeTimers()
    try {
      const { dom, started } = loadingPage(app(` ${START_AFTER_LOAD_ATTRIBUTE}=""`))
      dom.window.document.dispatchEvent(new dom.window.Event('DOMContentLoaded'))
      vi.advanceTimersByTime(APP_START_DEADLINE_MS - 1)
      expect(started()).toBe(0)
      vi.advanceTimersByTime(1)
      expect(started()).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('enables, once the page is parsed, the fields drawn disabled for want of script, and no other', () => {
    const frame = document.createElement('iframe')
    document.body.append(frame)
    const page = frame.contentDocument!
    Object.defineProperty(page, 'readyState', { value: 'loading', configurable: true })
    page.body.innerHTML = `<textarea id="question" ${EARLY_INPUT_ATTRIBUTE} disabled></textarea>
      <button id="send" ${EARLY_INPUT_ATTRIBUTE} disabled>Send</button><button id="clear" disabled>Clear</button>`
    keepPresses(page, 'n0nce')
    const disabled = () => [...page.querySelectorAll('[disabled]')].map((element) => element.id)
    expect(disabled()).toEqual(['question', 'send', 'clear'])
    page.dispatchEvent(new Event('DOMContentLoaded'))
    expect(disabled()).toEqual(['clear'])
  })

  it("leaves an 'on-interaction' page's module for the first press, whatever loads", () => {
    vi.useFakeTimers()
    try {
      const { dom, started } = loadingPage(app())
      dom.window.document.dispatchEvent(new dom.window.Event('DOMContentLoaded'))
      dom.window.dispatchEvent(new dom.window.Event('load'))
      vi.advanceTimersByTime(APP_START_DEADLINE_MS * 10)
      expect(started()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
