// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expectConsoleError } from '../../../tests/console-errors'
import { ISLAND_WAKE } from './contract'
import { island } from './island'

function Counter({ count, onPress }: { count: number; onPress: () => void }) {
  return (
    <button type="button" onClick={onPress}>
      Pressed {count}
    </button>
  )
}

const onPressStable = () => {}
const CounterIsland = island('counter', async () => Counter)

function Page({ stable }: { stable: boolean }) {
  const [renders, setRenders] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <CounterIsland count={1} onPress={stable ? onPressStable : () => {}} />
    </>
  )
}

describe('island', () => {
  it('renders its section, whose script loads at once when the browser cannot watch the screen', async () => {
    render(<Page stable />)
    expect(await screen.findByRole('button', { name: 'Pressed 1' })).toBeInTheDocument()
    // Marked from an effect, after the section has been drawn (on a busy machine, not yet when it shows).
    await vi.waitFor(() => expect(document.querySelector('[data-island="counter"]')).toHaveAttribute('data-ready'))
  })

  it('accepts a page re-rendering with the same props', async () => {
    const error = vi.mocked(console.error)
    render(<Page stable />)
    await screen.findByRole('button', { name: 'Pressed 1' })
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }))
    await screen.findByRole('button', { name: 'Pressed 1' })
    expect(error).not.toHaveBeenCalled()
  })

  it('reports a prop that changes between renders, naming it', async () => {
    const error = expectConsoleError()
    render(<Page stable={false} />)
    await screen.findByRole('button', { name: 'Pressed 1' })
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }))
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('Island "counter" was given new props (onPress)')),
    )
  })

  it('keeps waiting, without an error, when its script cannot load, and loads it once back online', async () => {
    let attempts = 0
    const Flaky = island('flaky', async () => {
      attempts += 1
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return Counter
    })
    render(<Flaky count={2} onPress={onPressStable} />)
    await vi.waitFor(() => expect(attempts).toBe(1))
    expect(screen.queryByRole('button', { name: 'Pressed 2' })).not.toBeInTheDocument()

    window.dispatchEvent(new Event('online'))
    expect(await screen.findByRole('button', { name: 'Pressed 2' })).toBeInTheDocument()
  })
})

describe('an island that outlives the page (the footer)', () => {
  type RouterEvents = { state: object; subscribe(listener: (state: object) => void): () => void }
  const routerWindow = window as Window & { __reactRouterDataRouter?: RouterEvents }
  const listeners = new Set<(state: object) => void>()
  /** React Router's state changing (a navigation starting): each field a new value, as it does. */
  const navigate = () => {
    for (const listener of listeners) listener({ navigation: { state: 'loading' } })
  }

  beforeEach(() => {
    // A browser that watches the screen, with the section far below it: only a navigation wakes it.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    routerWindow.__reactRouterDataRouter = {
      state: { navigation: { state: 'idle' } },
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    delete routerWindow.__reactRouterDataRouter
    listeners.clear()
    document.body.innerHTML = ''
  })

  /** The server's HTML of the section, which the island finds in the page as it hydrates. */
  function serverHtml(name: string) {
    const html = document.createElement('div')
    html.setAttribute('data-island', name)
    document.body.append(html)
  }

  it('loads its script when the router starts to change the page, not before', async () => {
    serverHtml('frame-part')
    const FramePart = island('frame-part', async () => Counter, { outlivesPage: true })
    render(<FramePart count={3} onPress={onPressStable} />)
    await vi.waitFor(() => expect(listeners.size).toBe(1))
    expect(screen.queryByRole('button', { name: 'Pressed 3' })).not.toBeInTheDocument()

    navigate()
    expect(await screen.findByRole('button', { name: 'Pressed 3' })).toBeInTheDocument()
    expect(listeners.size).toBe(0)
  })

  it('is not woken by an update of the router that changes nothing (its discovery of links)', async () => {
    serverHtml('frame-part-still')
    const FramePart = island('frame-part-still', async () => Counter, { outlivesPage: true })
    render(<FramePart count={9} onPress={onPressStable} />)
    await vi.waitFor(() => expect(listeners.size).toBe(1))
    const { state } = routerWindow.__reactRouterDataRouter!
    for (const listener of listeners) listener({ ...state })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button', { name: 'Pressed 9' })).not.toBeInTheDocument()
  })

  it('is not woken by the router when it is a section of one page', async () => {
    serverHtml('page-part')
    const PagePart = island('page-part', async () => Counter)
    render(<PagePart count={4} onPress={onPressStable} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(listeners.size).toBe(0)
    expect(screen.queryByRole('button', { name: 'Pressed 4' })).not.toBeInTheDocument()
  })

  it('loads at once when drawn again after its page was left before it loaded (Back, the Home link)', async () => {
    serverHtml('left-early')
    const Section = island('left-early', async () => Counter)
    const first = render(<Section count={6} onPress={onPressStable} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button', { name: 'Pressed 6' })).not.toBeInTheDocument()
    first.unmount()
    document.body.innerHTML = ''

    render(<Section count={6} onPress={onPressStable} />)
    expect(await screen.findByRole('button', { name: 'Pressed 6' })).toBeInTheDocument()
  })

  it('keeps the server HTML of a section that loads never, through the router’s changes, until something wakes it', async () => {
    serverHtml('static-part')
    const StaticPart = island('static-part', async () => Counter, { loads: 'never' })
    render(<StaticPart count={7} onPress={onPressStable} />)
    navigate()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button', { name: 'Pressed 7' })).not.toBeInTheDocument()

    document.querySelector('[data-island="static-part"]')!.dispatchEvent(new Event(ISLAND_WAKE))
    expect(await screen.findByRole('button', { name: 'Pressed 7' })).toBeInTheDocument()
  })

  it('loads a section that loads never at once where the browser draws it (no server HTML)', async () => {
    const StaticPart = island('static-drawn', async () => Counter, { loads: 'never' })
    render(<StaticPart count={8} onPress={onPressStable} />)
    expect(await screen.findByRole('button', { name: 'Pressed 8' })).toBeInTheDocument()
  })

  it('loads a section that loads on intent at the first pointer over it or focus in it, not near the screen', async () => {
    for (const [name, intent] of [
      ['intent-pointer', 'pointerenter'],
      ['intent-focus', 'focusin'],
    ] as const) {
      serverHtml(name)
      const Menu = island(name, async () => Counter, { loads: 'on-intent' })
      render(<Menu count={10} onPress={onPressStable} />)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('button', { name: 'Pressed 10' })).not.toBeInTheDocument()
      document.querySelector(`[data-island="${name}"]`)!.dispatchEvent(new Event(intent))
      expect(await screen.findByRole('button', { name: 'Pressed 10' })).toBeInTheDocument()
      cleanup()
    }
  })

  it('loads at once when there is no router to listen to', async () => {
    delete routerWindow.__reactRouterDataRouter
    serverHtml('frame-part-alone')
    const FramePart = island('frame-part-alone', async () => Counter, { outlivesPage: true })
    render(<FramePart count={5} onPress={onPressStable} />)
    expect(await screen.findByRole('button', { name: 'Pressed 5' })).toBeInTheDocument()
  })
})
