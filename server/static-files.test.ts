import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { isBuildArtefact, serveClientFiles } from './static-files'
import { listen } from './test-server'

/** A client build in a temporary directory, with raw HTML and loader data as a pre-render leaves them. */
function clientBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tujue-client-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'contact'))
  writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js'), 'console.log("app")')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>')
  writeFileSync(path.join(dir, 'about-us.data'), 'RAW LOADER DATA')
  writeFileSync(path.join(dir, 'contact', 'index.html'), 'RAW BUILD HTML')
  return dir
}

describe('serveClientFiles', () => {
  const dir = clientBuild()
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const app = express()
  app.use(serveClientFiles(dir))
  app.use((_req, res) => void res.status(404).type('html').send('<h1>The page of the app</h1>'))

  it('serves hashed assets for a year, and public files for an hour', async () => {
    const server = await listen(app)
    try {
      const asset = await fetch(`${server.url}/assets/app-3f2a1b.js`)
      expect(asset.status).toBe(200)
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const icon = await fetch(`${server.url}/favicon.svg`)
      expect(icon.status).toBe(200)
      expect(icon.headers.get('cache-control')).toBe('public, max-age=3600')
    } finally {
      await server.close()
    }
  })

  it('answers a missing asset with a bare, uncached 404, never the HTML page (rolling deploys)', async () => {
    const server = await listen(app)
    try {
      const response = await fetch(`${server.url}/assets/app-NEWBUILD.js`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe('')
    } finally {
      await server.close()
    }
  })

  it.each(['/about-us.data', '/about-us.dat%61', '/about-us%2Edata', '/contact/index.html', '/contact/index.htm%6c'])(
    'never serves the raw build file %s, however its path is encoded',
    async (path) => {
      const server = await listen(app)
      try {
        const response = await fetch(`${server.url}${path}`)
        const body = await response.text()
        expect(body).not.toContain('RAW')
        expect(body).toBe('<h1>The page of the app</h1>')
      } finally {
        await server.close()
      }
    },
  )
})

describe('isBuildArtefact', () => {
  it('reads the decoded path', () => {
    expect(isBuildArtefact('/about-us.dat%61')).toBe(true)
    expect(isBuildArtefact('/contact/index.htm%6C')).toBe(true)
    expect(isBuildArtefact('/articles.DATA')).toBe(true)
    expect(isBuildArtefact('/favicon.svg')).toBe(false)
    expect(isBuildArtefact('/images/maize%20field.webp')).toBe(false)
  })
})
