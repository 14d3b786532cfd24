import { FAKE_AT_API_KEY, FAKE_AT_SHORTCODE, startFakeAfricasTalking } from '../../../tests/fake-africastalking.mjs'
import { createAfricasTalkingClient, GatewayError } from './client.server'

const fake = await startFakeAfricasTalking()
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const settings = { baseUrl: fake.url, username: 'sandbox', apiKey: FAKE_AT_API_KEY, from: FAKE_AT_SHORTCODE }
const client = createAfricasTalkingClient(settings)
const farmer = '+254712345678'

describe("Africa's Talking client", () => {
  it('sends one SMS as a form with the key in a header, and reads its id and cost', async () => {
    const result = await client.sendSms(farmer, 'Panda mbegu bora.')
    expect(result).toMatchObject({ outcome: 'accepted', statusCode: 101, cost: 'KES 0.8000' })
    expect(result.outcome === 'accepted' && result.messageId).toMatch(/^ATXid_/)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.headers.apikey).toBe(FAKE_AT_API_KEY)
    expect(fake.requests[0]?.headers.accept).toBe('application/json')
    expect(fake.requests[0]?.form).toEqual({
      username: 'sandbox',
      to: farmer,
      message: 'Panda mbegu bora.',
      from: FAKE_AT_SHORTCODE,
      bulkSMSMode: '1',
    })
    expect(fake.inbox(farmer).map((message) => message.message)).toEqual(['Panda mbegu bora.'])
  })

  it.each([
    [403, 'InvalidPhoneNumber', false],
    [406, 'UserInBlacklist', false],
    [502, 'RejectedByGateway', false],
    [405, 'InsufficientBalance', true],
    [402, 'InvalidSenderId', true],
    [501, 'GatewayError', true],
  ])('reports a recipient refused with %i %s (retry: %s)', async (statusCode, status, retry) => {
    fake.setNumberStatus(farmer, statusCode)
    expect(await client.sendSms(farmer, 'Habari')).toEqual({ outcome: 'refused', statusCode, status, retry })
    expect(fake.inbox(farmer)).toEqual([])
  })

  it('takes a queued message as accepted', async () => {
    expect(await client.sendSms(farmer, 'Habari [at:queued]')).toMatchObject({ outcome: 'accepted', statusCode: 102 })
  })

  it.each([
    ['unavailable', /HTTP 503/],
    ['reset', /unreachable/],
  ] as const)('throws a GatewayError when the gateway is %s', async (mode, message) => {
    fake.setMode(mode)
    const error = await client.sendSms(farmer, 'Habari').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as Error).message).toMatch(message)
  })

  it('throws a GatewayError that does not quote the key when the key is refused', async () => {
    const wrong = createAfricasTalkingClient({ ...settings, apiKey: 'not-the-key' })
    const error = await wrong.sendSms(farmer, 'Habari').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).httpStatus).toBe(401)
    expect((error as Error).message).not.toContain('not-the-key')
  })

  it('gives up on a gateway that does not answer in time', async () => {
    fake.setMode('slow')
    const slowClient = createAfricasTalkingClient(settings, { timeoutMs: 200 })
    await expect(slowClient.sendSms(farmer, 'Habari')).rejects.toThrow(/timed out/)
  })
})
