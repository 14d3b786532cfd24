import { dataSaverChoice, dataSaverCookie, isDataSaverOn, saveDataRequested } from './preference'

const headers = (values: Record<string, string>) => new Headers(values)

describe('dataSaverChoice', () => {
  it("reads the reader's choice from the Cookie header among other cookies", () => {
    expect(dataSaverChoice('a=1; data-saver=on; b=2')).toBe(true)
    expect(dataSaverChoice('data-saver=off')).toBe(false)
  })

  it('is null without the cookie, or with a value it does not know', () => {
    expect(dataSaverChoice(null)).toBeNull()
    expect(dataSaverChoice('')).toBeNull()
    expect(dataSaverChoice('other-data-saver=on')).toBeNull()
    expect(dataSaverChoice('data-saver=yes')).toBeNull()
  })
})

describe('saveDataRequested', () => {
  it('is on only for "on", in any case and with spaces', () => {
    expect(saveDataRequested('on')).toBe(true)
    expect(saveDataRequested(' On ')).toBe(true)
    expect(saveDataRequested('off')).toBe(false)
    expect(saveDataRequested(null)).toBe(false)
  })
})

describe('isDataSaverOn', () => {
  it("follows Save-Data when the reader never chose, and the reader's choice over it when they did", () => {
    expect(isDataSaverOn(headers({}))).toBe(false)
    expect(isDataSaverOn(headers({ 'Save-Data': 'on' }))).toBe(true)
    expect(isDataSaverOn(headers({ 'Save-Data': 'on', Cookie: 'data-saver=off' }))).toBe(false)
    expect(isDataSaverOn(headers({ Cookie: 'data-saver=on' }))).toBe(true)
  })
})

describe('dataSaverCookie', () => {
  it('remembers the choice for a year, on every path, and reads back as it was written', () => {
    expect(dataSaverCookie(true)).toBe('data-saver=on; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(dataSaverChoice(dataSaverCookie(false).split(';')[0])).toBe(false)
    expect(dataSaverChoice(dataSaverCookie(true).split(';')[0])).toBe(true)
  })
})
