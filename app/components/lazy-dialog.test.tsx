// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyDialog } from './lazy-dialog'

function Greeting({ name }: { name: string; onClose: () => void }) {
  return <p>Hello {name}</p>
}

describe('lazyDialog', () => {
  it('shows the dialog once its code has loaded', async () => {
    const Dialog = lazyDialog(() => Promise.resolve(Greeting), vi.fn())
    render(
      <Suspense fallback="Opening…">
        <Dialog name="Wanjiru" onClose={vi.fn()} />
      </Suspense>,
    )
    expect(await screen.findByText('Hello Wanjiru')).toBeInTheDocument()
  })

  it('reports a failed load and closes, then tries again the next time it opens', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting)
    const onLoadError = vi.fn()
    const onClose = vi.fn()
    const Dialog = lazyDialog(load, onLoadError)

    const first = render(
      <Suspense fallback="Opening…">
        <Dialog name="Otieno" onClose={onClose} />
      </Suspense>,
    )
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Hello Otieno')).toBeNull()
    first.unmount()

    render(
      <Suspense fallback="Opening…">
        <Dialog name="Otieno" onClose={onClose} />
      </Suspense>,
    )
    expect(await screen.findByText('Hello Otieno')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
