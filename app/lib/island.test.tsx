// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expectConsoleError } from '../../tests/console-errors'
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
    expect(document.querySelector('[data-island="counter"]')).toHaveAttribute('data-ready')
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
