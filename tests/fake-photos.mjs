// @ts-check
// A fake photo host for the browser tests (playwright.config.ts), on 127.0.0.1: the server's
// PHOTO_UPSTREAM_URL points at it, so the photo it would fetch from `https://<host>/<path>`
// (server/photos.ts) is asked here as `/<host>/<path>`. Every photo of the photo hosts is
// answered with one small real photo, WebP when the Accept takes it and JPEG otherwise, as
// Cloudinary's f_auto and Unsplash's auto=format would; so pages draw real pictures, not their
// stand-ins. One photo fails as a host can (500): the hero's stock photo, shown only when a
// slide cannot load, so a test can see the drawn stand-in when the host fails too.
//
//   node tests/fake-photos.mjs          listens on FAKE_PHOTOS_PORT (default 3198)
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp from 'sharp'

const PHOTO_HOSTS = ['res.cloudinary.com', 'images.unsplash.com', 'i.ytimg.com']

/** The hero's stock photo (app/content/home.ts heroFallbackImage): its host always fails here. */
export const FAILING_PHOTO = 'images.unsplash.com/photo-1493962853295-0fd70327578a'

/** @param {number} port */
export async function startFakePhotos(port) {
  const webp = readFileSync(fileURLToPath(new URL('../public/images/team/evans-mutegi-96.webp', import.meta.url)))
  const jpeg = await sharp(webp).jpeg({ quality: 80 }).toBuffer()
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    if (path === '/__control/health') return void response.writeHead(200).end('ok')
    const host = path.split('/')[1] ?? ''
    if (!PHOTO_HOSTS.includes(host)) return void response.writeHead(404).end('not a photo host')
    if (path.slice(1).startsWith(FAILING_PHOTO)) {
      return void response.writeHead(500, { 'content-type': 'text/plain' }).end('the host is down')
    }
    const isWebp = (request.headers.accept ?? '').includes('image/webp')
    const body = isWebp ? webp : jpeg
    response
      .writeHead(200, {
        'content-type': isWebp ? 'image/webp' : 'image/jpeg',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000',
      })
      .end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.FAKE_PHOTOS_PORT ?? 3198)
  const { url } = await startFakePhotos(port)
  console.log(`Fake photo host on ${url}`)
}
