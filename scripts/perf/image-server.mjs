// The stand-in for the photo hosts (issue 18): one local HTTPS server (HTTP/2, as the real
// hosts speak) that answers for images.unsplash.com, res.cloudinary.com, i.ytimg.com and
// img.youtube.com. Chromium reaches it through --host-resolver-rules, so a page still opens
// a second connection to another origin, which Lighthouse's simulation charges for.
import { createSecureServer } from 'node:http2'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeCertificate } from './certificate.mjs'
import { describeImage, renderImage } from './stand-in-images.mjs'

export const PHOTO_HOSTS = ['images.unsplash.com', 'res.cloudinary.com', 'i.ytimg.com', 'img.youtube.com']

/**
 * Starts the server on 127.0.0.1:`port`; resolves to `{ chromeFlags, served, close }`.
 * `served` lists every request answered (url, status, bytes), for the report.
 */
export async function startImageServer(port, cacheDir = path.join(tmpdir(), 'tujue-perf-images')) {
  const certDir = await mkdtemp(path.join(tmpdir(), 'tujue-perf-cert-'))
  const { key, cert, spkiHash } = makeCertificate(PHOTO_HOSTS, certDir)
  const served = []
  const server = createSecureServer({ key, cert, allowHTTP1: true }, async (request, response) => {
    const host = request.headers[':authority'] ?? request.headers.host ?? ''
    const url = `https://${host.replace(/:\d+$/, '')}${request.url}`
    const image = PHOTO_HOSTS.includes(new URL(url).hostname) ? describeImage(url, request.headers.accept) : null
    if (!image) {
      served.push({ url, status: 404, bytes: 0 })
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not an image the stand-in serves')
      return
    }
    try {
      const bytes = await renderImage(image, cacheDir)
      served.push({ url, status: 200, bytes: bytes.length })
      response
        .writeHead(200, {
          'content-type': `image/${image.format}`,
          'content-length': bytes.length,
          'cache-control': 'public, max-age=31536000, immutable',
          'access-control-allow-origin': '*',
          'timing-allow-origin': '*',
          vary: 'Accept',
        })
        .end(bytes)
    } catch (error) {
      served.push({ url, status: 500, bytes: 0 })
      response.writeHead(500).end(String(error))
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    served,
    chromeFlags: [
      `--host-resolver-rules=${PHOTO_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${spkiHash}`,
    ],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
