// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useHydrated } from './use-hydrated'

const events: string[] = []

function Probe({ name }: { name: string }) {
  const isHydrated = useHydrated()
  events.push(`${name} rendered ${isHydrated ? 'hydrated' : 'not hydrated'}`)
  return <p>{`${name} ${isHydrated ? 'hydrated' : 'not hydrated'}`}</p>
}

// Marks the end of the hydration's effects, and the end of the task that ran them.
function EffectsDone() {
  useEffect(() => {
    events.push('effects ran')
    queueMicrotask(() => events.push('their task ended'))
  }, [])
  return null
}

const page = (name: string) => (
  <>
    <Probe name={name} />
    <EffectsDone />
  </>
)

const roots: Root[] = []

/** The server's HTML of `page(name)`, then React hydrating it, reporting any mismatch. */
function hydratePage(name: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(name))
  document.body.append(container)
  expect(container).toHaveTextContent(`${name} not hydrated`)
  events.length = 0
  const onRecoverableError = vi.fn()
  roots.push(hydrateRoot(container, page(name), { onRecoverableError }))
  return { container, onRecoverableError }
}

describe('useHydrated', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount())
    events.length = 0
  })

  it('is false on the server and while hydrating, then true in a task of its own', async () => {
    // Hydrated as the browser does it, with React's scheduler, not act(), which flushes everything at once.
    const wasActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    let onRecoverableError
    try {
      const hydrated = hydratePage('first')
      onRecoverableError = hydrated.onRecoverableError
      await waitFor(() => expect(hydrated.container).toHaveTextContent('first hydrated'))
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', wasActEnvironment)
    }
    // No mismatch with the server's HTML, and the second render did not join the hydration's task.
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(events).toEqual([
      'first rendered not hydrated',
      'effects ran',
      'their task ended',
      'first rendered hydrated',
    ])
  })

  it('is false while a section hydrating later hydrates, as its HTML is, then true', async () => {
    render(<Probe name="page" />)
    await screen.findByText('page hydrated')
    let hydrated: ReturnType<typeof hydratePage> | undefined
    await act(async () => {
      hydrated = hydratePage('island')
    })
    const { container, onRecoverableError } = hydrated!
    await waitFor(() => expect(container).toHaveTextContent('island hydrated'))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(events).toContain('island rendered not hydrated')
  })

  it('is true from the first render for what mounts once the page is hydrated', async () => {
    render(<Probe name="before" />)
    await screen.findByText('before hydrated')
    events.length = 0
    render(<Probe name="later" />)
    expect(screen.getByText('later hydrated')).toBeInTheDocument()
    expect(events).toEqual(['later rendered hydrated'])
  })
})
