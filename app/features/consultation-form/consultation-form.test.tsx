// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { createRoutesStub, type ActionFunction } from 'react-router'
import { Toaster } from '~/components/ui/toaster'
import { defaultProvider } from '~/content/provider'
import type { RootData } from '~/lib/root-data'
import type { ConsultationFormAnswer, ConsultationOutcome } from './consultation-answer'
import { consultationClientAction } from './consultation-client-action'
import { ConsultationForm } from './consultation-form'

const rootData: RootData = {
  provider: { ...defaultProvider, email: 'experts@hub.test' },
  siteUrl: 'https://hub.test',
  year: 2031,
  consultationRetentionDays: 365,
  smsNotices: false,
  dataSaver: false,
}

/**
 * The page's action under the form: each send answers with the next of `answers` (an outcome, or
 * 'offline' for a connection that failed), through the pages' own clientAction. The server's side
 * is tested against a real database in submit-consultation-form.server.test.ts and end to end in
 * e2e/consultation.spec.ts.
 */
function serverAnswers(...answers: Array<ConsultationOutcome | 'offline'>) {
  const sent: Array<Record<string, unknown>> = []
  action = async ({ request }) => {
    const fields = Object.fromEntries(await request.formData())
    return consultationClientAction({
      request,
      serverAction: async () => {
        sent.push(fields)
        const answer = answers.shift() ?? stored
        if (answer === 'offline') throw new TypeError('Failed to fetch')
        return { outcome: answer } satisfies ConsultationFormAnswer
      },
    })
  }
  return sent
}
const stored: ConsultationOutcome = { kind: 'stored', reference: 'TU-7K3F-Q9', statusPath: '/ask-expert/requests/abc' }
let action: ActionFunction = () => null

/** Every mail link the form hands to the browser (jsdom cannot open a mail app). */
function captureMailLinks(fail = false) {
  const links: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (fail) throw new Error('No mail app')
    links.push(this.href)
  })
  return links
}

async function renderForm(defaultMessage?: string, { smsNotices = false } = {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...rootData, smsNotices }),
      action: (args) => action(args),
      Component: () => (
        <>
          <ConsultationForm defaultMessage={defaultMessage} />
          <Toaster />
        </>
      ),
    },
  ])
  render(<Stub initialEntries={['/']} />)
  // The stub router loads the root data first; give a busy machine time.
  await screen.findByRole('button', { name: 'Send Request' }, { timeout: 5000 })
  return userEvent.setup({ delay: null })
}

const field = (name: string | RegExp) => screen.getByLabelText(name)

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), 'Wanjiru Kamau')
  await user.type(field('Email address'), 'wanjiru@example.co.ke')
  await user.selectOptions(field('Topic'), 'Rice Farming')
  await user.type(field('Your question'), 'When should I transplant rice seedlings?')
}

/** The toasts' code loads after the first render: on a busy machine a toast can take longer than findBy's second. */
const TOAST_MS = 3000
/** A send's answer comes through the router, and a notice after the mail app's moment: more than findBy's second. */
const ANSWER_MS = 3000

// Toasts live in sonner's module state, drafts in local storage: none may leak into the next test.
afterEach(() => {
  toast.dismiss()
  localStorage.clear()
})

