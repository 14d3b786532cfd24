// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UpdateNotice } from './update-notice'

/** The browser's service worker container, as far as the notice uses it. */
function installContainer(controller: object | null) {
  const events = new EventTarget()
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(events, { controller }),
  })
  return events
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('UpdateNotice', () => {
  it('says a new version is ready, with a Reload button, when a new worker takes over the page', async () => {
    const container = installContainer({})
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    render(<UpdateNotice />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    act(() => {
      container.dispatchEvent(new Event('controllerchange'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready.')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalled()
  })

  it('stays silent when the first worker takes over a page it did not serve (an install, not an update)', () => {
    const container = installContainer(null)
    render(<UpdateNotice />)
    act(() => {
      container.dispatchEvent(new Event('controllerchange'))
    })
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
