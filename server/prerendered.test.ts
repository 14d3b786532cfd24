import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PRERENDER_ORIGIN } from '~/lib/prerender-origin'
import { addNonce, loadPrerenderedPages, normalisePath } from './prerendered'

describe('loadPrerenderedPages', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'prerendered-'))
    await mkdir(path.join(dir, 'articles', 'soil-health'), { recursive: true })
    await mkdir(path.join(dir, 'assets'), { recursive: true })
    await writeFile(path.join(dir, 'index.html'), 'home')
    await writeFile(path.join(dir, 'articles', 'index.html'), 'articles')
    await writeFile(
      path.join(dir, 'articles', 'soil-health', 'index.html'),
      `<link rel="canonical" href="${PRERENDER_ORIGIN}/articles/soil-health"/>`,
    )
    await writeFile(path.join(dir, 'assets', 'app-123.js'), 'js')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('keys every index.html by its URL path and nothing else', async () => {
    const pages = await loadPrerenderedPages(dir, 'https://tujue.example')
    expect([...pages.keys()].sort()).toEqual(['/', '/articles', '/articles/soil-health'])
    expect(pages.get('/')).toBe('home')
  })

  it('puts the run-time SITE_URL in place of the build’s stand-in origin', async () => {
    const pages = await loadPrerenderedPages(dir, 'https://tujue.example')
    expect(pages.get('/articles/soil-health')).toBe(
      '<link rel="canonical" href="https://tujue.example/articles/soil-health"/>',
    )
  })
})

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
