import { createHash } from 'node:crypto'
import { addNonce, normalisePath, pageETag, scriptHashes } from './page-html'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

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

describe('pageETag', () => {
  it('is weak, and changes with the page', () => {
    expect(pageETag('<p>a</p>')).toMatch(/^W\/"[\w-]{27}"$/)
    expect(pageETag('<p>a</p>')).toBe(pageETag('<p>a</p>'))
    expect(pageETag('<p>a</p>')).not.toBe(pageETag('<p>b</p>'))
  })
})

describe('scriptHashes', () => {
  it('allows each inline script the browser runs, and the application module the press keeper starts', () => {
    const keeper = '(()=>{keep("’")})()'
    const data = 'window.__reactRouterContext = {"a":"<\\/script>"}'
    const module = 'import * as route0 from "/assets/root.js";'
    const deferred = 'import("/assets/entry.client.js")'
    const html =
      `<head><script id="press-keeper">${keeper}</script>` +
      `<script type="application/ld+json">{"@type":"Article"}</script></head>` +
      `<body><script>${data}</script><script type="module" async="">${module}</script>` +
      `<script type="text/plain" id="deferred-app" data-start-after-load="">${deferred}</script>` +
      `<script type="text/plain">not run</script><script src="/assets/a.js"></script><script>${data}</script></body>`
    expect(scriptHashes(html)).toEqual([sha256(keeper), sha256(data), sha256(module), sha256(deferred)])
  })

  it('finds none in a page without inline script', () => {
    expect(scriptHashes('<html><body><script type="module" src="/assets/a.js"></script></body></html>')).toEqual([])
  })
})