// Typing a whole form is slow on a busy machine.
describe('ConsultationForm', { timeout: 20_000 }, () => {
  it('starts the message with the text it is given (a guide’s "Report a mistake"), which reaches the mail', async () => {
    serverAnswers()
    const links = captureMailLinks()
    const user = await renderForm('I think there is a mistake in the guide "Soil Health": ')
    expect(field('Your question')).toHaveValue('I think there is a mistake in the guide "Soil Health": ')
    await user.type(field('Full name'), 'Wanjiru Kamau')
    await user.type(field('Email address'), 'wanjiru@example.co.ke')
    await user.selectOptions(field('Topic'), 'Soil Health')
    await user.type(field('Your question'), 'the lime rate looks too high.')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    await waitFor(() => expect(links).toHaveLength(1))
    expect(decodeURIComponent(links[0] ?? '')).toContain(
      'I think there is a mistake in the guide "Soil Health": the lime rate looks too high.',
    )
    // The confirmation follows the mail app; waited for here, so that it is shown (and dismissed) in this test.
    expect(await screen.findByText('Email Client Opened', {}, { timeout: TOAST_MS })).toBeInTheDocument()
  })

  it('offers the SMS only where the phone channels are on, unticked; ticked, asks for the number, and sends it', async () => {
    await renderForm()
    expect(screen.queryByRole('checkbox')).toBeNull()
    cleanup()
    const sends = serverAnswers()
    captureMailLinks()
    const user = await renderForm(undefined, { smsNotices: true })
    const consent = screen.getByRole('checkbox', { name: 'Send me an SMS on this number when an expert answers' })
    expect(consent).not.toBeChecked()
    await fillValid(user)
    await user.click(consent)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('Enter the phone number for the SMS, e.g. 0712 345 678')).toBeInTheDocument()
    expect(field(/Phone number/)).toHaveAccessibleDescription(/Enter the phone number for the SMS/)
    expect(sends).toEqual([])
    // Kept on the device with the other fields.
    expect(JSON.parse(localStorage.getItem('tujue:consultation-draft') ?? '{}').values).toMatchObject({
      smsConsent: true,
    })
    await user.type(field(/Phone number/), '0712 345 678')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    await waitFor(() => expect(sends).toHaveLength(1))
    expect(sends[0]).toMatchObject({ phone: '0712 345 678', smsConsent: 'on' })
  })

  it('shows the four messages of the spec, each tied to its field', async () => {
    const sends = serverAnswers()
    const links = captureMailLinks()
    const user = await renderForm()
    await user.type(field('Full name'), 'W')
    await user.type(field('Email address'), 'not-an-email')
    await user.type(field('Your question'), 'Too short')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    const expectations: Array<[string | RegExp, string]> = [
      ['Full name', 'Name must be at least 2 characters'],
      ['Email address', 'Invalid email address'],
      ['Topic', 'Please select a topic'],
      ['Your question', 'Message must be at least 10 characters'],
    ]
    for (const [label, message] of expectations) {
      const control = field(label)
      await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'))
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    expect(field(/Phone number/)).not.toHaveAttribute('aria-invalid')
    expect(links).toEqual([])
    expect(sends).toEqual([])
  })

  it('stores the request first, then opens the mail link, confirms with a toast and clears the form', async () => {
    const sends = serverAnswers(stored)
    const links = captureMailLinks()
    const user = await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    expect(await screen.findByRole('button', { name: 'Opening Email...' })).toBeDisabled()
    await waitFor(() => expect(links).toHaveLength(1))
    const url = new URL(links[0]!)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('experts@hub.test')
    expect(url.searchParams.get('subject')).toBe('[SkyField] Rice Farming Consultation Request')
    expect(url.searchParams.get('body')).toContain('Phone: Not provided')

    expect(await screen.findByText('Email Client Opened', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    expect(
      screen.getByText('Please send the email in your mail application to complete your request.'),
    ).toBeInTheDocument()
    // The toast and the reset land in the same moment, in either order.
    await waitFor(() => expect(field('Full name')).toHaveValue(''))
    expect(field('Topic')).toHaveValue('')
    expect(field('Your question')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled()

    expect(sends).toEqual([
      {
        name: 'Wanjiru Kamau',
        email: 'wanjiru@example.co.ke',
        phone: '',
        topic: 'rice-farming',
        message: 'When should I transplant rice seedlings?',
        leave_this_empty: '',
      },
    ])
    // The reference and the private link stay on the page above the emptied form.
    expect(screen.getByTestId('consultation-reference')).toHaveTextContent('TU-7K3F-Q9')
    expect(screen.getByRole('link', { name: 'Follow your request' })).toHaveAttribute(
      'href',
      '/ask-expert/requests/abc',
    )
    expect(localStorage.length).toBe(0)
  })

  it('keeps what the farmer typed when the mail app cannot be opened, and stores it only once', async () => {
    const sends = serverAnswers(stored)
    captureMailLinks(true)
    const user = await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    expect(await screen.findByText('Error', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    expect(screen.getByText('There was a problem opening your email client. Please try again.')).toBeInTheDocument()
    expect(field('Full name')).toHaveValue('Wanjiru Kamau')
    expect(field('Topic')).toHaveValue('rice-farming')
    expect(field('Your question')).toHaveValue('When should I transplant rice seedlings?')
    expect(screen.queryByText('Email Client Opened')).toBeNull()
    // The server has it: its reference shows, and pressing Send again only retries the mail app.
    expect(screen.getByTestId('consultation-reference')).toHaveTextContent('TU-7K3F-Q9')
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    await waitFor(() => expect(screen.getAllByText('Error')).toHaveLength(2))
    expect(sends).toHaveLength(1)
  })

  it('keeps every word when the server cannot be reached, says so, still opens the mail app, and sends again on request', async () => {
    const sends = serverAnswers('offline', stored)
    const links = captureMailLinks()
    const user = await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))

    expect(await screen.findByText('Your request is not saved yet', {}, { timeout: ANSWER_MS })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Your words are kept on this device')
    await waitFor(() => expect(links).toHaveLength(1))
    expect(await screen.findByText('Email Client Opened', {}, { timeout: TOAST_MS })).toBeInTheDocument()
    expect(field('Full name')).toHaveValue('Wanjiru Kamau')
    expect(field('Your question')).toHaveValue('When should I transplant rice seedlings?')
    expect(JSON.parse(localStorage.getItem('tujue:consultation-draft') ?? '{}')).toMatchObject({
      pending: true,
      values: { name: 'Wanjiru Kamau', topic: 'rice-farming' },
    })

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('consultation-reference', {}, { timeout: ANSWER_MS })).toHaveTextContent(
      'TU-7K3F-Q9',
    )
    expect(screen.queryByText('Your request is not saved yet')).toBeNull()
    expect(field('Full name')).toHaveValue('')
    expect(sends).toHaveLength(2)
    expect(localStorage.length).toBe(0)
  })

  it('sends a kept request again when the connection comes back', async () => {
    const sends = serverAnswers('offline', stored)
    captureMailLinks()
    const user = await renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('Your request is not saved yet', {}, { timeout: ANSWER_MS })).toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByTestId('consultation-reference', {}, { timeout: ANSWER_MS })).toHaveTextContent(
      'TU-7K3F-Q9',
    )
    expect(sends).toHaveLength(2)
  })

  it('brings back the words left on this device, and sends a request that was never stored', async () => {
    localStorage.setItem(
      'tujue:consultation-draft',
      JSON.stringify({
        pending: true,
        values: {
          name: 'Otieno',
          email: 'otieno@example.org',
          phone: '',
          topic: 'soil-health',
          message: 'My soil is very acidic, what lime?',
        },
      }),
    )
    const sends = serverAnswers(stored)
    await renderForm()
    expect(await screen.findByTestId('consultation-reference', {}, { timeout: ANSWER_MS })).toHaveTextContent(
      'TU-7K3F-Q9',
    )
    expect(sends[0]).toMatchObject({ name: 'Otieno', topic: 'soil-health' })
  })

  it('keeps a draft as the farmer types, before any send', async () => {
    serverAnswers()
    const user = await renderForm()
    await user.type(field('Full name'), 'Akinyi')
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('tujue:consultation-draft') ?? '{}')).toMatchObject({
        pending: false,
        values: { name: 'Akinyi' },
      }),
    )
  })
})
