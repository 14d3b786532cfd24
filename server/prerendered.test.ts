import { addNonce, normalisePath } from './prerendered'

describe('normalisePath', () => {
  it('drops trailing slashes, but keeps the root', () => {
    const paths = ['/', '/articles', '/articles/', '/articles/soil-health//']
    expect(paths.map(normalisePath)).toEqual(['/', '/articles', '/articles', '/articles/soil-health'])
  })
})

describe('addNonce', () => {
  it('puts the nonce on every script tag', () => {
    const html = '<head><script>window.x=1</script><script type="module">import("/a.js")</script></head>'
    expect(addNonce(html, 'abc')).toBe(
      '<head><script nonce="abc">window.x=1</script><script nonce="abc" type="module">import("/a.js")</script></head>',
    )
  })
})
