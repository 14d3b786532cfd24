// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
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

function serverPage(name: string) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <>
      <Probe name={name} />
      <EffectsDone />
    </>,
  )
  document.body.append(container)
  return container
}

describe('useHydrated', () => {
  afterEach(() => {
    events.length = 0
  })

  it('is false on the server and while hydrating, then true in a task of its own (issue 18)', async () => {
    const container = serverPage('first')
    expect(container).toHaveTextContent('first not hydrated')
    events.length = 0
    // Hydrated as the browser does it, with React's scheduler, not act(), which flushes everything at once.
    const wasActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    const onRecoverableError = vi.fn()
    try {
      hydrateRoot(
        container,
        <>
          <Probe name="first" />
          <EffectsDone />
        </>,
        { onRecoverableError },
      )
      await waitFor(() => expect(container).toHaveTextContent('first hydrated'))
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
    const container = serverPage('island')
    const onRecoverableError = vi.fn()
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Probe name="island" />
          <EffectsDone />
        </>,
        { onRecoverableError },
      )
    })
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
