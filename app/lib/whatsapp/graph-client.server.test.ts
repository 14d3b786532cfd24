import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN, startFakeWhatsApp } from '../../../tests/fake-whatsapp.mjs'
import { createGraphClient, GraphApiError, MediaRefusedError } from './graph-client.server'

const fake = await startFakeWhatsApp()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const settings = {
  graphBaseUrl: fake.graphBaseUrl,
  accessToken: FAKE_WHATSAPP_TOKEN,
  phoneNumberId: FAKE_PHONE_NUMBER_ID,
}
const client = createGraphClient(settings)
const farmer = { phone: '+254712345678' }
const images = { maxBytes: 1000, types: ['image/jpeg', 'image/png'] }

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(GraphApiError)
  return error as GraphApiError
}

describe('the Graph API client', () => {
  it('sends a text to the number as digits, with the token in a header, and reads its id', async () => {
    const id = await client.sendText(farmer, 'Panda mbegu bora.')
    expect(id).toMatch(/^wamid\./)
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${FAKE_WHATSAPP_TOKEN}`)
    expect(fake.inbox('254712345678').map((message) => message.body.text)).toEqual([
      { body: 'Panda mbegu bora.', preview_url: false },
    ])
  })

  it('sends to a farmer known only by a business-scoped user id', async () => {
    await client.sendText({ userId: 'KE.1502576394655843' }, 'Habari')
    expect(fake.sent[0]).toMatchObject({ to: undefined, recipient: 'KE.1502576394655843' })
  })

  it('sends reply buttons, and refuses a title over 20 characters before calling', async () => {
    await client.sendButtons(farmer, 'Chagua', [
      { id: 'expert', title: 'Uliza mtaalamu' },
      { id: 'guides', title: 'Miongozo' },
    ])
    expect(fake.sent[0]?.body.interactive.action.buttons[0]).toEqual({
      type: 'reply',
      reply: { id: 'expert', title: 'Uliza mtaalamu' },
    })
    expect(() => client.sendButtons(farmer, 'Chagua', [{ id: 'x', title: 'Zungumza na mtaalamu wetu' }])).toThrow(
      RangeError,
    )
    expect(fake.sent).toHaveLength(1)
  })

  it('sends an approved template with its body parameters', async () => {
    await client.sendTemplate(farmer, 'answer_ready', 'sw', ['TU-7K3F-Q9'])
    expect(fake.sent[0]?.body.template).toEqual({
      name: 'answer_ready',
      language: { code: 'sw' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'TU-7K3F-Q9' }] }],
    })
  })

  it.each([
    [131047, { kind: 'window-closed' }],
    [130429, { kind: 'retry', afterMs: 5000 }],
    [131056, { kind: 'retry', afterMs: 10_000 }],
    [131048, { kind: 'retry', afterMs: 1_800_000 }],
    [131026, { kind: 'final' }],
    [190, { kind: 'settings', afterMs: 600_000 }],
  ])('classifies Graph API error %i for the outbox', async (code, action) => {
    fake.failNext(code)
    const error = await refusal(client.sendText(farmer, 'Habari'))
    expect(error.code).toBe(code)
    expect(error.action).toEqual(action)
    expect(error.message).not.toContain('254712345678')
  })

  it('takes a template that is not approved as a settings problem', async () => {
    const error = await refusal(client.sendTemplate(farmer, 'not_approved', 'sw', []))
    expect(error).toMatchObject({ code: 132001, action: { kind: 'settings' } })
  })

  it('names neither the token nor the number when the token is refused', async () => {
    const wrong = createGraphClient({ ...settings, accessToken: 'not-the-token-0123456789' })
    const error = await refusal(wrong.sendText(farmer, 'Habari'))
    expect(error).toMatchObject({ httpStatus: 401, code: 190 })
    expect(error.message).not.toMatch(/not-the-token|254712345678/)
  })

  it('retries later when the Graph API cannot be reached', async () => {
    const away = createGraphClient({ ...settings, graphBaseUrl: 'http://127.0.0.1:9/v26.0' })
    expect((await refusal(away.sendText(farmer, 'Habari'))).action.kind).toBe('retry')
  })

  it('fetches a photo through the media endpoint within the size and type limits', async () => {
    const photo = Buffer.alloc(600, 7)
    const info = await client.mediaInfo(fake.addMedia(photo, 'image/jpeg'))
    expect(info).toMatchObject({ mimeType: 'image/jpeg', fileSize: 600 })
    expect(await client.downloadMedia(info, images)).toEqual(photo)
  })

  it('refuses media over the limit or of a type it does not read, without downloading it', async () => {
    const big = await client.mediaInfo(fake.addMedia(Buffer.alloc(2000), 'image/jpeg'))
    await expect(client.downloadMedia(big, images)).rejects.toThrow(MediaRefusedError)
    // Metadata that understates the size: the download is cut off at the limit.
    await expect(client.downloadMedia({ ...big, fileSize: 10 }, images)).rejects.toThrow(/over 1000 bytes/)
    const pdf = await client.mediaInfo(fake.addMedia(Buffer.alloc(10), 'application/pdf'))
    await expect(client.downloadMedia(pdf, images)).rejects.toThrow(/application\/pdf/)
    expect(fake.requests.filter((request) => request.path.startsWith('/media/'))).toHaveLength(1)
  })

  it('never sends the token to a media address outside Meta’s hosts', async () => {
    const info = { url: 'https://attacker.example/media/1', mimeType: 'image/jpeg', fileSize: 10 }
    await expect(client.downloadMedia(info, images)).rejects.toThrow(MediaRefusedError)
  })
})
