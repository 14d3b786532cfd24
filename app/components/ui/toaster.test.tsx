// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { PAGE_IDLE } from '~/lib/hydration/contract'

// The Toaster's store lives in its module, for the page's life: each test loads it afresh, on a
// page the inline script has not yet called idle.
async function freshToaster() {
  vi.resetModules()
  document.documentElement.removeAttribute(PAGE_IDLE)
  return import('./toaster')
}

const notifications = () => screen.queryByRole('region', { name: /notifications/i })

describe('Toaster', () => {
  it('stays off the page while it starts, and comes once the inline script says the page is idle', async () => {
    const { Toaster } = await freshToaster()
    render(<Toaster />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(notifications()).toBeNull()

    act(() => {
      document.documentElement.setAttribute(PAGE_IDLE, '')
      window.dispatchEvent(new Event(PAGE_IDLE))
    })
    expect(await screen.findByRole('region', { name: /notifications/i }, { timeout: 3000 })).toBeInTheDocument()
  })

  it('comes at the first toast if the page is not idle yet, and shows it', async () => {
    const { notify, Toaster } = await freshToaster()
    render(<Toaster />)
    await act(() => notify('Request saved', { description: 'It is sent when you are online.', variant: 'success' }))
    const title = await screen.findByText('Request saved', {}, { timeout: 3000 })
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success')
    expect(screen.getByText('It is sent when you are online.')).toBeInTheDocument()
  })
})
