// The stand-in for the photo hosts: images.unsplash.com, res.cloudinary.com,
// i.ytimg.com and img.youtube.com, answered with photo-like bytes at the size each URL asks for
// (stand-in-images.mjs), WebP when the Accept takes it. It answers two ways:
// - as our server's photo upstream (PHOTO_UPSTREAM_URL, decision 13): plain HTTP on
//   127.0.0.1:`port`, `/<host>/<path>?<query>` standing for `https://<host>/<path>?<query>`.
//   Pages ask our origin for their photos (/photos/…), and our server fetches them here.
// - as the hosts themselves, over HTTPS (HTTP/2, as the real hosts speak) on a port of its own,
//   for a page that would still ask a host directly (none should: e2e/images.spec.ts): Chromium
//   reaches it through --host-resolver-rules, so such a photo pays for its own connection, as
//   Lighthouse's simulation charges it, instead of failing unseen.
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { makeCertificate } from './certificate.mjs'
import { describeImage, renderImage } from './stand-in-images.mjs'

export const PHOTO_HOSTS = ['images.unsplash.com', 'res.cloudinary.com', 'i.ytimg.com', 'img.youtube.com']

/**
 * Starts the upstream on 127.0.0.1:`port` and the hosts' HTTPS stand-in on a free port; resolves to
 * `{ upstreamUrl, chromeFlags, served, close }`. `served` lists every request answered (url, status,
 * bytes), for the report.
 */
export async function startImageServer(port, cacheDir = path.join(tmpdir(), 'tujue-perf-images')) {
  const served = []

  /** Answers `url` (the photo host's https address) as that host would. */
  async function answer(url, accept, response) {
    const hostname = URL.canParse(url) ? new URL(url).hostname : ''
    const image = PHOTO_HOSTS.includes(hostname) ? describeImage(url, accept) : null
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
  }

  const upstream = createServer((request, response) => {
    void answer(`https://${request.url.slice(1)}`, request.headers.accept, response)
  })
  const certDir = await mkdtemp(path.join(tmpdir(), 'tujue-perf-cert-'))
  const { key, cert, spkiHash } = makeCertificate(PHOTO_HOSTS, certDir)
  const hosts = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const host = request.headers[':authority'] ?? request.headers.host ?? ''
    void answer(`https://${host.replace(/:\d+$/, '')}${request.url}`, request.headers.accept, response)
  })
  await listen(upstream, port)
  await listen(hosts, 0)
  const hostsPort = hosts.address().port
  return {
    served,
    upstreamUrl: `http://127.0.0.1:${port}`,
    chromeFlags: [
      `--host-resolver-rules=${PHOTO_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${hostsPort}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${spkiHash}`,
    ],
    close: () => {
      // Our server keeps its connections to the upstream open between photos.
      upstream.closeAllConnections()
      return Promise.all([upstream, hosts].map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
}
