import { addNonce, normalisePath } from './prerendered'

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/articles', '/articles'],
    ['/articles/', '/articles'],
    ['/articles/soil-health//', '/articles/soil-health'],
  ])('%s → %s', (input, expected) => expect(normalisePath(input)).toBe(expected))
})

describe('addNonce', () => {
  it('puts the nonce on every script tag', () => {
    const html = '<head><script>window.x=1</script><script type="module">import("/a.js")</script></head>'
    expect(addNonce(html, 'abc')).toBe(
      '<head><script nonce="abc">window.x=1</script><script nonce="abc" type="module">import("/a.js")</script></head>',
    )
  })
})
