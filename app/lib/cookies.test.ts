import { readCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spaces', () => {
    expect(readCookie('a=1; stylesheet=app-1.css;data-saver=on', 'stylesheet')).toBe('app-1.css')
    expect(readCookie('a=1; stylesheet=app-1.css;data-saver=on', 'data-saver')).toBe('on')
  })

  it('keeps an equals sign inside the value', () => {
    expect(readCookie('token=a=b', 'token')).toBe('a=b')
  })

  it('is null without the cookie or without a header', () => {
    expect(readCookie('stylesheets=x; my-stylesheet=y', 'stylesheet')).toBeNull()
    expect(readCookie(null, 'stylesheet')).toBeNull()
    expect(readCookie(undefined, 'stylesheet')).toBeNull()
  })
})
