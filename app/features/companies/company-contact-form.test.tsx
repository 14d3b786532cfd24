// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { CompanyContactForm } from './company-contact-form'

const company = { name: 'Pula Advisors', email: 'info@pula.io' }

function renderForm() {
  render(
    <>
      <h2 id="message-title">Send a Message</h2>
      <CompanyContactForm company={company} id="message" />
      <Toaster />
    </>,
  )
  return {
    name: screen.getByRole('textbox', { name: 'Your Name' }),
    email: screen.getByRole('textbox', { name: 'Your Email' }),
    subject: screen.getByRole('textbox', { name: 'Subject' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: 'Send Message' }),
  }
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>) {
  await user.type(fields.name, 'Jane Wanjiru')
  await user.type(fields.email, 'jane@example.com')
  await user.type(fields.subject, 'Cover for 2 acres & more')
  await user.type(fields.message, 'Please call me.{enter}Asante.')
}

describe('CompanyContactForm', () => {
  it('keeps Send Message disabled until all four fields hold text', async () => {
    const user = userEvent.setup()
    const fields = renderForm()
    expect(fields.email).toHaveAttribute('type', 'email')
    for (const field of [fields.name, fields.email, fields.subject, fields.message]) expect(field).toBeRequired()
    expect(fields.submit).toBeDisabled()
    expect(screen.getByText('Fill in all four fields to send your message.')).toBeInTheDocument()

    await user.type(fields.name, 'Jane')
    await user.type(fields.email, 'jane@example.com')
    await user.type(fields.subject, 'Hello')
    expect(fields.submit).toBeDisabled()
    await user.type(fields.message, '   ')
    expect(fields.submit).toBeDisabled()
    await user.type(fields.message, 'Hi')
    expect(fields.submit).toBeEnabled()
    expect(screen.queryByText('Fill in all four fields to send your message.')).toBeNull()
    await user.clear(fields.subject)
    expect(fields.submit).toBeDisabled()
  })

  it('opens a pre-filled Gmail compose tab, cut loose from the page, and keeps the values', async () => {
    const user = userEvent.setup()
    const mailTab = { opener: window as unknown }
    const open = vi.spyOn(window, 'open').mockReturnValue(mailTab as unknown as Window)
    const fields = renderForm()
    await fillAll(user, fields)
    await user.click(fields.submit)

    expect(open).toHaveBeenCalledTimes(1)
    const [link, target] = open.mock.calls[0]!
    expect(target).toBe('_blank')
    const url = new URL(String(link))
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: 'info@pula.io',
      su: 'Cover for 2 acres & more',
      body: 'Please call me.\nAsante.\n\n---\nFrom: Jane Wanjiru\nEmail: jane@example.com',
    })
    expect(mailTab.opener).toBeNull()
    const title = await screen.findByText('Email Client Opened')
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success')
    expect(screen.getByText('Please send the email in your mail application to complete your request.')).toBeVisible()
    expect(fields.name).toHaveValue('Jane Wanjiru')
    expect(fields.message).toHaveValue('Please call me.\nAsante.')
  })

  it('says so when the browser blocks the compose tab, and keeps every value', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'open').mockReturnValue(null)
    const fields = renderForm()
    await fillAll(user, fields)
    await user.click(fields.submit)

    const title = await screen.findByText('Error')
    // Sonner's red (destructive) style.
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error')
    expect(screen.getByText('There was a problem opening your email client. Please try again.')).toBeVisible()
    expect(fields.name).toHaveValue('Jane Wanjiru')
    expect(fields.email).toHaveValue('jane@example.com')
    expect(fields.subject).toHaveValue('Cover for 2 acres & more')
    expect(fields.message).toHaveValue('Please call me.\nAsante.')
  })

  it('explains an invalid email beside the field instead of opening anything', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open')
    const fields = renderForm()
    await fillAll(user, fields)
    await user.clear(fields.email)
    await user.type(fields.email, 'jane@example')
    await user.click(fields.submit)

    expect(open).not.toHaveBeenCalled()
    expect(fields.email).toHaveAttribute('aria-invalid', 'true')
    expect(fields.email).toHaveAccessibleDescription('Invalid email address')
    expect(fields.email).toHaveFocus()
  })
})
