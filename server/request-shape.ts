import type { RequestHandler } from 'express'

// What a page takes, refused before any route reads the request: a page is read (GET, HEAD) or
// sent a form (POST, as a browser's form or the page's own script posts it). Anything else is the
// client's mistake, answered 405 or 415 with a line saying so, in the page's language.
const PAGE_METHODS = ['GET', 'HEAD', 'POST']
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const MESSAGES = {
  en: {
    method: 'This address takes GET and POST only.',
    type: 'This page takes a form (application/x-www-form-urlencoded or multipart/form-data) only.',
  },
  sw: {
    method: 'Anwani hii inapokea GET na POST tu.',
    type: 'Ukurasa huu unapokea fomu tu (application/x-www-form-urlencoded au multipart/form-data).',
  },
}

export const refuseMalformedRequests: RequestHandler = (req, res, next) => {
  const messages = req.path === '/sw' || req.path.startsWith('/sw/') ? MESSAGES.sw : MESSAGES.en
  const refuse = (status: number, message: string) =>
    res.status(status).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(message)
  if (!PAGE_METHODS.includes(req.method)) {
    res.setHeader('Allow', PAGE_METHODS.join(', '))
    return refuse(405, messages.method)
  }
  // The API routes read JSON and check their own bodies.
  if (req.method === 'POST' && !req.path.startsWith('/api/')) {
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (!FORM_TYPES.includes(type)) return refuse(415, messages.type)
  }
  next()
}
