import express from 'express'
import { limitRequestBody, MAX_BODY_BYTES } from './body-limit'
import { listen } from './test-server'

describe('limitRequestBody', () => {
  const app = express()
  app.use(limitRequestBody)
  app.post(
    '/echo',
    express.text({ type: '*/*', limit: '1mb' }),
    (req, res) => void res.json({ length: String(req.body).length }),
  )

  it('accepts a body within the limit', async () => {
    const server = await listen(app)
    try {
      const response = await fetch(`${server.url}/echo`, { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES) })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ length: MAX_BODY_BYTES })
    } finally {
      await server.close()
    }
  })

  it('answers 413 when the declared body is over the limit', async () => {
    const server = await listen(app)
    try {
      const response = await fetch(`${server.url}/echo`, { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ error: 'too_large', message: 'The request is too large.' })
    } finally {
      await server.close()
    }
  })

  it('answers 411 to a streamed body without a length', async () => {
    const server = await listen(app)
    try {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('x'.repeat(10)))
          controller.close()
        },
      })
      const response = await fetch(`${server.url}/echo`, { method: 'POST', body, duplex: 'half' } as RequestInit)
      expect(response.status).toBe(411)
    } finally {
      await server.close()
    }
  })
})
