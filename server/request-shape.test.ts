import express from 'express'
import { refuseMalformedRequests } from './request-shape'
import { listen } from './test-server'

describe('refuseMalformedRequests', () => {
  const app = express()
  app.use(refuseMalformedRequests)
  app.all('/{*path}', (_req, res) => void res.send('reached the route'))

  const send = async (path: string, init: RequestInit) => {
    const server = await listen(app)
    try {
      const response = await fetch(`${server.url}${path}`, init)
      return { status: response.status, allow: response.headers.get('Allow'), text: await response.text() }
    } finally {
      await server.close()
    }
  }

  it('answers 405 with the methods a page takes to DELETE, PUT or PATCH, in the page’s language', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      expect(await send('/contact', { method })).toEqual({
        status: 405,
        allow: 'GET, HEAD, POST',
        text: 'This address takes GET and POST only.',
      })
    }
    expect((await send('/sw/contact', { method: 'DELETE' })).text).toBe('Anwani hii inapokea GET na POST tu.')
  })

  it('answers 415 to a page sent JSON, plain text or a body without a type', async () => {
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' }
    expect(await send('/contact', json)).toMatchObject({ status: 415, text: expect.stringContaining('takes a form') })
    expect((await send('/sw/contact', json)).text).toContain('unapokea fomu tu')
    expect((await send('/contact', { method: 'POST', body: 'name=x' })).status).toBe(415)
    expect((await send('/contact', { method: 'POST', body: new TextEncoder().encode('name=x') })).status).toBe(415)
  })

  it('lets forms, reads and the JSON API through', async () => {
    const form = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' }
    expect((await send('/contact', form)).text).toBe('reached the route')
    expect((await send('/contact', { method: 'POST', body: new FormData() })).text).toBe('reached the route')
    expect((await send('/contact', { method: 'GET' })).text).toBe('reached the route')
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }
    expect((await send('/api/chat', json)).text).toBe('reached the route')
  })
})
