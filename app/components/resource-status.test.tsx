// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { ResourceStatus } from './resource-status'

const messages = { loading: 'Loading the guide…', failed: 'The guide could not load.', retry: 'Try again' }

describe('ResourceStatus', () => {
  it('announces the loading', () => {
    render(<ResourceStatus resource={{ status: 'loading' }} messages={messages} className="py-4" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the guide…')
    expect(screen.getByRole('status')).toHaveClass('flex items-center gap-2 py-4 text-stone-700', { exact: true })
  })

  it('reports a failure with a Retry that asks again', () => {
    const retry = vi.fn()
    render(<ResourceStatus resource={{ status: 'error', retry }} messages={messages} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The guide could not load.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('shows nothing once the text is there', () => {
    const { container } = render(<ResourceStatus resource={{ status: 'ready', data: {} }} messages={messages} />)
    expect(container).toBeEmptyDOMElement()
  })
})
