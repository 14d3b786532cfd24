import { DeliveryReportSchema, formFields, InboundSmsSchema, OptOutSchema, UssdStepSchema } from './callbacks'

describe("Africa's Talking callbacks", () => {
  it('reads an incoming SMS as the gateway posts it', () => {
    const body =
      'from=%2B254712345678&to=22384&text=Mahindi+yangu+yana+viwavi&date=2026-11-27+10%3A00%3A00&id=abc-1&linkId=lk-1&networkCode=63902'
    expect(InboundSmsSchema.parse(formFields(body))).toEqual({
      from: '+254712345678',
      to: '22384',
      text: 'Mahindi yangu yana viwavi',
      date: '2026-11-27 10:00:00',
      id: 'abc-1',
      linkId: 'lk-1',
      networkCode: '63902',
    })
  })

  it('takes a number written without its plus as the same farmer', () => {
    expect(InboundSmsSchema.parse({ from: '254712345678', to: '22384', text: 'x', id: '1' }).from).toBe('+254712345678')
  })

  it('refuses an incoming SMS without a sender or id', () => {
    expect(InboundSmsSchema.safeParse({ to: '22384', text: 'x', id: '1' }).success).toBe(false)
    expect(InboundSmsSchema.safeParse({ from: 'nobody', to: '22384', text: 'x', id: '1' }).success).toBe(false)
    expect(InboundSmsSchema.safeParse({ from: '+254712345678', to: '22384', text: 'x' }).success).toBe(false)
  })

  it('reads a delivery report, its failure reason optional', () => {
    expect(
      DeliveryReportSchema.parse({
        id: 'ATXid_1',
        status: 'Failed',
        phoneNumber: '+254712345678',
        networkCode: '63902',
        failureReason: 'UserInBlackList',
        retryCount: '0',
      }),
    ).toMatchObject({ id: 'ATXid_1', status: 'Failed', failureReason: 'UserInBlackList' })
    expect(DeliveryReportSchema.parse({ id: 'ATXid_1', status: 'Success' }).failureReason).toBeUndefined()
    expect(DeliveryReportSchema.safeParse({ id: 'ATXid_1', status: 'Delivered!' }).success).toBe(false)
  })

  it('reads a USSD step, the first one with an empty text', () => {
    const first = UssdStepSchema.parse({ sessionId: 's1', serviceCode: '*384*22#', phoneNumber: '+254712345678' })
    expect(first.text).toBe('')
    expect(UssdStepSchema.parse({ ...first, text: '1*2' }).text).toBe('1*2')
    expect(UssdStepSchema.safeParse({ serviceCode: '*384*22#', phoneNumber: '+254712345678', text: '' }).success).toBe(
      false,
    )
  })

  it('reads an opt-out', () => {
    expect(OptOutSchema.parse({ senderId: 'TUJUE', phoneNumber: '+254712345678' })).toEqual({
      senderId: 'TUJUE',
      phoneNumber: '+254712345678',
    })
  })
})
